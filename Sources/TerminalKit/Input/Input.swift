/// One piece of user input: a whole line from a pipe or a file, or one key pressed on a terminal.
package enum Input: Equatable, Sendable {
    /// A line without its line ending.
    case line(String)
    /// A key pressed on a terminal in raw mode.
    case key(Key)
}
