import Prex

/// The README's counter actions, plus `reset` for the terminal's `r` key, and `undo` and `redo`.
enum CounterAction: Action, Equatable {
    case increment
    case decrement
    case reset
    case undo
    case redo
}
