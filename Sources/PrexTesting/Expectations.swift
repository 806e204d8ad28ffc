import Prex
import PrexDump

/// Checks that two values are equal, and reports a readable difference when they are not.
///
/// Use it for states, arrays of actions, and `StateChange`s: where `#expect(a == b)` prints both
/// values whole, this prints only what differs, one line per difference, with the path to it:
///
/// ```swift
/// expectNoDifference(SearchState(query: "swift", page: 2), presenter.state)
/// ```
/// ```
/// Expected and actual differ (- expected, + actual):
/// - page: 2
/// + page: 1
/// ```
///
/// A failure is reported to whichever test library runs the test: as one issue in a Swift Testing test
/// (call it from the test's own task, not from a `Task.detached` or a dispatch callback), or with `XCTFail`
/// in an XCTest test. Runs on the calling thread. Equal values cost one `==`; a difference costs what differs:
/// parts that are the same in memory or `==` are skipped, and only the rest is read through `Mirror`.
///
/// - Parameters:
///   - expected: The value the test expects.
///   - actual: The value the code under test produced.
///   - message: Printed above the difference when the values differ; evaluated only then.
///   - fileID: The file to report a failure in; leave the default.
///   - filePath: The file to report a failure in, for XCTest; leave the default.
///   - line: The line to report a failure on; leave the default.
///   - column: The column to report a failure at; leave the default.
public func expectNoDifference<Value: Equatable>(
    _ expected: Value, _ actual: Value, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard expected != actual else { return }
    IssueReporting.fail(
        Difference.describe(expected, actual, title: "Expected and actual differ", message: message()),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs `body` while recording the actions `flux` delivers, and checks they are exactly `expected`, in order.
///
/// A test of which actions a presenter creates, in one call; unlike a handler that checks each action, it
/// also fails when no action, or one too many, is dispatched:
///
/// ```swift
/// @MainActor @Test func incrementDispatchesIncrement() {
///     let flux = Flux(state: CounterState(), mutation: CounterMutation())
///     let presenter = Presenter(view: RecordingView<CounterState>(), flux: flux)
///
///     expectActions([.increment], from: flux) {
///         presenter.increment()
///     }
/// }
/// ```
///
/// Only actions dispatched before `body` returns count: recording stops then. For actions that a presenter
/// dispatches later (after a service call), use an ``ActionRecorder`` and
/// ``ActionRecorder/next(_:timeout:isolation:)``. A failure is reported as
/// ``expectNoDifference(_:_:_:fileID:filePath:line:column:)`` reports it, with the difference between the two
/// lists. Runs `body` on the calling thread.
///
/// - Parameters:
///   - expected: The actions `body` should dispatch, in order.
///   - flux: The Flux to record.
///   - message: Printed above the difference when the actions differ; evaluated only then.
///   - fileID: The file to report a failure in; leave the default.
///   - filePath: The file to report a failure in, for XCTest; leave the default.
///   - line: The line to report a failure on; leave the default.
///   - column: The column to report a failure at; leave the default.
///   - body: The code that should dispatch `expected`.
/// - Returns: The actions recorded, for further checks.
/// - Throws: What `body` throws; the actions are not checked then.
@discardableResult
public func expectActions<Action: Prex.Action & Equatable, State>(
    _ expected: [Action], from flux: Flux<Action, State>, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    during body: () throws -> Void
) rethrows -> [Action] {
    let recorder = ActionRecorder(flux)
    defer { recorder.stop() }
    try body()
    recorder.stop()
    let actual = recorder.actions
    if expected != actual {
        IssueReporting.fail(
            Difference.describe(expected, actual, title: "Dispatched actions differ", message: message()),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return actual
}

/// The text of a failed comparison.
enum Difference {
    /// `message` (when not empty), then `title` and the lines saying how `actual` differs from `expected`.
    ///
    /// When the values render the same although `==` says they differ (a custom `==`, a NaN), both are printed
    /// whole, with a note saying so.
    static func describe<Value>(_ expected: Value, _ actual: Value, title: String, message: String) -> String {
        var lines = ValueDiff.lines(from: expected, to: actual)
        var heading = "\(title) (- expected, + actual):"
        if lines.isEmpty {
            heading = "\(title), although they print the same (- expected, + actual):"
            lines = ["- \(ValueDiff.render(expected))", "+ \(ValueDiff.render(actual))"]
        }
        let text = ([heading] + lines).joined(separator: "\n")
        return message.isEmpty ? text : "\(message)\n\(text)"
    }
}
