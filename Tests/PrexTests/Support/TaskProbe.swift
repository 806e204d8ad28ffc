/// What the tasks of a test did, in order, and a way to wait for the next thing one does.
///
/// Operations report with ``say(_:)``; the test waits for a report with ``next()``, so it knows that an
/// operation got to a given point without sleeping.
final class TaskProbe: Sendable {
    private let events: AsyncStream<String>
    private let sink: AsyncStream<String>.Continuation

    init() {
        (events, sink) = AsyncStream.makeStream()
    }

    /// Reports `event`. Callable from any task.
    func say(_ event: String) {
        sink.yield(event)
    }

    /// Waits for the next report.
    func next() async -> String? {
        var iterator = events.makeAsyncIterator()
        return await iterator.next()
    }

    /// Suspends until the current task is cancelled, then says whether it was (always `true`; an
    /// `AsyncStream` that nobody feeds ends only with its task's cancellation).
    static func waitForCancellation() async -> Bool {
        let (stream, continuation) = AsyncStream<Never>.makeStream()
        for await _ in stream {}
        continuation.finish()
        return Task.isCancelled
    }
}

/// A gate that suspends tasks until the test opens it, whether or not they were cancelled meanwhile: work
/// that ignores cancellation.
@MainActor
final class TaskGate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    nonisolated init() {}

    /// Suspends until ``open()``; returns at once if it is already open.
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets every waiting task go on, and every later one pass.
    func open() {
        isOpen = true
        let waiting = waiters
        waiters = []
        for waiter in waiting {
            waiter.resume()
        }
    }
}
