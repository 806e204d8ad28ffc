import Foundation
import Prex

/// Records every action a `Dispatcher` delivers, so a test can check which actions a presenter
/// created, or wait for actions that are dispatched later from another thread.
///
/// A recorder registers a handler when it is created and unregisters it when you call ``stop()`` or when the
/// recorder goes away, whichever comes first. ``actions`` is everything recorded so far.
/// ``next(_:timeout:isolation:)`` hands out the actions one batch at a time, in order, each action once: it
/// returns at once when the actions were dispatched already, and otherwise waits for them, without polling,
/// until a deadline.
///
/// ```swift
/// @MainActor @Test func incrementDispatchesIncrement() {
///     let flux = Flux(state: CounterState(), mutation: CounterMutation())
///     let presenter = Presenter(view: RecordingView<CounterState>(), flux: flux)
///     let recorder = ActionRecorder(flux)
///
///     presenter.increment()
///
///     #expect(recorder.actions == [.increment])
/// }
///
/// @MainActor @Test func searchDispatchesTheResultWhenTheServiceAnswers() async throws {
///     let flux = Flux(state: SearchState(), mutation: SearchMutation())
///     let presenter = Presenter(view: RecordingView<SearchState>(), flux: flux)
///     let recorder = ActionRecorder(flux)
///     let service = StubRepositoryService(answer: ["apple/swift"])  // a test double of the app's service
///
///     presenter.search("swift", service: service)  // the README's `search`; the answer comes later
///
///     let actions = try await recorder.next(2)
///     expectNoDifference([.searchStarted(query: "swift"), .loaded(repositories: ["apple/swift"])], actions)
/// }
/// ```
///
/// ## Threading
/// A recorder is `Sendable`: every member is safe from any thread. Actions are recorded on the dispatching
/// thread, in dispatch order (a dispatcher delivers one action at a time), under a lock held for an append.
/// The recorder holds its dispatcher weakly: it does not keep a Flux alive.
public final class ActionRecorder<Action: Prex.Action>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `machine` and `subscription` are only read and written while holding
    // `lock`; `dispatcher` is a weak reference to a `Sendable` class, written only in `init`; `Action` is
    // `Sendable`. Continuations are resumed after the lock is released.

    private typealias Machine = RecordingStateMachine<Action, PendingWait<Action>>

    private let lock = NSLock()
    private var machine = Machine()
    private var subscription: Subscription?
    private weak var dispatcher: Dispatcher<Action>?

    /// Starts recording every action `dispatcher` delivers from now on.
    ///
    /// Callable from any thread. Cost: one handler registration.
    ///
    /// - Parameter dispatcher: The dispatcher to record, usually `flux.dispatcher`; held weakly.
    public init(_ dispatcher: Dispatcher<Action>) {
        self.dispatcher = dispatcher
        let subscription = dispatcher.register { [weak self] action in
            self?.record(action)
        }
        lock.withLock { self.subscription = subscription }
    }

    /// Starts recording every action `flux` delivers from now on: the same as
    /// `ActionRecorder(flux.dispatcher)`.
    ///
    /// - Parameter flux: The Flux whose dispatcher to record; held weakly.
    public convenience init<State>(_ flux: Flux<Action, State>) {
        self.init(flux.dispatcher)
    }

    deinit {
        if let subscription {
            dispatcher?.unregister(subscription)
        }
    }

    /// Every action recorded so far, in dispatch order, including those ``next(_:timeout:isolation:)``
    /// returned.
    ///
    /// Safe from any thread; O(1) (a copy of the array, which shares its storage).
    public var actions: [Action] {
        lock.withLock { machine.elements }
    }

    /// Returns the next `count` actions that no earlier call returned, waiting for them if they have not been
    /// dispatched yet.
    ///
    /// Each action is returned by one call only, in dispatch order; actions dispatched before the call are
    /// not missed. Concurrent calls are served in the order they started. The wait suspends the calling task
    /// without blocking a thread, and ends as soon as the last action is recorded, on the dispatching thread
    /// that recorded it. A deadline only bounds how long a failing test hangs: it is not a way to wait for
    /// something to happen.
    ///
    /// The call runs on the caller's actor until it suspends, so the wait is in place before the caller's
    /// actor can run anything else: a `@MainActor` test may enqueue work on the main queue, then call `next`.
    ///
    /// - Parameters:
    ///   - count: How many actions to return; 0 or less returns `[]` at once.
    ///   - timeout: How long to wait, in seconds: generous by default, since it matters only when a test fails
    ///   (and sanitizers or a busy machine slow a passing one down); 0 or less gives up almost at once.
    ///   - isolation: The caller's actor; leave the default.
    /// - Returns: Exactly `count` actions.
    /// - Throws: ``RecordingTimeout`` when fewer than `count` actions arrived in time (they remain for the
    ///   next call); `CancellationError` when the task is cancelled while waiting.
    public func next(
        _ count: Int = 1, timeout: TimeInterval = 10, isolation: isolated (any Actor)? = #isolation
    ) async throws -> [Action] {
        let id = lock.withLock { machine.makeWaitID() }
        var deadline: Task<Void, Never>?
        defer { deadline?.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let waiter = PendingWait<Action>(
                    continuation: continuation, count: count, timeout: timeout, noun: "actions")
                if let now = lock.withLock({ machine.wait(id, count: count, for: waiter) }) {
                    now.resume()
                    return
                }
                deadline = Task { [self] in
                    guard await PendingWait<Action>.sleep(seconds: timeout) else { return }
                    for resumption in lock.withLock({ machine.expire(id) }) {
                        resumption.resume()
                    }
                }
                if Task.isCancelled {
                    cancelWait(id)
                }
            }
        } onCancel: {
            cancelWait(id)
        }
    }

    /// Stops recording: the handler is unregistered, and no action dispatched after this returns is recorded.
    ///
    /// Calling it again is a no-op; the recorder also stops when it goes away. ``actions`` and
    /// ``next(_:timeout:isolation:)`` keep working on what was recorded. Safe from any thread; it waits while
    /// another thread is delivering an action (see `Dispatcher.unregister(_:)`).
    public func stop() {
        let subscription = lock.withLock {
            defer { self.subscription = nil }
            return self.subscription
        }
        if let subscription {
            dispatcher?.unregister(subscription)
        }
    }

    private func record(_ action: Action) {
        for resumption in lock.withLock({ machine.append(action) }) {
            resumption.resume()
        }
    }

    private func cancelWait(_ id: UInt64) {
        for resumption in lock.withLock({ machine.cancel(id) }) {
            resumption.resume()
        }
    }
}
