/// The `github-search` command line, parsed.
public struct Options: Equatable, Sendable {
    /// The query (the words of the command line joined by spaces), or `nil` for none.
    public var query: String?
    /// The page to show in one-shot mode.
    public var page = 1
    /// Results per page.
    public var perPage = 30
    /// Print JSON instead of a table.
    public var isJSON = false
    /// Run the interactive prompt (also the default without a query).
    public var isInteractive = false
    /// Simulated latency of every request, for the mocked service.
    public var latencyMilliseconds = 0
    /// A failure for the mocked service to simulate.
    public var failure: FaultPlan.Failure?
    /// How many requests meet `failure`, the first ones (`--fail KIND:N`), or `nil` for all of them.
    public var failingRequests: Int?
    /// Print every action, and what it changed in the state, to standard error (Prex's debug log).
    public var printsDebugLog = false
    /// The file to record the session's actions in (`--record FILE`), or `nil`.
    public var recordPath: String?
    /// Whether `--record` may replace an existing file (`--force`).
    public var replacesRecording = false
    /// The recorded session to replay (`--replay FILE`) instead of searching, or `nil`.
    public var replayPath: String?

    /// Whether this run is interactive: asked for, or no query given.
    public var runsInteractively: Bool { isInteractive || query == nil }

    /// The fault plan the mocked service should follow.
    public var faults: FaultPlan {
        var plan = FaultPlan.none
        plan.latencyMilliseconds = latencyMilliseconds
        plan.failure = failure
        plan.failingRequests = failingRequests
        return plan
    }

    /// Creates the default options.
    public init() {}

    /// What the command line asks for.
    public enum Command: Equatable, Sendable {
        /// Search (one-shot or interactive) with these options.
        case run(Options)
        /// Print the usage.
        case help
    }

    /// A command line that cannot be run, with a one-line reason.
    public struct UsageError: Error, Equatable {
        /// What is wrong, such as "--page needs a value".
        public let message: String

        /// Creates an error with a one-line reason; control characters in it (an argument it quotes may
        /// hold any) are spelled out, such as `\u{1B}`.
        public init(message: String) {
            self.message = message.escapingControlCharacters
        }
    }

    /// The usage text for `--help`.
    public static let usage = """
        USAGE: github-search [QUERY ...] [--page N] [--per-page N] [--json] [--interactive]
                             [--latency MS] [--fail MODE[:N]] [--debug] [--record FILE [--force]]
               github-search --replay FILE [--debug]

        Searches GitHub repositories (a mocked service with an embedded data set of real-shaped results)
        and prints a table: rank, repository, stars, language, description.

        QUERY        words matched in names, descriptions and topics, plus the qualifiers
                     language:NAME and stars:>N (e.g. `github-search swift language:swift 'stars:>5000'`;
                     quote a qualifier with > in a shell, or the shell redirects to a file).
                     Without a query, github-search starts the interactive prompt.

        OPTIONS:
          --page N         the page to show, from 1 (default: 1)
          --per-page N     results per page, 1 to 100 (default: 30)
          --json           print the page's items as JSON, in the GitHub API's shape
          -i, --interactive
                           start the interactive prompt (with QUERY: search it first)
          --latency MS     make every request of the mocked service take MS milliseconds
          --fail MODE[:N]  make the mocked service fail: rate-limit, network or malformed; with :N only
                           the first N requests fail, so that retry then succeeds
          --debug          print each action and what it changed in the state to standard error
          --record FILE    write the session's settings and every action to FILE (JSON Lines), as they happen;
                           an existing FILE is refused (status 73)
          --force          with --record: replace FILE if it exists
          --replay FILE    replay a session recorded with --record, without the service, and print its
                           final screen (the exit status is the recorded one-shot search's); FILE must be
                           a regular file of at most 64 MiB
          -h, --help       print this help

        INTERACTIVE COMMANDS:
          QUERY            search (any line that is not a command)
          n, more          next page
          open N           details of result N
          back             back to the results
          retry            load the failed page again
          help             list the commands
          quit             leave (so does end of input)

        On a terminal (standard input and output), the prompt searches as you type: each key that changes
        the query starts a new search and cancels the one in flight. A line that may still become a command
        word (o, op, open N; n; re for retry) waits for Enter; Enter runs commands as above. Backspace
        deletes, Ctrl-U clears the line, Ctrl-C and Ctrl-D leave; the terminal is always restored. Piped
        input is read line by line.

        EXIT STATUS: 0 on success, 1 when the service fails, 64 for bad usage, 65 for a --replay file that is
        not a recorded session or was cut short (after its screen), 66 for one that cannot be read, 73 for a
        --record file that exists (without --force) or cannot be created, 74 when writing it fails.
        """

    /// Parses the arguments after the program's name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var options = Options()
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--json":
                options.isJSON = true
            case "-i", "--interactive":
                options.isInteractive = true
            case "--debug":
                options.printsDebugLog = true
            case "--page":
                options.page = try number(for: argument, from: &remaining, in: 1...Int.max)
            case "--per-page":
                options.perPage = try number(for: argument, from: &remaining, in: 1...100)
            case "--latency":
                options.latencyMilliseconds = try number(for: argument, from: &remaining, in: 0...600_000)
            case "--fail":
                guard let mode = remaining.popFirst() else { throw UsageError(message: "--fail needs a mode") }
                guard let specification = FaultPlan.Specification(parsing: mode) else {
                    throw UsageError(
                        message: "unknown failure mode '\(mode)' (one of: \(FaultPlan.Specification.forms))")
                }
                options.failure = specification.failure
                options.failingRequests = specification.count
            case "--force":
                options.replacesRecording = true
            case "--record":
                options.recordPath = try file(for: argument, from: &remaining)
            case "--replay":
                options.replayPath = try file(for: argument, from: &remaining)
            case "--":
                words += remaining
                remaining = []
            default:
                if argument.hasPrefix("-"), argument.count > 1 {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                words.append(argument)
            }
        }
        let query = words.joined(separator: " ").trimmingWhitespace()
        if !words.isEmpty, query.isEmpty {
            throw UsageError(message: "the query is empty")
        }
        options.query = query.isEmpty ? nil : query
        if options.replacesRecording && options.recordPath == nil {
            throw UsageError(message: "--force goes with --record FILE")
        }
        if options.replayPath != nil {
            try checkReplay(options)
        }
        if options.isJSON && options.runsInteractively {
            throw UsageError(message: "--json needs a query and no --interactive")
        }
        return .run(options)
    }

    private static func file(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String
    {
        guard let path = remaining.popFirst(), !path.isEmpty else {
            throw UsageError(message: "\(option) needs a file")
        }
        return path
    }

    /// A replay takes its settings from the recording: it refuses a query and the options that would change them.
    private static func checkReplay(_ options: Options) throws(UsageError) {
        if options.query != nil {
            throw UsageError(message: "--replay takes no query (the recording holds the session)")
        }
        let defaults = Options()
        let conflicts = [
            ("--record", options.recordPath != nil),
            ("--interactive", options.isInteractive),
            ("--json", options.isJSON),
            ("--page", options.page != defaults.page),
            ("--per-page", options.perPage != defaults.perPage),
            ("--latency", options.latencyMilliseconds != defaults.latencyMilliseconds),
            ("--fail", options.failure != nil),
        ]
        if let conflict = conflicts.first(where: \.1) {
            throw UsageError(
                message: "--replay cannot be combined with \(conflict.0) (the recording holds the session)")
        }
    }

    private static func number(
        for option: String, from remaining: inout ArraySlice<String>, in range: ClosedRange<Int>
    ) throws(UsageError) -> Int {
        guard let text = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
        guard let value = Int(text), range.contains(value) else {
            let bounds =
                range.upperBound == Int.max
                ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(message: "\(option) takes a whole number \(bounds), not '\(text)'")
        }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
