import TerminalKit

/// The `github-search` command line, parsed.
package struct Options: Equatable, Sendable {
    /// The words of the command line that are not options.
    package var words: [String] = []
    /// The query: the words joined by spaces, or `nil` for none.
    package var query: String? {
        let query = words.joined(separator: " ").trimmingWhitespace()
        return query.isEmpty ? nil : query
    }
    /// The page to show in one-shot mode.
    package var page = 1
    /// Results per page.
    package var perPage = 30
    /// Print JSON instead of a table.
    package var isJSON = false
    /// Run the interactive prompt (also the default without a query).
    package var isInteractive = false
    /// Simulated latency of every request, for the mocked service.
    package var latencyMilliseconds = 0
    /// A failure for the mocked service to simulate.
    package var failure: FaultPlan.Failure?
    /// How many requests meet `failure`, the first ones (`--fail KIND:N`), or `nil` for all of them.
    package var failingRequests: Int?
    /// Print every action, and what it changed in the state, to standard error (Prex's debug log).
    package var printsDebugLog = false
    /// The file to record the session's actions in (`--record FILE`), or `nil`.
    package var recordPath: String?
    /// Whether `--record` may replace an existing file (`--force`).
    package var replacesRecording = false
    /// The recorded session to replay (`--replay FILE`) instead of searching, or `nil`.
    package var replayPath: String?
    /// Whether the replay opens the session step by step (`--step`), to inspect, instead of printing its end.
    package var stepsThrough = false
    /// The file the starred list is kept in (`--data FILE`), or `nil` for the user's data folder's.
    package var dataPath: String?
    /// Whether the starred list is kept between runs (`--no-persist` turns it off).
    package var persists = true

    /// Whether this run is interactive: asked for, or no query given.
    package var runsInteractively: Bool { isInteractive || query == nil }

    /// The fault plan the mocked service should follow.
    package var faults: FaultPlan {
        var plan = FaultPlan.none
        plan.latencyMilliseconds = latencyMilliseconds
        plan.failure = failure
        plan.failingRequests = failingRequests
        return plan
    }

    /// Creates the default options.
    package init() {}

    /// The `github-search` command line: its options, and what its other words mean (the query). The
    /// parser, `--help` and the usage errors are TerminalKit's.
    package static let commandLine = CommandLineInterface<Options>(
        name: "github-search",
        synopsis: [
            "[QUERY ...] [--page N] [--per-page N] [--json] [--interactive]",
            " [--latency MS] [--fail MODE[:N]] [--debug] [--record FILE [--force]]",
            " [--data FILE | --no-persist]",
            "--replay FILE [--debug] [--step [--json]]",
        ],
        about: """
            Searches GitHub repositories (a mocked service with an embedded data set of real-shaped results)
            and prints a table: rank, repository, stars, language, description. The options of a search
            (--page to --record) go with a query and with the prompt alike.

            QUERY        words matched in names, descriptions and topics, plus the qualifiers
                         language:NAME and stars:>N; quote those in a shell, where > redirects:
                         `github-search swift language:swift 'stars:>5000'`.
                         Without a query, github-search starts the interactive prompt.
            """,
        options: [
            .number(
                "--page", in: 1...Int.max,
                summary: "the page to show, from 1 (default: 1); at the prompt, the page\nevery search starts at"
            ) { $0.page = $1 },
            .number("--per-page", in: 1...100, summary: "results per page, 1 to 100 (default: 30)") {
                $0.perPage = $1
            },
            .flag("--json", summary: "print the page's items as JSON, in the GitHub API's shape") { $0.isJSON = true },
            .flag("-i", "--interactive", summary: "start the interactive prompt (with QUERY: search it first)") {
                $0.isInteractive = true
            },
            .number(
                "--latency", valueName: "MS", in: 0...600_000,
                summary: "make every request of the mocked service take MS milliseconds"
            ) { $0.latencyMilliseconds = $1 },
            .value(
                "--fail", valueName: "MODE[:N]",
                summary: "make the mocked service fail: "
                    + FaultPlan.Failure.allCases.map(\.rawValue).joined(separator: ", ")
                    + "; with :N only\nthe first N requests fail, so that retry then succeeds"
            ) { options, mode throws(UsageError) in
                guard let specification = FaultPlan.Specification(parsing: mode) else {
                    // A known mode with a count that is not one: the count is what is wrong, said as numbers are.
                    let parts = mode.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    if parts.count == 2, FaultPlan.Failure(rawValue: String(parts[0])) != nil {
                        _ = try WholeNumber.parse(String(parts[1]), for: "--fail \(parts[0]):N", in: 1...Int.max)
                    }
                    throw UsageError("unknown failure mode \(mode.echoed()) (one of: \(FaultPlan.Specification.forms))")
                }
                options.failure = specification.failure
                options.failingRequests = specification.count
            },
            .flag("--debug", summary: "print each action and what it changed in the state to standard error") {
                $0.printsDebugLog = true
            },
            .value(
                "--record", valueName: "FILE",
                summary: """
                    write the session's settings and every action to FILE (JSON Lines), as they happen;
                    an existing FILE is refused (status 73), and so is one that is not a regular file
                    (a fifo, a device, a folder), --force or not
                    """
            ) { $0.recordPath = $1 },
            .flag("--force", summary: "with --record: replace FILE if it exists") { $0.replacesRecording = true },
            .value(
                "--replay", valueName: "FILE",
                summary: """
                    replay a session recorded with --record, without the service, and print its
                    final screen (the exit status is the recorded one-shot search's); FILE must be
                    a regular file of at most 64 MiB
                    """
            ) { $0.replayPath = $1 },
            .flag(
                "--step",
                summary: """
                    with --replay: open the session at its first step, to step through it: the
                    screen as it was then, the step's action and what it changed (see STEPPING
                    THROUGH A RECORDING); with --json: print the steps, one JSON object a line
                    """
            ) { $0.stepsThrough = true },
            .value(
                "--data", valueName: "FILE",
                summary: """
                    keep the starred list in FILE (JSON) instead of github-search/starred.json in
                    $XDG_DATA_HOME (else ~/.local/share; on macOS ~/Library/Application Support);
                    a FILE that is not a starred list is kept beside it as FILE.corrupt-DATE
                    """
            ) { $0.dataPath = $1 },
            .flag("--no-persist", summary: "keep the starred list for this run only (no file is read or written)") {
                $0.persists = false
            },
        ],
        argument: { options, word throws(UsageError) in
            options.words.append(word)
        },
        check: { options throws(UsageError) in try check(options) },
        sections: InteractiveCommand.helpSection + "\n\n" + StepRun.helpSection + """


            EXIT STATUS: 0 on success, 1 when the service fails, 64 for bad usage (and a --page past the last),
            65 for a --replay file that is not a recorded session or was cut short (after its screen), and for
            a line of input longer than 65536 bytes (the prompt ends as soon as the bound is passed), 66 for a
            --replay file that cannot be read, 73 for a --record file that exists (without --force), is not a
            regular file or cannot be created, 74 when writing it or standard output fails (also a closed
            standard output), or when the prompt cannot read standard input (a folder, a closed descriptor).
            Messages repeat at most 64 characters (Unicode code points) of what was typed. The prompt exits 0
            at quit, at the end of its input and at Ctrl-C or Ctrl-D typed while searching as you type (keys,
            not signals); a reader of standard output that is gone (| head -1) ends it with 0. SIGINT, SIGTERM,
            SIGHUP and SIGQUIT sent to it (kill -INT, or Ctrl-C at the line prompt) end it as they end any
            program: a shell reports 128 + the signal's number, such as 130 for SIGINT; one it was started with
            ignored (nohup, a background job) stays ignored. The starred list is written to its file (--data)
            at the end and before SIGINT, SIGTERM or SIGHUP ends the program; another run's changes to the
            file show within a second.
            """
    )

    /// The checks of a whole command line: a query that is not empty, and no option a replay would ignore.
    private static func check(_ options: Options) throws(UsageError) {
        if !options.words.isEmpty, options.query == nil {
            throw UsageError("the query is empty")
        }
        if options.replacesRecording && options.recordPath == nil {
            throw UsageError("--force goes with --record FILE")
        }
        if options.stepsThrough && options.replayPath == nil {
            throw UsageError("--step goes with --replay FILE")
        }
        if options.replayPath != nil {
            try checkReplay(options)
        }
        if options.dataPath != nil && !options.persists {
            throw UsageError("--data FILE cannot be combined with --no-persist")
        }
        if options.isJSON && options.runsInteractively && !options.stepsThrough {
            throw UsageError("--json needs a query and no --interactive")
        }
    }

    /// A replay takes its settings from the recording: it refuses a query and the options that would change them.
    private static func checkReplay(_ options: Options) throws(UsageError) {
        if options.query != nil {
            throw UsageError("--replay takes no query (the recording holds the session)")
        }
        let defaults = Options()
        let conflicts = [
            ("--record", options.recordPath != nil),
            ("--interactive", options.isInteractive),
            ("--json", options.isJSON && !options.stepsThrough),
            ("--page", options.page != defaults.page),
            ("--per-page", options.perPage != defaults.perPage),
            ("--latency", options.latencyMilliseconds != defaults.latencyMilliseconds),
            ("--fail", options.failure != nil),
            ("--data", options.dataPath != nil),
        ]
        if let conflict = conflicts.first(where: \.1) {
            throw UsageError("--replay cannot be combined with \(conflict.0) (the recording holds the session)")
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
