import Prex

/// The README's counter actions, plus `reset` for the terminal's `r` key, and `undo` and `redo`.
/// Codable, so that `--record` writes them to an action log and `--replay` reads them back.
enum CounterAction: Action, Equatable, Codable {
    case increment
    case decrement
    case reset
    case undo
    case redo
}
