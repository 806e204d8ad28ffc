import PrexEscaping

extension String {
    /// The string as user text may reach the terminal: every character that could move, restyle or reorder the
    /// terminal's text spelled out as in a Swift literal (`\n`, `\u{1B}`, `\u{202E}`), and every backslash
    /// doubled, so that text typed as `swift\u{202E}x` shows as `swift\\u{202E}x`, apart from the character
    /// itself. Other scripts and emoji stay as they are. The terminal programs pass every screen, message and echo
    /// of user text through it: the same spelling-out as the debug log's (PrexEscaping's
    /// `spelledOutForTerminal(doublingBackslashes:)`), so both show a character the same way.
    ///
    /// Not idempotent (a backslash doubles each time): apply it once, where text reaches the terminal. O(length);
    /// returns `self` without copying when there is nothing to spell out.
    package var escapedForTerminal: String {
        spelledOutForTerminal(doublingBackslashes: true)
    }
}
