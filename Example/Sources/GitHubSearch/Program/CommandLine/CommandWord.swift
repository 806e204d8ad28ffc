import TerminalKit

/// One command of the interactive prompt: the words that run it, the keys that run it while typing, and its
/// line of help. The ``vocabulary`` is the one table the line parser (``InteractiveCommand/parse(_:)``), the
/// key handling of search-as-you-type and the help all read.
struct CommandWord: Sendable {
    /// The command it runs (for `open`, with a placeholder rank).
    let command: InteractiveCommand
    /// The words, the main one first, then its aliases.
    let words: [String]
    /// The argument's name in the help, such as `N`, or `nil`.
    let argument: String?
    /// What it does, for the help.
    let summary: String
    /// The keys that run it at the search-as-you-type prompt, with their names for the help.
    let keys: [(key: Key, name: String)]

    /// The prompt's commands.
    static let vocabulary = [
        CommandWord(
            command: .nextPage, words: ["next", "n", "more"], argument: nil, summary: "next page",
            keys: [(.controlN, "Ctrl-N"), (.pageDown, "Page Down")]),
        CommandWord(
            command: .open(1), words: ["open"], argument: "N",
            summary: "details of result N (on the starred list or an owner's list: of its row N)", keys: []),
        CommandWord(
            command: .star(nil), words: ["star"], argument: "[N]",
            summary: "star result N, or unstar it (asks first); on the starred list: row N; alone: the open one",
            keys: []),
        CommandWord(
            command: .starred, words: ["starred"], argument: nil, summary: "the starred repositories",
            keys: [(.controlT, "Ctrl-T")]),
        CommandWord(
            command: .owner, words: ["owner"], argument: nil,
            summary: "on a detail: the owner's other repositories", keys: []),
        CommandWord(
            command: .back, words: ["back", "b"], argument: nil, summary: "back to the screen before",
            keys: [(.loneEscape, "Escape"), (.controlB, "Ctrl-B")]),
        CommandWord(command: .retry, words: ["retry"], argument: nil, summary: "load the failed page again", keys: []),
        CommandWord(command: .help, words: ["help", "?"], argument: nil, summary: "list the commands", keys: []),
        CommandWord(
            command: .quit, words: ["quit", "q", "exit"], argument: nil, summary: "leave (so does end of input)",
            keys: [(.controlC, "Ctrl-C"), (.controlD, "Ctrl-D")]),
    ]

    /// Every word of the vocabulary.
    static let allWords = vocabulary.flatMap(\.words)

    /// The entry one of whose words is `word` (lowercased), if any.
    static func named(_ word: String) -> CommandWord? {
        vocabulary.first { $0.words.contains(word) }
    }

    /// The command a key runs at the search-as-you-type prompt, if any.
    static func command(for key: Key) -> InteractiveCommand? {
        vocabulary.first { entry in entry.keys.contains { $0.key == key } }?.command
    }

    /// The help's table: a first row for queries, saying `query`, then a row per command, each its words in a
    /// column of 17, then what it does and the keys that run it; every row after `indent`.
    static func helpRows(query: String, indent: String) -> [String] {
        let rows = [("QUERY", query)] + vocabulary.map { ($0.synopsis, $0.summary + $0.keysNote) }
        return rows.map { indent + $0.0 + String(repeating: " ", count: max(17 - $0.0.count, 1)) + $0.1 }
    }

    /// The words and argument as the help shows them: `next, n, more`, `open N`.
    var synopsis: String {
        words.joined(separator: ", ") + (argument.map { " " + $0 } ?? "")
    }

    /// The keys as the help shows them: ` (keys: Ctrl-N, Page Down)`, or nothing.
    var keysNote: String {
        keys.isEmpty ? "" : " (while typing: " + keys.map(\.name).joined(separator: ", ") + ")"
    }
}
