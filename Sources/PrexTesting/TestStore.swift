import Foundation
import Prex
import PrexDump

/// Drives a Flux (an app's, a feature's, or a scope of an app's) the way its screens do, and fails the test
/// when the test is incomplete: every change of state must be stated, every action an effect dispatches
/// received, every effect finished.
///
/// Send an action, or call a presenter method, with a closure that states how the state changes; then receive,
/// in order, each action the effects dispatch afterwards, with its change; end with
/// ``finish(timeout:fileID:filePath:line:column:)``:
///
/// ```swift
/// @MainActor @Test func aSearchAsksTheServiceAfterThePause() async {
///     let clock = TestClock()
///     let store = TestStore(state: SearchState(), mutation: SearchMutation()) {
///         $0.repositories = StubRepositories(answer: ["apple/swift"])  // every dependency read must be set
///         $0.clock = clock
///     }
///     let presenter = store.presenter { Presenter(view: $0, flux: $1) }
///
///     await store.send(presenter.searchAsYouType("swift")) {  // dispatches .started(query:request:)
///         $0.query = "swift"
///         $0.results.start(RequestID(rawValue: 1))  // a store's request identities count from #1
///     }
///     await clock.advance(by: .milliseconds(300))  // waits for the search to reach its sleep first
///     await store.receive(.finished) {  // an `ActionCase`: whatever the payload
///         $0.results.finish(RequestID(rawValue: 1), with: .success(["apple/swift"]))
///     }
///     await store.finish()
/// }
/// ```
///
/// A step whose actual change differs from the stated one fails where it was called, with the difference, one line
/// per path:
///
/// ```
/// The state after send differs from the expected change (- expected, + actual):
/// - query: "swift"
/// + query: "swif"
/// ```
///
/// Waiting is never an ordering of real time: `receive` returns as soon as the action is dispatched, and fails at
/// once when no effect the store counts still runs; its timeout only bounds how long a failing test hangs. Time
/// inside the effects is the Flux's clock: a ``TestClock``.
///
/// The store counts as effects every task started on its Flux and on the Fluxes scoped from it
/// (`Presenter.task`, `Flux.task`, the loads built on them), from the store's creation until its release,
/// wherever it is started: in a call the store drives, in a presenter made outside it, in the test's own code;
/// and every such task started by the calls it drives on another Flux. Tasks started with `Task { }` directly
/// are not effects. Turn ``exhaustivity`` off for integration tests.
///
/// ## Threading
/// A main-actor object, like presenters: use it from a `@MainActor` test. Failures are reported to Swift
/// Testing, or with `XCTFail` under XCTest, as ``expectNoDifference(_:_:_:fileID:filePath:line:column:)`` does.
@MainActor
public final class TestStore<Action: Prex.Action, State: Prex.State & Equatable> {
    /// The Flux under test: dispatch to it, scope it, make presenters on it.
    public let flux: Flux<Action, State>
    /// The view the store's presenters (``presenter(_:)``) reflect on.
    public let view = RecordingView<State>()
    /// How long `receive` and ``finish(timeout:fileID:filePath:line:column:)`` wait before failing, in seconds,
    /// unless given another. It only bounds a failing test.
    public var timeout: TimeInterval = 10
    /// Whether every change, action and effect must be asserted (``Exhaustivity/on``, the default).
    public var exhaustivity: Exhaustivity = .on {
        didSet { end.isExhaustive = exhaustivity == .on }
    }

    let recorder: ActionRecorder<Action>
    let states = StateLog<State>()
    /// The transaction of each action recorded, beside ``states``.
    let transactions = StateLog<Transaction>()
    let running = RunningTaskCount()
    let end = StoreEnd()
    /// The state as the test last stated it (or, where it stated nothing, as it was).
    var expected: State
    private let stateSubscription: Subscription
    private let site: CallSite
    /// The presenters (and views) the store keeps alive.
    var presenters: [AnyObject] = []

    /// A store over `flux`, which may be an app's Flux or a scope of it.
    ///
    /// - Parameters:
    ///   - flux: The Flux to drive; its current state is where the test starts.
    ///   - fileID: The file to report an incomplete test in; leave the default.
    ///   - filePath: The file to report an incomplete test in, for XCTest; leave the default.
    ///   - line: The line to report an incomplete test on; leave the default.
    ///   - column: The column to report an incomplete test at; leave the default.
    public init(
        flux: Flux<Action, State>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.flux = flux
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        expected = flux.store.state
        // Registered before the recorder: when the recorder hands out an action, the state after it is logged.
        stateSubscription = flux.dispatcher.register(transactionHandler: {
            [states, transactions, weak store = flux.store] _, transaction in
            if let store {
                states.append(store.state)
                transactions.append(transaction)
            }
        })
        recorder = ActionRecorder(flux.dispatcher)
        running.countTasks(on: flux.store)
    }

    /// A store over a new Flux of `state` and `mutation`, whose dependencies must all be set by `dependencies`
    /// (`Dependencies.explicit { … }`: request identities count from `#1`).
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - mutation: The mutation.
    ///   - fileID: The file to report failures in; leave the default.
    ///   - filePath: The file to report failures in, for XCTest; leave the default.
    ///   - line: The line to report failures on; leave the default.
    ///   - column: The column to report failures at; leave the default.
    ///   - dependencies: Sets every dependency the code under test reads.
    public convenience init<M: Mutation>(
        state: State, mutation: M,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        dependencies: (inout Dependencies) -> Void = { _ in }
    ) where M.Action == Action, M.State == State {
        let dependencies = Dependencies.explicit(
            fileID: fileID, filePath: filePath, line: line, column: column, dependencies)
        self.init(
            flux: Flux(state: state, mutation: mutation, dependencies: dependencies), fileID: fileID,
            filePath: filePath, line: line, column: column)
    }

    deinit {
        flux.dispatcher.unregister(stateSubscription)
        running.stopCountingTasks(on: flux.store)
        guard end.isExhaustive, !end.isFinished else { return }
        let unreceived = Array(recorder.actions.dropFirst(end.claimed))
        if !unreceived.isEmpty {
            site.fail(Self.unreceivedMessage(unreceived, when: "the store was released"))
        }
        // A cancelled effect is ending: the test did what the message asks.
        let counts = running.snapshot
        let effects = counts.running - counts.cancelled
        if effects > 0 {
            site.fail(Self.runningMessage(effects, when: "the store was released"))
        }
    }

    /// The Flux's current state.
    public var state: State {
        flux.store.state
    }

    /// Makes a presenter on the store's Flux and ``view``, and keeps it (and so its tasks) alive as long as the
    /// store: `let presenter = store.presenter { SearchPresenter(view: $0, flux: $1) }`.
    ///
    /// Its tasks are counted as effects, as every task started on the store's Flux and its scopes is.
    ///
    /// - Parameter make: Makes the presenter from the view and the Flux.
    /// - Returns: The presenter.
    public func presenter<P: Presenter<Action, State>>(
        _ make: (_ view: RecordingView<State>, _ flux: Flux<Action, State>) -> P
    ) -> P {
        let presenter = RunningTaskCount.$current.withValue(running) { make(view, flux) }
        presenters.append(presenter)
        return presenter
    }

    /// Dispatches `action`, and checks that the state changed exactly as `change` says.
    ///
    /// Actions dispatched earlier and not received fail first (exhaustive), or are skipped. Tasks started while
    /// the action is applied (by a view, a middleware) are counted as effects. When the action cancels effects,
    /// waits (at most ``timeout``) for them to end before returning, so what they dispatch as they end is there to
    /// receive.
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected now; `nil` (the
    ///     default) expects no change.
    public func send(
        _ action: Action,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await drive(site: site, change: change) { flux.dispatcher.dispatch(action) }
    }

    /// Calls a presenter method (or any code that dispatches), and checks that the state changed exactly as
    /// `change` says: `await store.send(presenter.search("swift")) { $0.query = "swift" }`.
    ///
    /// The actions the call dispatches before it returns are its own: the change covers them all. Tasks it
    /// starts are counted as effects, and the actions they dispatch later must be received. When the call
    /// cancels effects, waits (at most ``timeout``) for them to end before returning.
    ///
    /// - Parameters:
    ///   - call: The call, evaluated once, on the main actor.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the state as the test last stated it into the state expected now; `nil` (the
    ///     default) expects no change.
    /// - Returns: What the call returned (a presenter's task, for instance).
    @discardableResult
    public func send<Result>(
        _ call: @autoclosure () -> Result,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await drive(site: site, change: change, call)
    }

    func drive<Result>(
        site: CallSite, change: ((inout State) throws -> Void)?, _ call: () -> Result
    ) async -> Result {
        await drive(site: site, change: change, checking: { _ in }, call)
    }

    /// Calls `call` as a step of the test: fails on unreceived actions first, hands `checking` the actions the
    /// call dispatched, checks the change, and waits for the effects the call cancelled.
    func drive<Result>(
        site: CallSite, change: ((inout State) throws -> Void)?, checking: ([Action]) -> Void,
        _ call: () -> Result
    ) async -> Result {
        await skipUnreceived(before: "this send", site: site)
        let before = recorder.actions.count
        let cancellations = running.snapshot.cancellations
        let result = RunningTaskCount.$current.withValue(running) { call() }
        let dispatched = recorder.actions.count - before
        checking(Array(recorder.actions[before..<(before + dispatched)]))
        await claim(dispatched)
        let actual = dispatched > 0 ? states[before + dispatched - 1] : flux.store.state
        check(change, actual: actual, step: "send", site: site)
        if running.snapshot.cancellations > cancellations {
            // What a cancelled effect dispatches as it ends is then recorded, for the test to receive.
            let running = running
            _ = await BoundedWait.wait(seconds: timeout) { met in running.when({ $0.cancelled == 0 }, met) }
        }
        return result
    }

    /// Marks the next `count` recorded actions as asserted.
    func claim(_ count: Int) async {
        guard count > 0 else { return }
        _ = try? await recorder.next(count, timeout: 0)
        end.claimed += count
    }

    /// Checks that `actual` is the expected state with `change` applied (exhaustive), or that `change` applied to
    /// `actual` leaves it as it is (not exhaustive); then takes `actual` as the expected state.
    func check(_ change: ((inout State) throws -> Void)?, actual: State, step: String, site: CallSite) {
        var stated = exhaustivity == .on ? expected : actual
        do {
            try change?(&stated)
        } catch {
            site.fail("The change of the \(step) threw \(error).")
        }
        if stated != actual {
            site.fail(
                Difference.describe(
                    stated, actual, title: "The state after \(step) differs from the expected change", message: ""))
        } else if case .off(showSkippedAssertions: true) = exhaustivity, expected != actual {
            let lines = ValueDiff.lines(from: expected, to: actual).joined(separator: "\n")
            note("changes after \(step) not asserted:\n\(lines)", site: site)
        }
        expected = actual
    }

    /// Fails on (exhaustive), or skips, the actions dispatched and not received before `step`.
    func skipUnreceived(before step: String, site: CallSite) async {
        let unreceived = Array(recorder.actions.dropFirst(end.claimed))
        guard !unreceived.isEmpty else { return }
        switch exhaustivity {
        case .on: site.fail(Self.unreceivedMessage(unreceived, when: "\(step) started"))
        case .off(let show):
            if show {
                note("actions not received: \(Self.list(unreceived))", site: site)
            }
        }
        expected = states[end.claimed + unreceived.count - 1]
        await claim(unreceived.count)
    }

    /// Prints a skipped assertion, for ``Exhaustivity/off(showSkippedAssertions:)``.
    func note(_ text: String, site: CallSite) {
        FileHandle.standardError.write(Data("\(site.fileID):\(site.line): note: skipped: \(text)\n".utf8))
    }

    nonisolated static func list(_ actions: [Action]) -> String {
        actions.map { ValueDiff.render($0) }.joined(separator: ", ")
    }

    nonisolated static func unreceivedMessage(_ actions: [Action], when: String) -> String {
        let count = actions.count == 1 ? "1 action was" : "\(actions.count) actions were"
        return "\(count) dispatched and not received when \(when): \(list(actions))"
    }

    nonisolated static func runningMessage(_ count: Int, when: String) -> String {
        let effects = count == 1 ? "1 effect was" : "\(count) effects were"
        return "\(effects) still running when \(when): advance its clock, receive what it dispatches, or cancel it."
    }
}
