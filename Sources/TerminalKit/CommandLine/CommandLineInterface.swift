/// A program's command line: its options, its `--help`, and its usage errors, in one place for the
/// terminal programs (`github-search`, `counter`, `prex-bench`).
///
/// A program declares only its options (``OptionDeclaration``), what its other arguments mean, and the
/// sections of its help; this type parses `argv` into the program's `Options`, and writes `--help` (status
/// 0) or a usage error (one line on standard error, such as
/// `counter: unknown option '--nope' (see 'counter --help')`, status 64). The rules, the same everywhere:
/// - `-h` and `--help` print the help, wherever they come, unless a bad argument comes first;
/// - `--name VALUE` and `--name=VALUE` are alike; a flag given a value (`--json=yes`) is an error; an empty
///   value, or an option where the value should be (`--record --force`), is a missing value;
/// - numbers follow ``WholeNumber``; `--` ends the options; `-` alone is an argument.
package struct CommandLineInterface<Options>: Sendable {
    /// The program's name, such as `github-search`.
    package let name: String
    /// The synopsis lines, each without `USAGE:` and the name; a line that starts with a space continues the
    /// form before it (printed under that form's first argument, without the name).
    package let synopsis: [String]
    /// What the program does, a paragraph or two.
    package let about: String
    /// The options, in the help's order (`-h, --help` comes last, added here).
    package let options: [OptionDeclaration<Options>]
    /// What an argument that is not an option does; `nil` refuses it as "unexpected argument".
    package let argument: (@Sendable (inout Options, String) throws(UsageError) -> Void)?
    /// Checks the whole command line once parsed (options that cannot go together).
    package let check: @Sendable (Options) throws(UsageError) -> Void
    /// The help's sections after the options, such as the commands and the exit statuses.
    package let sections: String

    /// Declares a command line.
    package init(
        name: String, synopsis: [String], about: String, options: [OptionDeclaration<Options>],
        argument: (@Sendable (inout Options, String) throws(UsageError) -> Void)? = nil,
        check: @escaping @Sendable (Options) throws(UsageError) -> Void = { _ throws(UsageError) in },
        sections: String = ""
    ) {
        self.name = name
        self.synopsis = synopsis
        self.about = about
        self.options = options
        self.argument = argument
        self.check = check
        self.sections = sections
    }

    /// What a command line asks for.
    package enum Request {
        /// Run with these options.
        case run(Options)
        /// Print the help.
        case help
    }

    /// The text `--help` prints.
    package var help: String {
        let helpOption = OptionDeclaration<Options>.flag("-h", "--help", summary: "print this help") { _ in }
        let usage = synopsis.enumerated().map { index, line in
            if line.hasPrefix(" ") {
                return "       " + String(repeating: " ", count: name.count) + " " + line.drop { $0 == " " }
            }
            return (index == 0 ? "USAGE: " : "       ") + name + (line.isEmpty ? "" : " " + line)
        }
        let optionLines = (options + [helpOption]).map { $0.helpLines(width: 18) }
        var text =
            usage.joined(separator: "\n") + "\n\n" + about + "\n\nOPTIONS:\n" + optionLines.joined(separator: "\n")
        if !sections.isEmpty {
            text += "\n\n" + sections
        }
        return text + "\n"
    }

    /// Parses the arguments after the program's name, starting from `defaults`.
    package func parse(_ arguments: [String], defaults: Options) throws(UsageError) -> Request {
        var options = defaults
        var remaining = arguments[...]
        var onlyArguments = false
        while let word = remaining.popFirst() {
            if onlyArguments || word == "-" || !word.hasPrefix("-") {
                try takeArgument(word, into: &options)
                continue
            }
            if word == "--" {
                onlyArguments = true
                continue
            }
            if word == "-h" || word == "--help" {
                return .help
            }
            let (spelling, attached) = Self.split(word)
            guard let option = declaration(named: spelling) else {
                throw UsageError("unknown option \(word.echoed())")
            }
            let value: String
            if option.valueName == nil {
                guard attached == nil else { throw UsageError("\(spelling) takes no value") }
                value = ""
            } else if let attached {
                value = attached
            } else if let next = remaining.first, !isOption(next) {
                value = next
                remaining.removeFirst()
            } else {
                throw UsageError("\(spelling) needs a value")
            }
            // An empty value is no value, whatever the option takes (a file, a number, a mode).
            guard option.valueName == nil || !value.isEmpty else { throw UsageError("\(spelling) needs a value") }
            try option.apply(&options, value)
        }
        try check(options)
        return .run(options)
    }

    /// Parses the process's arguments; for `--help`, prints the help and exits 0, for a usage error, prints
    /// it as one line on standard error and exits 64. Main thread, at start-up.
    package func parseOrExit(defaults: Options) -> Options {
        do {
            switch try parse(Array(CommandLine.arguments.dropFirst()), defaults: defaults) {
            case .run(let options):
                return options
            case .help:
                Output.stdout.write(help)
                Termination.exit(.success)
            }
        } catch {
            Output.stderr.write(usageLine(for: error))
            Termination.exit(.usage)
        }
    }

    /// The one line a usage error prints, with its line break; what the message quotes is spelled out
    /// (``Swift/String/escapedForTerminal``), such as `\u{1B}`.
    package func usageLine(for error: UsageError) -> String {
        "\(name): \(error.message.escapedForTerminal) (see '\(name) --help')\n"
    }

    private func takeArgument(_ word: String, into options: inout Options) throws(UsageError) {
        guard let argument else {
            throw UsageError("unexpected argument \(word.echoed())")
        }
        try argument(&options, word)
    }

    /// Whether `word` is one of the options (`--force`, `--help`, `--page=2`): after an option that takes a
    /// value, it is not that value but the next option, the value having been forgotten (`--record --force`
    /// records nowhere, not into a file named `--force`; `--record=--force` or `--record ./--force` does).
    private func isOption(_ word: String) -> Bool {
        let spelling = Self.split(word).0
        return spelling == "-h" || spelling == "--help" || declaration(named: spelling) != nil
    }

    private func declaration(named spelling: String) -> OptionDeclaration<Options>? {
        options.first { $0.names.contains(spelling) }
    }

    /// `--name=value` as its name and value; any other word as itself and no value.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
