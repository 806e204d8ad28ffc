import Foundation
import Prex
import PrexDump

extension TestStore {
    /// Dispatches `action` carrying `transaction`, and checks that the state changed exactly as `change` says: a step
    /// of the test whose change the views receive with that transaction (``RecordingView`` keeps it).
    ///
    /// As `send(_:)` with an action in every other way.
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - transaction: The transaction it carries.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected now; `nil` (the
    ///     default) expects no change.
    public func send(
        _ action: Action, transaction: Transaction,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await drive(site: site, change: change) { flux.dispatcher.dispatch(action, transaction: transaction) }
    }

    /// Calls a presenter method (or any code that dispatches), checks that every action it dispatched carried
    /// `transaction`, and that the state changed as `change` says: `await store.send(presenter.toggle(),
    /// transaction: Transaction(animation: .default)) { $0.isOn = true }`.
    ///
    /// As `send(_:)` with a call; a call that dispatched nothing, or an action with another transaction, fails.
    ///
    /// - Parameters:
    ///   - call: The call, evaluated once, on the main actor.
    ///   - transaction: The transaction each action the call dispatches must carry.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected now; `nil` (the
    ///     default) expects no change.
    /// - Returns: What the call returned.
    @discardableResult
    public func send<Result>(
        _ call: @autoclosure () -> Result, transaction: Transaction,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let check: ([Action]) -> Void = { [recorder, transactions] dispatched in
            guard !dispatched.isEmpty else {
                site.fail("Expected the call to dispatch with \(transaction); it dispatched nothing.")
                return
            }
            // `checking` runs right after the call: its actions are the last ones recorded.
            let end = recorder.actions.count
            for index in (end - dispatched.count)..<end where transactions[index] != transaction {
                site.fail(Self.mismatch(expected: transaction, actual: transactions[index], step: "send"))
            }
        }
        return await drive(site: site, change: change, checking: check, call)
    }

    /// Waits for the next action an effect dispatched, checks it is `expected` and carried `transaction`, and that
    /// the state changed exactly as `change` says: `await store.receive(.loaded(items), transaction:
    /// Transaction(animation: .default)) { … }`.
    ///
    /// Waits and fails as `receive(_:)` does; the transaction is checked once the action matched.
    ///
    /// - Parameters:
    ///   - expected: The action expected next.
    ///   - transaction: The transaction it must carry (`Transaction()` for none).
    ///   - timeout: How long to wait before failing, in seconds; by default the store's ``timeout``.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected after the action; `nil`
    ///     (the default) expects no change.
    public func receive(
        _ expected: Action, transaction: Transaction, timeout: TimeInterval? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async where Action: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let received = await receive(
            ValueDiff.render(expected), timeout: timeout, site: site, change: change, matches: { $0 == expected },
            mismatch: { Difference.describe(expected, $0, title: "Received another action", message: "") })
        guard received != nil else { return }
        let actual = transactions[end.claimed - 1]
        if actual != transaction {
            site.fail(Self.mismatch(expected: transaction, actual: actual, step: "receive"))
        }
    }

    nonisolated static func mismatch(expected: Transaction, actual: Transaction, step: String) -> String {
        "The action of the \(step) carried another transaction: expected \(expected), got \(actual)."
    }
}
