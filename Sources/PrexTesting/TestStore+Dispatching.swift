import Prex
import PrexDump

extension TestStore where Action: Equatable {
    /// Calls a presenter method (or any code that dispatches), checks that it dispatched exactly `actions`, in
    /// order, and that the state changed as `change` says: `await store.send(presenter.reload(), dispatching:
    /// [.reloaded]) { … }` states that the call dispatches once.
    ///
    /// As `send(_:)` with a call; other actions than `actions` fail with the difference.
    ///
    /// - Parameters:
    ///   - call: The call, evaluated once, on the main actor.
    ///   - actions: The actions the call dispatches before it returns, in order.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected now; `nil` (the
    ///     default) expects no change.
    /// - Returns: What the call returned.
    @discardableResult
    public func send<Result>(
        _ call: @autoclosure () -> Result, dispatching actions: [Action],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await drive(site: site, change: change, dispatching: actions, call)
    }

    private func drive<Result>(
        site: CallSite, change: ((inout State) throws -> Void)?, dispatching stated: [Action], _ call: () -> Result
    ) async -> Result {
        let check: ([Action]) -> Void = { dispatched in
            if dispatched != stated {
                site.fail(
                    Difference.describe(
                        stated, dispatched, title: "The call dispatched other actions than stated", message: ""))
            }
        }
        return await drive(site: site, change: change, checking: check, call)
    }
}
