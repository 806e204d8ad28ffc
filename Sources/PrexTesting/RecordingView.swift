import Dispatch
import Foundation
import Prex

/// A `View` that keeps every change it reflects, for tests of what reaches a view.
///
/// Hand it to a presenter in place of the real view. A dispatch on the main actor reflects before `dispatch`
/// returns, so a `@MainActor` test reads ``changes`` right after it. A dispatch from another thread reaches
/// the view later, on the main queue: await ``nextChange(timeout:)``, which returns the next change no
/// earlier call returned (a change that arrived before the call is not missed).
///
/// ```swift
/// @MainActor @Test func incrementReachesTheView() {
///     let view = RecordingView<CounterState>()
///     let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())
///
///     presenter.increment()
///
///     #expect(view.states.map(\.count) == [1])
/// }
///
/// @MainActor @Test func backgroundDispatchReachesTheView() async throws {
///     let view = RecordingView<CounterState>()
///     let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())
///
///     Task.detached { presenter.dispatch(.increment) }
///
///     let change = try await view.nextChange()
///     #expect(change.count?.value == 1)
/// }
/// ```
///
/// The view also counts the changes it was handed off the main queue in ``reflectedOffMainQueue``; Prex
/// never does that, so a test may check it is 0. It checks the main queue, not `Thread.isMainThread`: under
/// `swift test` on Linux, the main queue and the main actor run on a thread that is not the process's main
/// thread.
///
/// ## Threading
/// A recording view is a main-actor object, like every `View`: read it and await it on the main
/// actor. Recording a change costs an array append and a queue-specific look-up.
public final class RecordingView<State: Prex.State>: View {
    private var machine = RecordingStateMachine<StateChange<State>, PendingWait<StateChange<State>>>()

    /// The number of changes reflected while not on the main queue: 0 unless a presenter broke its promise.
    public private(set) var reflectedOffMainQueue = 0

    /// Runs after each change is recorded, on the main actor; it may dispatch again.
    ///
    /// A change dispatched from it is reflected after this call returns (Prex queues re-entrant dispatches),
    /// so the hook is a place to test re-entrancy.
    public var onReflect: ((StateChange<State>) -> Void)?

    /// Creates a view that has recorded nothing. Callable from any thread.
    nonisolated public init() {}

    /// Every change reflected so far, in order, including those ``nextChange(timeout:)`` returned.
    public var changes: [StateChange<State>] {
        machine.elements
    }

    /// The new state of every change reflected so far: `changes.map(\.new)`. O(number of changes).
    public var states: [State] {
        machine.elements.map(\.new)
    }

    /// The last change reflected, or `nil` when there was none.
    public var lastChange: StateChange<State>? {
        machine.elements.last
    }

    /// Records `change`, resumes a ``nextChange(timeout:)`` waiting for it, then runs ``onReflect``.
    ///
    /// Prex calls it on the main actor; a test may call it too, to feed the view directly.
    ///
    /// - Parameter change: The change to record.
    public func reflect(change: StateChange<State>) {
        if !MainQueueMarker.isCurrent {
            reflectedOffMainQueue += 1
        }
        for resumption in machine.append(change) {
            resumption.resume()
        }
        onReflect?(change)
    }

    /// Returns the next change that no earlier call returned, waiting for it if it has not been reflected yet.
    ///
    /// Each change is returned by one call only, in the order reflected; a change reflected before the call
    /// is not missed. The wait suspends the test's task, so the main queue is free to deliver changes
    /// dispatched on other threads; it ends as soon as the change is reflected. A deadline only bounds how
    /// long a failing test hangs: it is not a way to wait for something to happen.
    ///
    /// - Parameter timeout: How long to wait, in seconds: generous by default, since it matters only when a test
    ///   fails (and sanitizers or a busy machine slow a passing one down); 0 or less gives up almost at once.
    /// - Returns: The change.
    /// - Throws: ``RecordingTimeout`` when no change was reflected in time; `CancellationError` when the task
    ///   is cancelled while waiting.
    public func nextChange(timeout: TimeInterval = 10) async throws -> StateChange<State> {
        let id = machine.makeWaitID()
        var deadline: Task<Void, Never>?
        defer { deadline?.cancel() }
        let changes = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let waiter = PendingWait<StateChange<State>>(
                    continuation: continuation, count: 1, timeout: timeout, noun: "changes")
                if let now = machine.wait(id, count: 1, for: waiter) {
                    now.resume()
                    return
                }
                deadline = Task { @MainActor [self] in
                    guard await PendingWait<StateChange<State>>.sleep(seconds: timeout) else { return }
                    for resumption in machine.expire(id) {
                        resumption.resume()
                    }
                }
                if Task.isCancelled {
                    cancelWait(id)
                }
            }
        } onCancel: {
            Task { @MainActor [self] in cancelWait(id) }
        }
        return changes[0]
    }

    private func cancelWait(_ id: UInt64) {
        for resumption in machine.cancel(id) {
            resumption.resume()
        }
    }
}

/// Tells whether code runs on the main queue, whichever thread runs the queue.
private enum MainQueueMarker {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the current code runs on the main queue: in a block the main queue runs, or on the main thread
    /// outside any queue (which counts as the main queue until `dispatchMain()`). A queue-specific value
    /// follows the queue, not the thread: under `swift test` on Linux the main queue runs on worker threads,
    /// and a block that another queue runs synchronously on the main thread is not on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }
}
