import TerminalKit

/// The command line, parsed: `counter [--verbose] [--observe]`. Declares only its options; the parser,
/// `--help` and the usage errors are TerminalKit's ``CommandLineInterface``.
package struct Options: Equatable, Sendable {
    /// Print every dispatched action (`-v`, `--verbose`).
    package var verbose = false
    /// Draw through observation tracking, as SwiftUI does (`--observe`).
    package var observe = false

    /// The defaults: a quiet counter.
    package init() {}

    /// The counter's command line.
    package static let commandLine = CommandLineInterface<Options>(
        name: "counter",
        synopsis: ["[--verbose] [--observe]"],
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
        ],
        sections: """
            Output is plain text (no colours, no redrawing in place) when standard output is not a terminal,
            TERM is unset or dumb, or NO_COLOR is set.

            EXIT STATUS: 0 after quit, at end of input, and when the reader of standard output is gone
            (counter | head -1); 64 for bad usage; 65 for a line of input longer than 65536 bytes (read no
            further than the bound: counter < /dev/zero ends at once); 74 when standard input cannot be read or
            standard output cannot be written (a full disk, a closed descriptor: counter >&-), with one line on
            standard error. Ctrl-C and Ctrl-D typed on a terminal are keys that quit (0); SIGINT, SIGTERM, SIGHUP
            and SIGQUIT sent to it (kill -INT, or Ctrl-C when reading lines) end it as a signal does: 130 in a
            shell for SIGINT; one it was started with ignored (nohup, a background job) stays ignored.
            """
    )
}
