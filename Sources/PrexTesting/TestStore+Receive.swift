import Foundation
import Prex
import PrexDump

extension TestStore {
    /// Waits for the next action an effect dispatched, checks it is `expected`, and that the state changed exactly
    /// as `change` says.
    ///
    /// Returns as soon as the action is dispatched (at once when it already was); fails at once when it was not
    /// and no effect the store counts still runs, or after `timeout`. Another action than `expected` fails with
    /// the difference between the two (with ``Exhaustivity/off(showSkippedAssertions:)``, actions before the
    /// expected one are skipped).
    ///
    /// - Parameters:
    ///   - expected: The action expected next.
    ///   - timeout: How long to wait before failing, in seconds; by default the store's ``timeout``.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected after the action; `nil`
    ///     (the default) expects no change.
    public func receive(
        _ expected: Action, timeout: TimeInterval? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async where Action: Equatable {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = await receive(
            ValueDiff.render(expected), timeout: timeout, site: site, change: change, matches: { $0 == expected },
            mismatch: { Difference.describe(expected, $0, title: "Received another action", message: "") })
    }

    /// Waits for the next action an effect dispatched, checks it is of the case `actionCase` matches, whatever
    /// its payload (a `RequestID` the test cannot know), and that the state changed exactly as `change` says.
    ///
    /// `await store.receive(.pageLoaded) { … }` with an `ActionCase` declared for that case, as for scopes.
    /// Waits and fails as receiving an action by value does.
    ///
    /// - Parameters:
    ///   - actionCase: The case expected next.
    ///   - timeout: How long to wait before failing, in seconds; by default the store's ``timeout``.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected after the action.
    /// - Returns: The payload of the action received, or `nil` when the test failed.
    @discardableResult
    public func receive<Payload>(
        _ actionCase: ActionCase<Action, Payload>, timeout: TimeInterval? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async -> Payload? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = await receive(
            "an action of the expected case", timeout: timeout, site: site, change: change,
            matches: { actionCase.extract($0) != nil },
            mismatch: { "Received an action of another case: \(ValueDiff.render($0))" })
        return action.flatMap(actionCase.extract)
    }

    /// Waits for the next action an effect dispatched, checks that `extract` finds a payload in it (it is of the
    /// case `extract` reads), and that the state changed exactly as `change` says.
    ///
    /// The extraction alone, with no `ActionCase` to declare:
    ///
    /// ```swift
    /// let page = await store.receive({ if case .pageLoaded(let page) = $0 { page } else { nil } }) { … }
    /// ```
    ///
    /// Waits and fails as receiving an action by value does.
    ///
    /// - Parameters:
    ///   - extract: The payload of the expected case, or `nil` for an action of another case.
    ///   - timeout: How long to wait before failing, in seconds; by default the store's ``timeout``.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected after the action.
    /// - Returns: The payload of the action received, or `nil` when the test failed.
    @discardableResult
    public func receive<Payload>(
        _ extract: (Action) -> Payload?, timeout: TimeInterval? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async -> Payload? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = await receive(
            "an action of the expected case", timeout: timeout, site: site, change: change,
            matches: { extract($0) != nil },
            mismatch: { "Received an action of another case: \(ValueDiff.render($0))" })
        return action.flatMap(extract)
    }

    /// Waits for the next action an effect dispatched, checks that `predicate` accepts it, and that the state
    /// changed exactly as `change` says.
    ///
    /// ```swift
    /// await store.receive(where: { if case .pageLoaded = $0 { true } else { false } }) { … }
    /// ```
    ///
    /// Waits and fails as receiving an action by value does.
    ///
    /// - Parameters:
    ///   - predicate: Whether an action is the one expected next.
    ///   - timeout: How long to wait before failing, in seconds; by default the store's ``timeout``.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected after the action.
    /// - Returns: The action received, or `nil` when the test failed.
    @discardableResult
    public func receive(
        where predicate: (Action) -> Bool, timeout: TimeInterval? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async -> Action? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await receive(
            "an action the predicate accepts", timeout: timeout, site: site, change: change, matches: predicate,
            mismatch: { "Received an action the predicate does not accept: \(ValueDiff.render($0))" })
    }

    /// Waits for every effect the store counts to finish, then fails on the actions dispatched and not received
    /// (exhaustive), and on effects still running after `timeout`.
    ///
    /// Effects that sleep on a ``TestClock`` finish only when the clock is advanced: advance it (or
    /// ``TestClock/run(isolation:)``) first. Returns as soon as the last effect finishes; an effect still running
    /// is reported only after `timeout`, 10 seconds by default (the store's ``timeout``): a test that forgot to
    /// advance a clock or cancel an effect fails after that wait. A store that is released without `finish()`
    /// makes the same checks at once, without waiting, and does not report the effects that were cancelled (they
    /// are ending).
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the effects before failing, in seconds; by default the store's ``timeout``.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    public func finish(
        timeout: TimeInterval? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        end.isFinished = true
        await waitForEffects(timeout: timeout ?? self.timeout)
        await skipUnreceived(before: "finish", site: site)
        let effects = running.running
        guard effects > 0 else { return }
        switch exhaustivity {
        case .on: site.fail(Self.runningMessage(effects, when: "the test finished"))
        case .off(let show):
            if show {
                note("\(effects) effects still running", site: site)
            }
        }
    }

    /// Waits for the next action (skipping, when not exhaustive, those `matches` rejects), checks the change, and
    /// returns the action; its transaction is `transactions[end.claimed - 1]`. `nil` after a failure.
    func receive(
        _ what: String, timeout: TimeInterval?, site: CallSite, change: ((inout State) throws -> Void)?,
        matches: (Action) -> Bool, mismatch: (Action) -> String
    ) async -> Action? {
        while let action = await nextAction(what, timeout: timeout ?? self.timeout, site: site) {
            // `nextAction` took it from the recorder: count it as claimed.
            let actual = states[end.claimed]
            end.claimed += 1
            if matches(action) {
                check(change, actual: actual, step: "receive", site: site)
                return action
            }
            guard case .off(let show) = exhaustivity else {
                site.fail(mismatch(action))
                expected = actual
                return nil
            }
            if show {
                note("action not received: \(ValueDiff.render(action))", site: site)
            }
            expected = actual
        }
        return nil
    }

    /// The next action not yet claimed, waiting while a counted effect runs; `nil`, after a failure, when none
    /// came.
    private func nextAction(_ what: String, timeout: TimeInterval, site: CallSite) async -> Action? {
        let recorder = recorder
        if recorder.actions.count > end.claimed {
            return try? await recorder.next(1, timeout: 0).first
        }
        let waiting = Task { try await recorder.next(1, timeout: timeout).first }
        running.whenNoneRun { waiting.cancel() }
        let outcome = await withTaskCancellationHandler {
            await waiting.result
        } onCancel: {
            waiting.cancel()
        }
        switch outcome {
        case .success(let action?):
            return action
        case .success(nil), .failure(is CancellationError):
            site.fail("Expected to receive \(what), and no action came: no effect is running.")
        case .failure(let error):
            site.fail("Expected to receive \(what), and no action came: \(error); \(running.running) effects run.")
        }
        return nil
    }

    /// Returns once no counted effect runs, or after `timeout` seconds.
    private func waitForEffects(timeout: TimeInterval) async {
        guard running.running > 0 else { return }
        let running = running
        var deadline: Task<Void, Never>?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            deadline = Task {
                try? await Task.sleep(nanoseconds: UInt64(max(0, min(timeout, 1e6)) * 1e9))
                once.resume()
            }
            running.whenNoneRun { once.resume() }
        }
        deadline?.cancel()
    }
}
