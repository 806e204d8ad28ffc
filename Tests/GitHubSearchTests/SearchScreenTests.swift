import GitHubSearch
import Prex
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SearchScreenTests {
    /// The screen the presenter reflects on; tests keep it, as the presenter holds it weakly.
    private var screen: SearchScreen?

    private mutating func search(
        format: SearchScreen.Format = .table, interactive: Bool = false, capture: Capture,
        answer: @escaping StubRepositoryService.Answer
    ) -> SearchPresenter {
        let screen = SearchScreen(console: capture.console(width: 80), format: format, isInteractive: interactive)
        self.screen = screen
        return SearchPresenter(view: screen, service: StubRepositoryService(answer: answer), perPage: 2)
    }

    @Test mutating func aSearchPrintsAHeaderItsRowsAndAFooter() async throws {
        let capture = Capture()
        let presenter = search(capture: capture) { _, page, _ in
            .make(page: page, of: 3, total: 5, items: [.make("apple/swift", stars: 67_100), .make("vapor/vapor")])
        }

        await presenter.search("swift").value

        try #require(capture.outputLines.count == 4)
        #expect(capture.outputLines[0].hasPrefix("   # repository"))
        #expect(capture.outputLines[1].hasPrefix("   1 apple/swift"))
        #expect(capture.outputLines[2].hasPrefix("   2 vapor/vapor"))
        #expect(capture.outputLines[3] == "page 1 of 3, 5 results")
        #expect(capture.errors.isEmpty)
    }

    @Test mutating func theNextPagePrintsOnlyItsNewRows() async throws {
        let capture = Capture()
        let presenter = search(interactive: true, capture: capture) { _, page, _ in
            .make(page: page, of: 3, total: 5, items: [.make("owner/p\(page)a"), .make("owner/p\(page)b")])
        }
        await presenter.search("swift").value

        await presenter.fetchNextPage()?.value

        let lines = capture.outputLines
        try #require(lines.count == 7)
        #expect(lines[4].hasPrefix("   3 owner/p2a"))
        #expect(lines[5].hasPrefix("   4 owner/p2b"))
        #expect(lines[6] == "page 2 of 3, 5 results — n: next page, open N: details, star N, help: commands")
    }

    @Test mutating func noMatchesSaySo() async throws {
        let capture = Capture()
        let presenter = search(capture: capture) { _, page, _ in .make(page: page, of: 1, total: 0, items: []) }

        await presenter.search("zzz").value

        #expect(capture.outputLines == ["No repositories match “zzz”."])
    }

    @Test mutating func failuresGoToStandardErrorWithTheRateLimitReset() async throws {
        let capture = Capture()
        let presenter = search(capture: capture) { _, _, _ in throw ServiceError.rateLimited(resetAt: 3_600 * 14 + 300)
        }

        await presenter.search("swift").value

        #expect(capture.output.isEmpty)
        #expect(capture.errors == "error: page 1: GitHub's rate limit is exhausted; it resets at 14:05:00 UTC\n")
    }

    @Test mutating func jsonFormatPrintsTheItemsInTheAPIsShape() async throws {
        let capture = Capture()
        let presenter = search(format: .json, capture: capture) { _, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("apple/swift")])
        }

        await presenter.search("swift").value

        #expect(capture.output.hasPrefix("[\n"))
        #expect(capture.output.contains("\"full_name\" : \"apple/swift\""))
        #expect(capture.output.contains("\"stargazers_count\" : 100"))
    }

    @Test func aFullRenderPrintsTheHeaderAndEveryRow() throws {
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(width: 80), format: .table, isInteractive: false)

        screen.reflect(change: StateChange(new: Self.results(page: 2, names: ["a/p1", "a/p2", "a/p3"]), old: nil))

        let lines = capture.outputLines
        try #require(lines.count == 5)
        #expect(lines[0].hasPrefix("   # repository"))
        #expect(lines[1].hasPrefix("   1 a/p1"))
        #expect(lines[3].hasPrefix("   3 a/p3"))
        #expect(lines[4] == "page 2 of 3, 5 results")
    }

    @Test func resultsThatWereNotAppendedToPrintTheWholeTableAgain() throws {
        // Given a screen that missed the start of a new search (its changes were merged into one)
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(width: 80), format: .table, isInteractive: false)
        let old = Self.results(page: 2, names: ["a/p1", "a/p2", "a/p3"])

        // When the new search's first page arrives
        screen.reflect(change: StateChange(new: Self.results(page: 1, names: ["b/q1", "b/q2"]), old: old))

        // Then the table is printed whole, header first
        let lines = capture.outputLines
        try #require(lines.count == 4)
        #expect(lines[0].hasPrefix("   # repository"))
        #expect(lines[1].hasPrefix("   1 b/q1"))
        #expect(lines[2].hasPrefix("   2 b/q2"))
    }

    @Test func aPageThatAddsNoResultPrintsOnlyItsFooter() {
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(width: 80), format: .table, isInteractive: false)
        let old = Self.results(page: 1, names: ["a/p1", "a/p2"])

        screen.reflect(change: StateChange(new: Self.results(page: 2, names: ["a/p1", "a/p2"]), old: old))

        #expect(capture.outputLines == ["page 2 of 3, 5 results"])
    }

    @Test func jsonFormatPrintsOnlyTheAppendedItems() {
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(width: 80), format: .json, isInteractive: false)
        let old = Self.results(page: 1, names: ["a/p1", "a/p2"])

        screen.reflect(change: StateChange(new: Self.results(page: 2, names: ["a/p1", "a/p2", "a/p3"]), old: old))

        #expect(!capture.output.contains("a/p2"))
        #expect(capture.output.contains("\"full_name\" : \"a/p3\""))
    }

    /// A search for "swift" showing `names` after loading `page` of 3 (2 results a page, 5 in all).
    private static func results(page: Int, names: [String]) -> SearchState {
        var state = SearchState(perPage: 2)
        state.query = "swift"
        let loaded = SearchPage.make(page: page, of: 3, total: 5, items: names.map { Repository.make($0) })
        var results = SearchResults(query: "swift", firstPage: loaded, request: request(UInt64(page)))
        results.firstPage = 1
        state.results = RequestState(value: results)
        return state
    }
}
