/// The escape sequences the terminal programs draw with. Send them only where ``ColorRule`` allows.
package enum ANSI {
    /// Back to column 1, then erase the whole line.
    package static let clearLine = "\r\u{1B}[2K"
    /// Erase from the cursor to the end of the line.
    package static let clearToEndOfLine = "\u{1B}[K"
    /// Erase from the cursor to the end of the screen.
    package static let clearToEndOfScreen = "\u{1B}[J"
    /// Moves the cursor `rows` up, staying in its column; the top row stops it (nothing for 0).
    package static func cursorUp(_ rows: Int) -> String {
        rows > 0 ? "\u{1B}[\(rows)A" : ""
    }
    /// Moves the cursor `columns` to the left (nothing for 0).
    package static func cursorLeft(_ columns: Int) -> String {
        columns > 0 ? "\u{1B}[\(columns)D" : ""
    }

    /// A text style (SGR).
    package enum Style: String, Sendable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case yellow = "33"
        case cyan = "36"
    }

    /// `text` in `style`, then back to the default style.
    package static func styled(_ text: String, _ style: Style) -> String {
        "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}
