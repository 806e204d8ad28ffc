/// One command of a step-by-step inspector of a recorded session (`github-search --replay FILE --step`): move
/// the cursor (``StepCursor``) or leave. Typed as a line (``StepCursor/command(parsing:)``) or as keys
/// (``StepKeys``); the ``vocabulary`` is the one table both and the help read.
package enum StepCommand: Equatable, Sendable {
    /// The step after this one.
    case next
    /// The step before this one.
    case back
    /// The step with this number.
    case jump(Int)
    /// The first step.
    case first
    /// The last step.
    case last
    /// The next step whose action has this name, or (when no action has it, or it starts with `.` or `\.`) that
    /// changed this path.
    case find(String)
    /// List the commands.
    case help
    /// Leave.
    case quit

    /// One row of the ``vocabulary``: the words that run a command, its argument, what it does, its keys.
    package struct Word: Sendable {
        /// The words, the main one first.
        package let words: [String]
        /// The argument's name in the help, such as `N`, or `nil`.
        package let argument: String?
        /// What it does.
        package let summary: String
        /// The keys that run it on a terminal, as the help names them.
        package let keys: String
    }

    /// The inspector's commands.
    package static let vocabulary = [
        Word(words: ["next", "n"], argument: nil, summary: "the step after", keys: "→, n, Space, Page Down, Ctrl-N"),
        Word(words: ["back", "b"], argument: nil, summary: "the step before", keys: "←, b, Page Up, Escape, Ctrl-B"),
        Word(
            words: ["jump", "j"], argument: "N", summary: "step N (a number alone too)", keys: "g or a digit, N, Enter"),
        Word(words: ["first", "f"], argument: nil, summary: "the first step", keys: "Home, f"),
        Word(words: ["last", "l"], argument: nil, summary: "the last step", keys: "End, l"),
        Word(
            words: ["find", "/"], argument: "TEXT",
            summary: "the next step whose action is named TEXT (detail.starTapped), or, when none\n"
                + "is or TEXT starts with a dot (.detail.name), that changed the path TEXT;\n"
                + "from the first step again if none comes after",
            keys: "/, TEXT, Enter"),
        Word(words: ["help", "?"], argument: nil, summary: "list the commands", keys: "?"),
        Word(
            words: ["quit", "q", "exit"], argument: nil, summary: "leave (so does end of input)",
            keys: "q, Ctrl-C, Ctrl-D"),
    ]

    /// The commands as the help lists them, a row each after `indent`: the words in a column of 17, what it does,
    /// and (when `keys`) the keys that run it.
    package static func helpRows(indent: String, keys: Bool) -> [String] {
        vocabulary.map { word in
            let synopsis = word.words.joined(separator: ", ") + (word.argument.map { " " + $0 } ?? "")
            let pad = String(repeating: " ", count: max(17 - synopsis.count, 1))
            let summary = word.summary.replacingNewlines(with: "\n" + indent + String(repeating: " ", count: 17))
            return indent + synopsis + pad + summary + (keys ? " (keys: \(word.keys))" : "")
        }
    }
}

extension String {
    /// The string with each `\n` replaced by `separator`.
    fileprivate func replacingNewlines(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
