import Foundation
import GitHubSearch
import Prex
import PrexTesting
import TerminalKit
import TestSupport
import Testing

/// Search-as-you-type: typing quickly reaches the service only with the last query, and the built
/// `github-search` on a pseudo-terminal searches as keys arrive and always restores the terminal.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SearchAsYouTypeTests {
    private static func makePresenter(
        service: any RepositoryService
    ) -> (SearchPresenter, ActionRecorder<SearchAction>) {
        let flux = Flux(state: SearchState(perPage: 3), mutation: SearchMutation())
        let recorder = ActionRecorder(flux.dispatcher)
        return (SearchPresenter(view: RecordingView(), service: service, flux: flux), recorder)
    }

    @Test func typingFastReachesTheServiceOnlyWithTheLastQuery() async {
        // Given a service that holds every search
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let (presenter, recorder) = Self.makePresenter(service: service)

        // When keys arrive faster than the debounce (here: before any task runs)
        presenter.search("s", debounceMilliseconds: 50)
        presenter.search("sw", debounceMilliseconds: 50)
        let last = presenter.search("swift", debounceMilliseconds: 50)

        // Then the earlier searches are cancelled while they wait, and only the last one asks the service
        #expect(await service.waitForSearches(1) == ["swift#1"])
        service.release("swift#1")
        await last.value
        let loaded = recorder.actions.compactMap { action -> Int? in
            if case .pageLoaded(let request, _) = action { return request }
            return nil
        }
        #expect(loaded == [3])
        #expect(presenter.state.query == "swift")
        #expect(presenter.state.repositories.map(\.fullName) == ["swift/result"])
        #expect(!presenter.state.isLoading)
    }

    @Test func aKeyCancelsTheSearchWaitingAtTheService() async {
        // Given a search for "sw" held by the service (the user paused)
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let (presenter, _) = Self.makePresenter(service: service)
        let paused = presenter.search("sw", debounceMilliseconds: 1)
        #expect(await service.waitForSearches(1) == ["sw#1"])

        // When the next keys arrive
        let last = presenter.search("swift", debounceMilliseconds: 1)

        // Then the service sees "sw" cancelled, and only "swift" shows, whatever "sw" answers late
        #expect(await service.waitForCancellations(1) == ["sw#1"])
        #expect(await service.waitForSearches(1) == ["swift#1"])
        service.release("swift#1")
        await last.value
        service.release("sw#1")
        await paused.value
        #expect(presenter.state.repositories.map(\.fullName) == ["swift/result"])
    }

    private static func edit(_ keys: [Key]) -> (events: [TypedLine.Event], text: String) {
        var line = TypedLine()
        let events = keys.map { line.handle($0) }
        return (events, line.text)
    }

    @Test func typedLineEditsByKey() {
        let sw: [Key] = [.character("s"), .character("w")]
        #expect(Self.edit(sw) == ([.edited, .edited], "sw"))
        #expect(Self.edit(sw + [.character("x"), .backspace]) == ([.edited, .edited, .edited, .edited], "sw"))
        #expect(Self.edit([.backspace, .character("a")]) == ([.ignored, .edited], "a"))
        #expect(Self.edit([.character("a"), .controlU, .character("c")]) == ([.edited, .edited, .edited], "c"))
        #expect(Self.edit([.character("é")]) == ([.edited], "é"))
    }

    @Test func keysThatSendSequencesOrUnboundControlsInsertNothing() {
        let keys: [Key] = [.character("a"), .escape("[D"), .escape("OP"), .escape("]"), .escape("+"), .control(0x01)]
        #expect(Self.edit(keys) == ([.edited, .ignored, .ignored, .ignored, .ignored, .ignored], "a"))
    }

    @Test func keysOfTheVocabularyRunTheirCommandWhateverTheLineHolds() {
        let keys: [Key] = [.character("s"), .controlN, .pageDown, .controlC, .controlD]
        #expect(
            Self.edit(keys) == (
                [.edited, .command(.nextPage), .command(.nextPage), .command(.quit), .command(.quit)], "s"
            ))
    }

    @Test func enterEndsTheLineAndStartsAnEmptyOne() {
        var line = TypedLine()
        for character in "open 3" {
            _ = line.handle(.character(character))
        }
        #expect(line.handle(.enter) == .entered("open 3"))
        #expect(line.text.isEmpty)
    }

    @Test(arguments: [
        ("swift", true), ("sw", true), ("s", true), ("o", false), ("op", false), ("open", false),
        ("open 3", false), ("n", false), ("ne", false), ("new", true), ("q", false), ("", false),
        ("react native", true), ("re", false),
    ])
    func searchesAsTypedUnlessTheLineMayBecomeACommand(text: String, searches: Bool) {
        #expect(TypeaheadRun.searchesAsTyped(text) == searches)
    }
}

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
        let process = Process()
        let exit = ExitWatch(process)
        process.executableURL = GitHubSearchExecutable.url
        process.arguments = arguments
        process.environment = ["TERM": "xterm-256color", "COLUMNS": "100"]
        process.standardInput = terminal.terminal
        process.standardOutput = terminal.terminal
        process.standardError = terminal.terminal
        try process.run()
        try terminal.wait(for: "search> ")
        return (process, exit)
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
        let (process, exit) = try start(["--per-page", "5"])
        terminal.type("swift")
        try terminal.wait(for: "107 results — Ctrl-N: next page; Enter runs open N, help")

        // When F1, F2, SS3 keys and a title report arrive, then Ctrl-N
        terminal.type("\u{1B}OP\u{1B}OQ\u{1B}OA\u{1B}OH\u{1B}]0;title\u{07}\u{1B}+")
        terminal.type("\u{0E}")

        // Then the query is still "swift" (nothing inserted) and page 2 shows
        try terminal.wait(for: "page 2 of ")
        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.contains("swiftP"))
        #expect(!terminal.transcript.contains("title"))
        #expect(terminal.transcript.contains("   6 "))
    }

    @Test func emptyingTheLineCancelsTheSearchAndClearsTheResults() throws {
        // Given a slow service, "kotlin" typed and being searched
        let (process, exit) = try start(["--per-page", "5", "--latency", "400"])
        terminal.type("kotlin")
        try terminal.wait(for: "searching “kotlin”")

        // When the line is cleared with Ctrl-U, then "next" asked for
        terminal.type("\u{15}")
        terminal.type("next\r")

        // Then no results arrive: the search was cancelled and the results cleared
        try terminal.wait(for: "search for something first")
        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(!terminal.transcript.contains("   # repository"))
    }

    @Test func emptyingTheLineWithBackspaceErasesTheResultsShown() throws {
        // Given kotlin's first page shown: a header, five rows and a footer, seven rows
        let (process, exit) = try start(["--per-page", "5"])
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
        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        let afterErasing = try #require(terminal.transcript.components(separatedBy: "\u{1B}[7A\u{1B}[J").last)
        #expect(!afterErasing.contains("# repository"))
        #expect(!afterErasing.contains("No repositories match"))
    }

    @Test func aNewQuerysResultsReplaceTheOnesBefore() throws {
        // Given golang's results: a header, two rows and a footer
        let (_, exit) = try start(["--per-page", "5"])
        terminal.type("golang")
        try terminal.wait(for: "2 results")

        // When one more key makes a query without matches
        terminal.type("x")

        // Then golang's four rows are erased before the new answer shows
        try terminal.wait(for: "\u{1B}[4A\u{1B}[J")
        try terminal.wait(for: "No repositories match “golangx”.")
        terminal.type("\u{03}")
        try #require(exit.wait())
    }

    @Test func afterAResizeTheNextRowsFitTheNewWidth() throws {
        // Given swift's first page on a terminal 100 columns wide
        let (process, exit) = try start(["--per-page", "5"])
        try terminal.resize(columns: 100, rows: 30)
        terminal.type("swift")
        try terminal.wait(for: "107 results")

        // When the window narrows to 50 columns, then Ctrl-N loads page 2
        try terminal.resize(columns: 50, rows: 30)
        kill(process.processIdentifier, SIGWINCH)
        terminal.type("\u{0E}")
        try terminal.wait(for: "page 2 of 22")
        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()

        // Then page 2's rows (ranks 6 to 10) and its footer fit in 50 columns
        let start = try #require(terminal.transcript.range(of: "   6 ", options: .backwards))
        let shown = ["\u{1B}[2K", "\u{1B}[2m", "\u{1B}[0m"].reduce(String(terminal.transcript[start.lowerBound...])) {
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
        let (_, exit) = try start(["--per-page", "5", "--latency", "3000"])

        // Each key's search shows its own query, after the typed line on the same row (dim, after two
        // spaces), so the line stays visible while the spinner turns
        terminal.type("g")
        try terminal.wait(for: "search> g\u{1B}[2m  ")
        try terminal.wait(for: "searching “g”…")
        terminal.type("o")
        try terminal.wait(for: "search> go\u{1B}[2m  ")
        try terminal.wait(for: "searching “go”…")
        terminal.type("\u{03}")
        try #require(exit.wait())
    }

    @Test func aLineWiderThanTheTerminalShowsItsEndOnOneRow() throws {
        let (_, exit) = try start(["--per-page", "5"])

        terminal.type(String(repeating: "x", count: 150) + "END")
        try terminal.wait(for: "xEND")
        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
        let rows = terminal.transcript.components(separatedBy: "\u{1B}[2K").filter {
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
}
