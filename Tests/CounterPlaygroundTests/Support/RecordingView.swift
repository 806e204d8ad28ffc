import Prex

@testable import CounterPlayground

/// A view that keeps every change it reflects.
@MainActor
final class RecordingView: View {
    private(set) var changes: [StateChange<CounterState>] = []

    func reflect(change: StateChange<CounterState>) {
        changes.append(change)
    }
}
