import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `github-search` on a pseudo-terminal.
@Suite(.timeLimit(.minutes(5)), .serialized, .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct SearchAsYouTypeExecutableTests {
    private let terminal: PseudoTerminal
    private let original: PseudoTerminal.Settings

    init() throws {
        terminal = try PseudoTerminal()
        original = terminal.settings
    }

    /// Starts `github-search` on the terminal and waits for its first prompt (drawn once raw mode is on).
    private func start(_ arguments: [String] = ["--per-page", "5"]) throws -> (process: Process, exit: ExitWatch) {
        let started = try ExitWatch.start(
            GitHubSearchExecutable.url, arguments: arguments,
            environment: ["TERM": "xterm-256color", "COLUMNS": "100"],
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "search> ")
        return started
    }

    /// Types Ctrl-C, waits for `github-search` to end, then reads the rest of what it drew into the transcript.
    private func quit(_ exit: ExitWatch) throws {
        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
    }

    @Test func typingSearchesAndTheScreenEndsWithTheFullQuerysResults() throws {
        // Given the prompt on a terminal, in raw mode
        let (process, exit) = try start()
        #expect(terminal.settings.isRaw)

        // When the query is typed in pieces, without Enter
        for (typed, line) in [("sw", "search> sw"), ("i", "search> swi"), ("ft", "search> swift")] {
            terminal.type(typed)
            try terminal.wait(for: line)
        }

        // Then the full query's results show (107 results for "swift"), and Enter keeps them
        try terminal.wait(for: "107 results")
        terminal.type("\r")
        try terminal.wait(for: "search> swift\r\n")
        terminal.type("open 1\r")
        try terminal.wait(for: "https://github.com/apple/swift")
        terminal.type("quit\r")
        try #require(exit.wait())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
        try terminal.drain()
        let lastFooter = terminal.transcript.components(separatedBy: "\r\n").last { $0.contains(" results") }
        #expect(lastFooter?.contains("107 results") == true)
    }

    @Test func keysThatSendSequencesInsertNothingAndCtrlNPagesWhileTyping() throws {
        // Given "swift" typed, its results shown
        let (process, exit) = try start()
        terminal.type("swift")
        try terminal.wait(for: "107 results — Ctrl-N: next page; Enter runs open N, help")

        // When F1, F2, SS3 keys and a title report arrive, then Ctrl-N
        terminal.type("\u{1B}OP\u{1B}OQ\u{1B}OA\u{1B}OH\u{1B}]0;title\u{07}\u{1B}+")
        terminal.type("\u{0E}")

        // Then the query is still "swift" (nothing inserted) and page 2 shows
        try terminal.wait(for: "page 2 of ")
        try quit(exit)
        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.contains("swiftP"))
        #expect(!terminal.transcript.contains("title"))
        #expect(terminal.transcript.contains("   6 "))
    }

    @Test func ctrlUCancelsTheSearchInFlight() throws {
        // Given a service that does not answer during the test, "kotlin" typed and being searched
        let (process, exit) = try start(["--per-page", "5", "--latency", "600000"])
        terminal.type("kotlin")
        try terminal.wait(for: "searching “kotlin”")

        // When the line is cleared with Ctrl-U, then "next" asked for
        terminal.type("\u{15}")
        terminal.type("next\r")

        // Then no results arrive: the search was cancelled
        try terminal.wait(for: "search for something first")
        try quit(exit)
        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.contains("   # repository"))
    }

    @Test func ctrlUClearsTheLineForACommandAndKeepsTheResults() throws {
        // Given swift's results shown
        let (process, exit) = try start()
        terminal.type("swift")
        try terminal.wait(for: "107 results")

        // When Ctrl-U clears the line, then open 3 is typed
        terminal.type("\u{15}")
        terminal.type("open 3\r")

        // Then result 3 opens: the results stayed
        try terminal.wait(for: "https://github.com/")
        try quit(exit)
        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.contains("no results to open"))
    }

    @Test func emptyingTheLineWithBackspaceErasesTheResultsShown() throws {
        // Given kotlin's first page shown: a header, five rows and a footer, seven rows
        let (process, exit) = try start()
        terminal.type("kotlin")
        try terminal.wait(for: "26 results")
        try terminal.wait(for: "search> kotlin")

        // When Backspace empties the line, key after key as fast as keys come
        terminal.type(String(repeating: "\u{7F}", count: 6))

        // Then the seven rows are erased (cursor up 7, clear to the end of the screen), and no search for
        // a shorter query shows anything: the results are gone
        try terminal.wait(for: "\u{1B}[7A\u{1B}[J")
        terminal.type("next\r")
        try terminal.wait(for: "search for something first")
        try quit(exit)
        #expect(process.terminationStatus == 0)
        let afterErasing = try #require(terminal.transcript.components(separatedBy: "\u{1B}[7A\u{1B}[J").last)
        #expect(!afterErasing.contains("# repository"))
        #expect(!afterErasing.contains("No repositories match"))
    }

    @Test func aNewQuerysResultsReplaceTheOnesBefore() throws {
        // Given golang's results: a header, two rows and a footer
        let (_, exit) = try start()
        terminal.type("golang")
        try terminal.wait(for: "2 results")

        // When one more key makes a query without matches
        terminal.type("x")

        // Then golang's four rows are erased before the new answer shows
        try terminal.wait(for: "\u{1B}[4A\u{1B}[J")
        try terminal.wait(for: "No repositories match “golangx”.")
        try quit(exit)
    }

    @Test func afterAResizeTheNextRowsFitTheNewWidth() throws {
        // Given swift's first page on a terminal 100 columns wide
        let (process, exit) = try start()
        try terminal.resize(columns: 100, rows: 30)
        terminal.type("swift")
        try terminal.wait(for: "107 results")

        // When the window narrows to 50 columns, then Ctrl-N loads page 2
        try terminal.resize(columns: 50, rows: 30)
        kill(process.processIdentifier, SIGWINCH)
        terminal.type("\u{0E}")
        try terminal.wait(for: "page 2 of 22")
        try quit(exit)

        // Then page 2's rows (ranks 6 to 10) and its footer fit in 50 columns
        let start = try #require(terminal.transcript.range(of: "   6 ", options: .backwards))
        let shown = ["\u{1B}[J", "\u{1B}[2m", "\u{1B}[0m"].reduce(String(terminal.transcript[start.lowerBound...])) {
            $0.replacingOccurrences(of: $1, with: "")
        }
        let rows = shown.components(separatedBy: CharacterSet(charactersIn: "\r\n")).filter { line in
            ["   6 ", "   7 ", "   8 ", "   9 ", "  10 ", "page 2 of"].contains { line.hasPrefix($0) }
        }
        #expect(rows.count == 6, "\(rows)")
        for row in rows {
            #expect(row.count < 50, "\(row.debugDescription)")
        }
    }

    @Test func theSpinnerFollowsTheQueryBeingTyped() throws {
        let (_, exit) = try start(["--per-page", "5", "--latency", "600000"])

        // Each key's search shows its own query, after the typed line on the same row (dim, after two
        // spaces), so the line stays visible while the spinner turns
        terminal.type("g")
        try terminal.wait(for: "search> g\u{1B}[2m  ")
        try terminal.wait(for: "searching “g”…")
        terminal.type("o")
        try terminal.wait(for: "search> go\u{1B}[2m  ")
        try terminal.wait(for: "searching “go”…")
        try quit(exit)
    }

    @Test func aLineWiderThanTheTerminalShowsItsEndOnOneRow() throws {
        let (_, exit) = try start()

        terminal.type(String(repeating: "x", count: 150) + "END")
        try terminal.wait(for: "xEND")
        try quit(exit)
        let rows = terminal.transcript.components(separatedBy: "\u{1B}[J").filter {
            // The rows redrawn in place (the line left in the scrollback at Ctrl-C ends with a line break).
            $0.hasPrefix("search> ") && !$0.contains("\n")
        }
        try #require(!rows.isEmpty)
        // The prompt and the text, up to the progress after them (styled) or the end of the row.
        #expect(
            rows.allSatisfy { $0.prefix { $0 != "\u{1B}" && $0 != "\r" }.count < 100 },
            "\(rows.max { $0.count < $1.count }?.debugDescription ?? "")")
        #expect(terminal.transcript.contains("search> …"))
    }

    @Test(arguments: ["\u{03}", "\u{04}"])
    func controlCAndControlDLeaveAndRestoreTheTerminal(key: String) throws {
        let (process, exit) = try start()

        terminal.type("swi" + key)
        try #require(exit.wait())

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
    }

    @Test func aSignalRestoresTheTerminal() throws {
        let (process, exit) = try start()

        kill(process.processIdentifier, SIGTERM)
        try #require(exit.wait())

        #expect(process.terminationReason == .uncaughtSignal)
        #expect(terminal.settings == original)
    }

    @Test func bidiCharactersTypedAreSpelledOutOnTheLineAndInTheResults() throws {
        let (process, exit) = try start()

        terminal.type("zzz\u{202E}x")
        try terminal.wait(for: "search> zzz\\u{202E}x")
        try terminal.wait(for: "No repositories match “zzz\\u{202E}x”.")
        try quit(exit)

        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.unicodeScalars.contains("\u{202E}"))
    }

    @Test(arguments: ["\u{1B}", "\u{1B}\u{1B}"])
    func aLoneEscapeDoesNotEatTheNextKey(escape: String) throws {
        let (process, exit) = try start()

        // When Escape is pressed, and the next key only once the program took it for the Escape key alone: it
        // goes back, and with no screen above the results says so. (The program's wait for the rest of a
        // sequence, and `ESC [` without its end, are InputReaderTests'.)
        terminal.type(escape)
        try terminal.wait(for: "there is nothing to go back from")
        terminal.type("swift")

        // Then nothing of "swift" was taken for the end of a sequence
        try terminal.wait(for: "search> swift")
        try terminal.wait(for: "107 results")
        try quit(exit)
        #expect(process.terminationStatus == 0)
    }

    @Test func aTenKilobytePasteIsAFewEditsAndCtrlCAfterAPasteIsReadWithIt() throws {
        try withTemporaryFile(named: "debug.log") { log in
            // Given the prompt, its debug log (a `searchStarted` line per search) written to a file
            try Data().write(to: log)
            let debugLog = try FileHandle(forWritingTo: log)
            defer { try? debugLog.close() }
            let (process, exit) = try ExitWatch.start(
                GitHubSearchExecutable.url, arguments: ["--per-page", "5", "--debug"],
                environment: ["TERM": "xterm-256color", "COLUMNS": "100"],
                input: terminal.terminal, output: terminal.terminal, error: debugLog)
            try terminal.wait(for: "search> ")

            // When 10 KB are pasted, then Ctrl-U and "swift" typed; then 3,000 bytes pasted, and Ctrl-C
            terminal.type(String(repeating: "x", count: 10_000) + "\u{15}swift")
            try terminal.wait(for: "107 results")
            terminal.type(String(repeating: "y", count: 3_000) + "\u{03}")
            try #require(exit.wait())

            // Then each paste was an edit per batch of keys that arrived together (none when Ctrl-U cleared the line
            // in the same batch), not an edit and a search per key (10,000 and 3,000 of them: minutes of CPU before
            // Ctrl-C was read). Counted, not timed: a loaded machine changes how the bytes are split into reads
            // (4 KiB at most each), not whether a paste is a few edits.
            let searches = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").filter {
                $0.hasPrefix("action ") && $0.contains("searchStarted(")
            }
            let pasted = searches.filter { $0.contains(#"query: "xxxxxxxx"#) }.count
            let typedAfter = searches.filter { $0.contains(#"query: "swiftyyyy"#) }.count
            #expect(pasted < 300, "\(pasted) searches for the 10 KB paste")
            #expect(typedAfter < 100, "\(typedAfter) searches for the 3,000 bytes before Ctrl-C")
            #expect(searches.contains { $0.contains(#"query: "swift","#) })
            #expect(process.terminationStatus == 0)
            #expect(terminal.settings == original)
        }
    }

    @Test(arguments: [true, false])
    func suspendingRestoresTheTerminalAndResumingGoesBackToRawModeAndRedraws(byControlZ: Bool) throws {
        // Given the prompt on a terminal, run as a job of its own (as a shell with job control runs it)
        let job = try JobControlledProcess(
            GitHubSearchExecutable.url, arguments: ["--per-page", "5"],
            environment: ["TERM": "xterm-256color", "COLUMNS": "100"], terminal: terminal.terminal.fileDescriptor)
        try terminal.wait(for: "search> ")
        #expect(terminal.settings.isRaw)

        // When Ctrl-Z is pressed (or SIGTSTP sent, as `kill -TSTP` does)
        if byControlZ {
            terminal.type("\u{1A}")
        } else {
            job.send(SIGTSTP)
        }

        // Then the program stops, with the terminal as it found it
        #expect(job.nextChange() == .stopped(SIGTSTP))
        #expect(terminal.settings == original)

        // When it is continued (`fg`)
        job.send(SIGCONT)
        #expect(job.nextChange() == .continued)

        // Then it redraws its line, in raw mode again: a key reaches it without Return
        try terminal.wait(for: "search> ")
        terminal.type("swift")
        try terminal.wait(for: "107 results")
        #expect(terminal.settings.isRaw)
        terminal.type("\u{03}")
        #expect(job.nextChange() == .exited(0))
        #expect(terminal.settings == original)
    }
}
