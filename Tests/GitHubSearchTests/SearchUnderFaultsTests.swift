import GitHubSearch
import Prex
import PrexTesting
import TestSupport
import Testing

/// The search presenter and screen when the service is slow, fails, lies or is cancelled.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SearchUnderFaultsTests {
    /// A page of results owned by `query`, so a test can tell whose results are on screen.
    nonisolated private static func page(_ query: String, _ page: Int, perPage: Int = 2) -> SearchPage {
        .make(
            page: page, of: 3, total: 3 * perPage,
            items: (1...perPage).map { .make("\(query)/p\(page)r\($0)") })
    }

    /// A presenter, two results a page, on a service that answers each search with ``page(_:_:perPage:)`` only
    /// when the test releases it, and the view that records what the presenter reflects.
    private static func makeGatedSearch() -> (GatedRepositoryService, RecordingView<SearchState>, SearchPresenter) {
        let service = GatedRepositoryService { query, page, perPage in Self.page(query, page, perPage: perPage) }
        let view = RecordingView<SearchState>()
        return (service, view, SearchPresenter(view: view, service: service, perPage: 2))
    }

    /// ``makeGatedSearch()`` with page 1 of "swift" on screen and page 2 asked for and held by the service;
    /// the last element is the task loading page 2.
    private static func swiftWithItsNextPageHeld() async throws -> (
        GatedRepositoryService, RecordingView<SearchState>, SearchPresenter, Task<Void, Never>
    ) {
        let (service, view, presenter) = makeGatedSearch()
        let searching = presenter.search("swift")
        _ = await service.waitForSearches(1)
        service.release("swift#1")
        await searching.value
        let nextPage = try #require(presenter.fetchNextPage())
        _ = await service.waitForSearches(1)
        return (service, view, presenter, nextPage)
    }

    @Test func rapidSearchesShowOnlyTheLatestQuerysResults() async {
        // Given a service that answers only when released, even cancelled requests
        let (service, view, presenter) = Self.makeGatedSearch()

        // When twenty searches start in a row, and their answers come back newest first, then in a scramble
        let queries = (1...20).map { "q\($0)" }
        let tasks = queries.map { presenter.search($0) }
        let held = await service.waitForSearches(queries.count)
        service.release("q20#1")
        await tasks[19].value
        var generator = SplitMix64(seed: 20)
        for key in held.shuffled(using: &generator) {
            service.release(key)
        }
        for task in tasks {
            await task.value
        }

        // Then no reflected state ever showed a superseded query's results
        for change in view.changes where !change.new.repositories.isEmpty {
            #expect(change.new.query == "q20")
            #expect(change.new.repositories.allSatisfy { $0.owner.login == "q20" })
        }
        #expect(presenter.state.repositories.map(\.fullName) == ["q20/p1r1", "q20/p1r2"])
        #expect(!presenter.state.isLoading)
    }

    @Test func rapidSearchesOnTheMockedServiceShowOnlyMatchingResults() async {
        // Given the mocked service with latency (each request lets other tasks run), and queries whose results
        // cannot overlap
        let service = MockRepositoryService(faults: FaultPlan(latencyMilliseconds: 1), clock: ImmediateClock())
        let view = RecordingView<SearchState>()
        let presenter = SearchPresenter(view: view, service: service, perPage: 5)
        let languages = ["swift", "rust", "go", "python", "javascript", "c++", "java", "kotlin"]
        var generator = SplitMix64(seed: 0x5EED)

        // When a hundred searches follow each other, some answered before the next, most superseded
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<100 {
            tasks.append(presenter.search("language:\(languages.randomElement(using: &generator)!)"))
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                await Task.yield()
            }
            if Int.random(in: 0..<10, using: &generator) == 0 {
                await tasks.last?.value
            }
        }
        for task in tasks {
            await task.value
        }

        // Then every reflected result matches the query it answers, and the last search won
        for change in view.changes {
            let answered = change.new.results.value?.query ?? ""
            let query = try? SearchQuery(parsing: answered)
            #expect(change.new.repositories.allSatisfy { query?.matches($0) == true }, "\(answered)")
        }
        let last = try? await service.searchRepositories(query: presenter.state.query, page: 1, perPage: 5)
        #expect(presenter.state.repositories == last?.response.items)
        #expect(presenter.state.results.value?.query == presenter.state.query)
        #expect(!presenter.state.isLoading)
    }

    @Test func aFailureOnPageThreeKeepsPagesOneAndTwoAndRetryResumes() async throws {
        // Given the mocked service, whose page 3 fails once with a network error
        let healthy = MockRepositoryService()
        let failing = MockRepositoryService(faults: FaultPlan(failure: .network, failingPage: 3))
        let failsOnce = Flag(true)
        let service = StubRepositoryService { query, page, perPage in
            if page == 3, failsOnce.isSet {
                failsOnce.isSet = false
                return try await failing.searchRepositories(query: query, page: page, perPage: perPage)
            }
            return try await healthy.searchRepositories(query: query, page: page, perPage: perPage)
        }
        let view = RecordingView<SearchState>()
        let presenter = SearchPresenter(view: view, service: service, perPage: 5)
        var expected: [Repository] = []
        for page in 1...4 {
            expected += try await healthy.searchRepositories(query: "swift", page: page, perPage: 5).response.items
        }

        // When pages 1 to 3 are asked for
        await presenter.search("swift").value
        await presenter.fetchNextPage()?.value
        await presenter.fetchNextPage()?.value

        // Then pages 1 and 2 stay, with the failure of page 3
        #expect(presenter.state.repositories == Array(expected.prefix(10)))
        #expect(presenter.state.page == 2)
        #expect(presenter.state.failure?.page == 3)
        #expect(presenter.state.failure?.error == .network(message: "The network connection was lost."))
        #expect(!presenter.state.isLoading)
        #expect(view.changes.allSatisfy { $0.new.repositories.count <= 10 || $0.new.failure == nil })

        // When the user retries, then goes on
        let retrying = try #require(presenter.retry())
        await retrying.value
        await presenter.fetchNextPage()?.value

        // Then page 3 arrives after pages 1 and 2, and paging resumes
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.repositories == expected)
        #expect(presenter.state.page == 4)
        #expect(service.recordedRequests == ["swift#1/5", "swift#2/5", "swift#3/5", "swift#3/5", "swift#4/5"])
    }

    @Test func aRateLimitShowsTheResetTimeAndKeepsTheResults() async throws {
        // Given the mocked service at 14:04:00 UTC, out of rate limit from page 3
        let service = MockRepositoryService(
            faults: FaultPlan(failure: .rateLimit, failingPage: 3), now: { 14 * 3_600 + 4 * 60 })
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(), format: .table, isInteractive: true)
        let presenter = SearchPresenter(view: screen, service: service, perPage: 5)

        // When pages 1 to 3 are asked for
        await presenter.search("swift").value
        await presenter.fetchNextPage()?.value
        await presenter.fetchNextPage()?.value

        // Then the ten results stay on screen and the error says when the limit resets
        #expect(
            capture.errors
                == "error: page 3: GitHub's rate limit is exhausted; it resets at 14:05:00 UTC (type retry to try again)\n"
        )
        #expect(capture.outputLines.filter { $0.drop { $0 == " " }.first?.isNumber == true }.count == 10)
        #expect(presenter.state.failure?.error == .rateLimited(resetAt: 14 * 3_600 + 5 * 60))
        #expect(presenter.state.repositories.count == 10)
    }

    @Test(arguments: [1, 2])
    func aMalformedPayloadIsAnErrorStateNotACrash(failingPage: Int) async throws {
        // Given the mocked service, whose answer for one page is cut in half
        let service = MockRepositoryService(faults: FaultPlan(failure: .malformed, failingPage: failingPage))
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(), format: .table, isInteractive: false)
        let presenter = SearchPresenter(view: screen, service: service, perPage: 5)

        // When pages are asked for up to the broken one
        await presenter.search("swift").value
        await presenter.fetchNextPage()?.value

        // Then the broken page is a failure in the state, and the pages before it stay
        let failure = try #require(presenter.state.failure)
        guard case .malformedPayload = failure.error else {
            Issue.record("expected a malformed payload, got \(failure.error)")
            return
        }
        #expect(failure.page == failingPage)
        #expect(presenter.state.repositories.count == (failingPage - 1) * 5)
        #expect(!presenter.state.isLoading)
        #expect(capture.errors.hasPrefix("error: page \(failingPage): GitHub's answer could not be read: "))
    }

    @Test func aNonsensicalPageIsShownWithoutACrash() async {
        // Given a service whose page contradicts itself: no items, a negative total, a next page behind it
        let nonsense = SearchPage(
            page: 7, response: SearchResponse(totalCount: -5, incompleteResults: true, items: []),
            pagination: Pagination(next: 1, previous: 9, first: 3, last: 2))
        let capture = Capture()
        let screen = SearchScreen(console: capture.console(), format: .table, isInteractive: true)
        let presenter = SearchPresenter(view: screen, service: StubRepositoryService { _, _, _ in nonsense })

        // When it is searched and paged
        await presenter.search("swift").value
        await presenter.fetchNextPage()?.value

        // Then the state is consistent and the screen says there is nothing
        #expect(!presenter.state.isLoading)
        #expect(presenter.state.repositories.isEmpty)
        #expect(capture.outputLines.allSatisfy { $0 == "No repositories match “swift”." })
        #expect(!presenter.select(rank: 1))
    }

    @Test func cancellingTheFirstPageLeavesAnEmptyIdleSearch() async {
        // Given the mocked service with a latency on a clock that never moves
        let service = MockRepositoryService(faults: FaultPlan(latencyMilliseconds: 1), clock: TestClock())
        let view = RecordingView<SearchState>()
        let presenter = SearchPresenter(view: view, service: service)

        // When the search is cancelled in flight
        let searching = presenter.search("swift")
        presenter.cancel()
        await searching.value

        // Then nothing loads, nothing failed, and there is nothing to page or retry
        #expect(presenter.state.query == "swift")
        #expect(!presenter.state.isLoading)
        #expect(presenter.state.repositories.isEmpty)
        #expect(presenter.state.failure == nil)
        #expect(view.states.last?.isLoading == false)
        #expect(presenter.fetchNextPage() == nil)
        #expect(presenter.retry() == nil)
    }

    @Test func cancellingTheNextPageKeepsTheResultsEvenIfTheAnswerComesLate() async throws {
        // Given page 1 on screen, and page 2 held by a service that ignores cancellation
        let (service, view, presenter, loading) = try await Self.swiftWithItsNextPageHeld()

        // When the user cancels, and page 2 still arrives
        presenter.cancel()
        service.release("swift#2")
        await loading.value

        // Then page 1 stays, nothing loads, and page 2 can be asked for again
        #expect(presenter.state.repositories.map(\.fullName) == ["swift/p1r1", "swift/p1r2"])
        #expect(presenter.state.page == 1)
        #expect(!presenter.state.isLoading)
        #expect(presenter.state.failure == nil)
        #expect(view.changes.allSatisfy { $0.new.repositories.count <= 2 })
        let again = try #require(presenter.fetchNextPage())
        let asked = await service.waitForSearches(1)
        service.release(asked[0])
        await again.value
        #expect(asked == ["swift#2"])
        #expect(presenter.state.repositories.count == 4)
    }

    @Test func aNewSearchDuringANextPageKeepsTheResultsUntilItAnswersAndIgnoresTheLatePage() async throws {
        // Given page 1 of "swift" on screen and its page 2 held
        let (service, view, presenter, paging) = try await Self.swiftWithItsNextPageHeld()

        // When a new search starts, and the old page 2 answers after the new page 1
        let rust = presenter.search("rust")
        _ = await service.waitForSearches(1)
        service.release("rust#1")
        await rust.value
        service.release("swift#2")
        await paging.value

        // Then "swift"'s page 1 showed until "rust" answered; then only "rust" shows, from its first page
        #expect(presenter.state.repositories.map(\.fullName) == ["rust/p1r1", "rust/p1r2"])
        #expect(!presenter.state.isLoading)
        let afterNewSearch = view.changes.drop { $0.new.query != "rust" }
        let shown = afterNewSearch.map { $0.new.repositories.map(\.fullName) }
        #expect(shown.first == ["swift/p1r1", "swift/p1r2"], "the results stayed while rust loaded")
        #expect(shown.last == ["rust/p1r1", "rust/p1r2"])
        #expect(shown.allSatisfy { !$0.contains("swift/p2r1") }, "the late page 2 was never shown")
    }
}
