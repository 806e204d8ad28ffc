import Prex

/// The README's presenter extension, plus `reset`: what the counter's keys do.
///
/// `decrement()` dispatches nothing at zero, so the count never goes negative and the view is not asked to
/// redraw. `reset()` always dispatches; at zero the state does not change, and the view draws nothing.
extension Presenter where Action == CounterAction, State == CounterState {
    func increment() {
        dispatch(.increment)
    }

    func decrement() {
        if state.count > 0 {
            dispatch(.decrement)
        }
    }

    func reset() {
        dispatch(.reset)
    }
}
