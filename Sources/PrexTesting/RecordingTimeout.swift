import Foundation
import Prex
import PrexDump

/// The error a wait for recorded values throws when its deadline passes first: it says how many were
/// awaited, and which arrived.
///
/// ``ActionRecorder/next(_:timeout:isolation:)`` throws it with the actions that arrived, and
/// ``RecordingView/nextChange(timeout:)`` with no changes. The values that arrived are not consumed: the next
/// wait still receives them. Its ``description`` is what a test failure shows:
///
/// ```
/// timed out after 1 s waiting for 2 actions; 1 arrived: .increment
/// ```
public struct RecordingTimeout<Element: Sendable>: Error, CustomStringConvertible {
    /// How many values the wait asked for.
    public let expected: Int
    /// The values recorded during the wait (fewer than ``expected``), in order.
    public let arrived: [Element]
    /// How long the wait lasted, in seconds.
    public let timeout: TimeInterval
    /// What the values are called in ``description``, in the plural ("actions").
    let noun: String

    /// Creates the error for a wait that asked for `expected` values and got `arrived`.
    ///
    /// - Parameters:
    ///   - expected: How many values the wait asked for.
    ///   - arrived: The values that did arrive, fewer than `expected`.
    ///   - timeout: How long the wait lasted, in seconds.
    ///   - noun: What the values are called, in the plural.
    init(expected: Int, arrived: [Element], timeout: TimeInterval, noun: String) {
        self.expected = expected
        self.arrived = arrived
        self.timeout = timeout
        self.noun = noun
    }

    /// One line: the timeout, how many values were awaited, and those that arrived, each rendered as a Swift
    /// literal (`.add(1)`, `CounterState(count: 2)`).
    public var description: String {
        let seconds = timeout.formatted
        let what = "\(expected) \(expected == 1 ? String(noun.dropLast()) : noun)"
        guard !arrived.isEmpty else {
            return "timed out after \(seconds) s waiting for \(what); none arrived"
        }
        let list = arrived.map { ValueDiff.render($0) }.joined(separator: ", ")
        return "timed out after \(seconds) s waiting for \(what); \(arrived.count) arrived: \(list)"
    }
}

extension TimeInterval {
    /// The number without a trailing `.0` when it is whole, else as Swift prints it: `5`, `0.25`.
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
