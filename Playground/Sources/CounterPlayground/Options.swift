import TerminalKit

/// The command line, parsed: `counter [--verbose] [--observe] [--record FILE [--force]]`, or
/// `counter --replay FILE [--step [--json]]`. Declares only its options; the parser,
/// `--help` and the usage errors are TerminalKit's ``CommandLineInterface``.
package struct Options: Equatable, Sendable {
    /// Print every dispatched action (`-v`, `--verbose`).
    package var verbose = false
    /// Draw through observation tracking, as SwiftUI does (`--observe`).
    package var observe = false
    /// The file to record every action in (`--record FILE`), or `nil`.
    package var recordPath: String?
    /// Whether `--record` may replace an existing file (`--force`).
    package var replacesRecording = false
    /// The recording to replay (`--replay FILE`) instead of reading commands, or `nil`.
    package var replayPath: String?
    /// Whether the replay opens the recording step by step (`--step`).
    package var stepsThrough = false
    /// Whether `--step` prints the steps as JSON Lines (`--json`).
    package var isJSON = false

    /// The defaults: a quiet counter.
    package init() {}

    /// The counter's command line.
    package static let commandLine = CommandLineInterface<Options>(
        name: "counter",
        synopsis: ["[--verbose] [--observe] [--record FILE [--force]]", "--replay FILE [--step [--json]]"],
        about: """
            The counter from Prex's README, in a terminal.

            On a terminal, press a key (no Return needed):
              +  increment     -  decrement (does nothing at zero)     r  reset     q  quit
              u  undo the last change of the count     U or y  redo it (up to 100 steps)
            Ctrl-C and Ctrl-D quit too; Ctrl-Z suspends, with the terminal restored (fg resumes). Keys that
            send escape sequences (arrows, function keys, Alt with a key) do nothing; any other key gets a hint.
            From a pipe or a file, one command per line: +, -, reset (or r), undo (or u), redo (or y), quit (or q).
            End of input quits too.
            """,
        options: [
            .flag("-v", "--verbose", summary: "print every action the presenter dispatches") { $0.verbose = true },
            .flag("--observe", summary: "draw as SwiftUI does: redraw only when the count read changed") {
                $0.observe = true
            },
            .value(
                "--record", valueName: "FILE",
                summary: """
                    write every action to FILE (a Prex action log, JSON Lines), as it happens; an
                    existing FILE is refused (status 73), and so is one that is not a regular file
                    (a fifo, a device, a folder), --force or not
                    """
            ) { $0.recordPath = $1 },
            .flag("--force", summary: "with --record: replace FILE if it exists") { $0.replacesRecording = true },
            .value(
                "--replay", valueName: "FILE",
                summary: "replay the actions --record wrote to FILE and print the final count"
            ) { $0.replayPath = $1 },
            .flag(
                "--step",
                summary: """
                    with --replay: open the recording at its first step, to step through it: the
                    step's action, what it changed, and the count then (see STEPPING THROUGH A
                    RECORDING)
                    """
            ) { $0.stepsThrough = true },
            .flag("--json", summary: "with --step: print the steps, one JSON object a line, and exit") {
                $0.isJSON = true
            },
        ],
        check: { options throws(UsageError) in try check(options) },
        sections: CounterStepRun.helpSection + "\n\n" + """
            Output is plain text (no colours, no redrawing in place) when standard output is not a terminal,
            TERM is unset or dumb, or NO_COLOR is set.

            EXIT STATUS: 0 after quit, at end of input, after a --replay, and when the reader of standard output
            is gone (counter | head -1); 64 for bad usage (--step without --replay, --record with --replay); 65
            for a line of input longer than 65536 bytes (read no further than the bound: counter < /dev/zero ends
            at once) and for a --replay file that is not a recording of the counter; 66 for a --replay file that
            is missing or cannot be read; 73 for a --record file that exists (without --force), is not a regular
            file or cannot be created; 74 when standard input cannot be read, or standard output or the --record
            file cannot be written (a full disk, a closed descriptor: counter >&-). Each failure is one line on
            standard error. Ctrl-C and Ctrl-D typed on a terminal are keys that quit (0); SIGINT, SIGTERM, SIGHUP
            and SIGQUIT sent to it (kill -INT, or Ctrl-C when reading lines) end it as a signal does: 130 in a
            shell for SIGINT; one it was started with ignored (nohup, a background job) stays ignored.
            """
    )

    /// The options that cannot go together: `--force` without `--record`, `--step` without `--replay`, `--json`
    /// without `--step`, and a replay with `--record`, `--verbose` or `--observe`.
    private static func check(_ options: Options) throws(UsageError) {
        if options.replacesRecording && options.recordPath == nil {
            throw UsageError("--force goes with --record FILE")
        }
        if options.stepsThrough && options.replayPath == nil {
            throw UsageError("--step goes with --replay FILE")
        }
        if options.isJSON && !options.stepsThrough {
            throw UsageError("--json goes with --replay FILE --step")
        }
        guard options.replayPath != nil else { return }
        let conflicts = [
            ("--record", options.recordPath != nil), ("--verbose", options.verbose), ("--observe", options.observe),
        ]
        if let conflict = conflicts.first(where: \.1) {
            throw UsageError("--replay cannot be combined with \(conflict.0) (the recording holds the session)")
        }
    }
}
