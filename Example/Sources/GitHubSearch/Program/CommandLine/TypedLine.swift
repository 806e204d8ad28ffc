import TerminalKit

/// The line typed at the search-as-you-type prompt, edited one ``Key`` (decoded whole by TerminalKit) at a
/// time.
///
/// Printable characters are appended, up to TerminalKit's bound on a line (`InputReader.maximumLineLength`
/// bytes; a character past it is ignored, as a paste that would never end); Backspace removes the last character;
/// Ctrl-U clears the line (``Event/cleared``); Enter
/// ends it. A key bound to a command in the ``CommandWord/vocabulary`` (Ctrl-N, Page Down, Ctrl-C, Ctrl-D)
/// runs it whatever the line holds. Every other key (other control keys, arrows, function keys, Alt with a
/// key, a terminal's title report) is ignored, never inserted. A pure value: the program decides what each
/// ``Event`` does.
package struct TypedLine: Equatable, Sendable {
    /// What a key did.
    package enum Event: Equatable, Sendable {
        /// The text changed.
        case edited
        /// Ctrl-U emptied the line, to type a command over the results shown (`open 3`): they stay.
        case cleared
        /// Enter: the line as typed (the text is empty again).
        case entered(String)
        /// A key bound to this command.
        case command(InteractiveCommand)
        /// Nothing changed.
        case ignored
    }

    /// The text typed so far.
    package private(set) var text = ""

    /// Creates an empty line.
    package init() {}

    /// Applies one key.
    package mutating func handle(_ key: Key) -> Event {
        if let command = CommandWord.command(for: key) {
            return .command(command)
        }
        switch key {
        case .character(let character):
            guard text.utf8.count + character.utf8.count <= InputReader.maximumLineLength else { return .ignored }
            text.append(character)
            return .edited
        case .enter:
            defer { text = "" }
            return .entered(text)
        case .backspace:
            guard !text.isEmpty else { return .ignored }
            text.removeLast()
            return .edited
        case .controlU:
            guard !text.isEmpty else { return .ignored }
            text = ""
            return .cleared
        case .control, .escape:
            return .ignored
        }
    }
}
