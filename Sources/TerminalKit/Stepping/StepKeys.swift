/// The keys of a step-by-step inspector on a terminal in raw mode, one ``Key`` at a time: a key runs a
/// ``StepCommand`` at once (→ next, ← back, Home first, End last, …: the ``StepCommand/vocabulary``), or starts
/// a line to type its argument: `g` (or a digit) for a step number, `/` for what to find.
///
/// While a line is typed, characters are added, Backspace removes the last one (and the line, when it was the
/// last), Ctrl-U empties it, Escape drops it, and Enter gives it as the line a pipe would have sent (`jump 12`,
/// `find search`), for ``StepCursor/command(parsing:)`` to read with the same words. Ctrl-C and Ctrl-D quit
/// always. A pure value.
package struct StepKeys: Equatable, Sendable {
    /// What a key did.
    package enum Event: Equatable, Sendable {
        /// Run this command.
        case command(StepCommand)
        /// A line is being typed: show the prompt and the text.
        case typing(prompt: String, text: String)
        /// Enter ended the line: read it as a typed line.
        case entered(String)
        /// The line being typed was dropped.
        case cancelled
        /// Nothing happened.
        case ignored
    }

    /// The line being typed: the command word it is for (`jump`, `find`), and the text so far.
    private var typed: (word: String, text: String)?

    /// No line being typed.
    package init() {}

    /// The prompt of a line being typed, such as `jump to step: `.
    private var prompt: String {
        typed?.word == "jump" ? "jump to step: " : "find: "
    }

    /// Applies one key.
    package mutating func handle(_ key: Key) -> Event {
        if key == .controlC || key == .controlD {
            return .command(.quit)
        }
        if let line = typed {
            return edit(line, with: key)
        }
        if case .character(let character) = key, ("0"..."9").contains(character) {
            typed = ("jump", String(character))
            return .typing(prompt: prompt, text: String(character))
        }
        switch key {
        case .character("g"):
            typed = ("jump", "")
        case .character("/"):
            typed = ("find", "")
        default:
            return Self.bindings[key].map(Event.command) ?? .ignored
        }
        return .typing(prompt: prompt, text: "")
    }

    private mutating func edit(_ line: (word: String, text: String), with key: Key) -> Event {
        var text = line.text
        switch key {
        case .enter:
            typed = nil
            return .entered(line.word + " " + text)
        case .escape(""):
            typed = nil
            return .cancelled
        case .backspace:
            guard !text.isEmpty else {
                typed = nil
                return .cancelled
            }
            text.removeLast()
        case .controlU:
            text = ""
        case .character(let character):
            guard text.utf8.count < InputReader.maximumLineLength else { return .ignored }
            text.append(character)
        case .control, .escape:
            return .ignored
        }
        typed = (line.word, text)
        return .typing(prompt: prompt, text: text)
    }

    /// The keys that run a command at once.
    private static let bindings: [Key: StepCommand] = [
        .character("n"): .next, .character(" "): .next, .escape("[C"): .next, .escape("OC"): .next,
        .pageDown: .next, .controlN: .next,
        .character("b"): .back, .escape("[D"): .back, .escape("OD"): .back, .escape("[5~"): .back,
        .loneEscape: .back, .controlB: .back,
        .character("f"): .first, .escape("[H"): .first, .escape("OH"): .first, .escape("[1~"): .first,
        .escape("[7~"): .first,
        .character("l"): .last, .escape("[F"): .last, .escape("OF"): .last, .escape("[4~"): .last,
        .escape("[8~"): .last,
        .character("?"): .help, .character("q"): .quit,
    ]

    /// Whether both are typing the same line, or neither is.
    package static func == (lhs: StepKeys, rhs: StepKeys) -> Bool {
        lhs.typed?.word == rhs.typed?.word && lhs.typed?.text == rhs.typed?.text
    }
}
