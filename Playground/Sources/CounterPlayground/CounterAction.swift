import Prex

/// The README's counter actions, plus `reset` for the terminal's `r` key.
enum CounterAction: Action {
    case increment
    case decrement
    case reset
}
