/// One piece of user input: a whole line from a pipe or a file, or one key pressed on a terminal (or the
/// news that the program was continued after a stop).
package enum Input: Equatable, Sendable {
    /// A line without its line ending.
    case line(String)
    /// A key pressed on a terminal in raw mode.
    case key(Key)
    /// The program was continued after a stop (Ctrl-Z, then `fg`) and its terminal is in raw mode again:
    /// redraw the screen, which the shell may have drawn over. Read from a terminal in raw mode only.
    case resumed
}
