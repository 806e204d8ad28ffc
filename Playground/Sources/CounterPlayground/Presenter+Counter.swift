import Prex

/// The README's presenter extension, plus `reset`, `undo` and `redo`: what the counter's keys do.
///
/// `decrement()` dispatches nothing at zero, so the count never goes negative and the view is not asked to
/// redraw. `reset()`, `undo()` and `redo()` always dispatch; when that changes nothing (reset at zero, nothing to
/// undo or redo), the view draws nothing.
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

    func undo() {
        dispatch(.undo)
    }

    func redo() {
        dispatch(.redo)
    }
}
