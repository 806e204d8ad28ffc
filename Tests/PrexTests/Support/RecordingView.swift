import Prex

/// A view that keeps every change it reflects, and whether each arrived on the main queue.
final class RecordingView<Model: State>: View {
    typealias State = Model

    private(set) var changes: [StateChange<Model>] = []
    private(set) var reflectedOffMain = 0
    /// Runs after each change is recorded.
    var onReflect: ((StateChange<Model>) -> Void)?

    func reflect(change: StateChange<Model>) {
        if !MainQueueProbe.isOnMainQueue {
            reflectedOffMain += 1
        }
        changes.append(change)
        onReflect?(change)
    }
}
