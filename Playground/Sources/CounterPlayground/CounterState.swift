import Prex

/// The counter's state, as the README writes it: the number on screen.
struct CounterState: State {
    var count: Int = 0
}
