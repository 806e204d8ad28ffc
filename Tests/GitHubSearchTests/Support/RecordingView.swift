import Prex

/// A view that keeps every change it reflects.
final class RecordingView<Model: State>: View {
    typealias State = Model

    private(set) var changes: [StateChange<Model>] = []

    func reflect(change: StateChange<Model>) {
        changes.append(change)
    }
}
