import Prex

/// The counter's state, as the README writes it: the number on screen; plus the steps undo takes back.
struct CounterState: State, Equatable {
    var count: Int = 0
    /// The counts before each change, for the `u` and `U` keys: kept beside the count, as any state is.
    var history = UndoHistory<Int>(depth: 100)
}
