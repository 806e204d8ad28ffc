import GitHubSearch
import Prex
import PrexTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SearchPresenterTests {
    private let swiftPage = SearchPage.make(
        page: 1, of: 3, total: 7, items: [.make("apple/swift"), .make("vapor/vapor")])

    private func makePresenter(
        _ answer: @escaping StubRepositoryService.Answer
    ) -> (SearchPresenter, RecordingView<SearchState>, ActionRecorder<SearchAction>, StubRepositoryService) {
        let service = StubRepositoryService(answer: answer)
        let view = RecordingView<SearchState>()
        let flux = flux(service)
        return (SearchPresenter(view: view, flux: flux), view, ActionRecorder(flux.dispatcher), service)
    }

    /// A search feature's Flux whose presenters search `service` and wait on `clock`: the dependencies
    /// substituted.
    private func flux(
        _ service: any RepositoryService, clock: any FeatureClock = ImmediateClock()
    ) -> Flux<SearchAction, SearchState> {
        Flux(
            state: SearchState(perPage: 3), mutation: SearchMutation(),
            dependencies: .explicit {
                $0.repositories = service
                $0.clock = clock
            })
    }

    /// A test store over a search feature whose service answers with `answer` (every other dependency unset:
    /// reading one fails the test), a presenter on it, and the service.
    private func makeStore(
        _ answer: @escaping StubRepositoryService.Answer
    ) -> (TestStore<SearchAction, SearchState>, SearchPresenter, StubRepositoryService) {
        let service = StubRepositoryService(answer: answer)
        let store = TestStore(state: SearchState(perPage: 3), mutation: SearchMutation()) { $0.repositories = service }
        return (store, store.presenter { SearchPresenter(view: $0, flux: $1) }, service)
    }

    private func actions(_ recorder: ActionRecorder<SearchAction>) -> [SearchAction] {
        RequestNumbering.renumbered(recorder.actions)
    }

    @Test func aSearchDispatchesStartedThenLoaded() async {
        let page = swiftPage
        let (store, presenter, service) = makeStore { _, _, _ in page }

        await store.send(presenter.search("swift")) { $0.start("swift", request(1)) }
        await store.receive(.pageLoaded(request: request(1), page)) { $0.load(page, request(1)) }

        #expect(service.recordedRequests == ["swift#1/3"])
        await store.finish()
    }

    @Test func fetchNextPageAppendsTheFollowingPage() async throws {
        let (store, presenter, service) = makeStore { _, page, _ in
            .make(page: page, of: 3, total: 7, items: [.make("owner/page\(page)")])
        }
        await store.send(presenter.search("swift")) { $0.start("swift", request(1)) }
        await store.receive(.pageLoaded(request: request(1), .page(1))) { $0.load(.page(1), request(1)) }

        await store.send(presenter.fetchNextPage()) { $0.startPage(2, request(2)) }
        await store.receive(.pageLoaded(request: request(2), .page(2))) { $0.load(.page(2), request(2)) }

        #expect(service.recordedRequests == ["swift#1/3", "swift#2/3"])
        #expect(store.state.repositories.map(\.fullName) == ["owner/page1", "owner/page2"])
        await store.finish()
    }

    @Test func thereIsNoNextPageAfterTheLastOne() async {
        let (presenter, _, _, _) = makePresenter { _, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("a/a")])
        }
        await presenter.search("swift").value

        #expect(presenter.fetchNextPage() == nil)
    }

    @Test func aFailureLivesInStateAndRetryLoadsThePageAgain() async {
        let failing = Flag(true)
        let (store, presenter, _) = makeStore { _, page, _ in
            if page == 2, failing.isSet {
                throw ServiceError.network(message: "offline")
            }
            return .page(page)
        }
        await store.send(presenter.search("swift")) { $0.start("swift", request(1)) }
        await store.receive(.pageLoaded(request: request(1), .page(1))) { $0.load(.page(1), request(1)) }

        await store.send(presenter.fetchNextPage()) { $0.startPage(2, request(2)) }
        let offline = SearchState.Failure(page: 2, error: .network(message: "offline"))
        await store.receive(.pageFailed(request: request(2), page: 2, offline.error)) {
            $0.results.finish(request(2), with: .failure(offline))
            $0.loadingPage = nil
        }

        failing.isSet = false
        await store.send(presenter.retry()) { $0.startPage(2, request(3)) }
        await store.receive(.pageLoaded(request: request(3), .page(2))) { $0.load(.page(2), request(3)) }
        #expect(store.state.repositories.map(\.fullName) == ["owner/page1", "owner/page2"])
        await store.finish()
    }

    @Test func aSearchAnsweringAfterANewerOneChangesNothing() async {
        // Given a first search whose answer the service holds, and a second one answered at once
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let flux = flux(service)
        let recorder = ActionRecorder(flux.dispatcher)
        let presenter = SearchPresenter(view: RecordingView(), flux: flux)
        let slow = presenter.search("slow")
        #expect(await service.waitForSearches(1) == ["slow#1"])
        let fast = presenter.search("fast")
        #expect(await service.waitForSearches(1) == ["fast#1"])

        // When the second answers first, then the first (a request already sent runs to its end)
        service.release("fast#1")
        await fast.value
        service.release("slow#1")
        await slow.value

        // Then the first's answer was dispatched and ignored: only the second's results show
        #expect(
            actions(recorder).suffix(2).map(\.pageLoadedRequest) == [request(2), request(1)],
            "both answers reached the Flux, the newer first")
        #expect(presenter.state.query == "fast")
        #expect(presenter.state.repositories.map(\.fullName) == ["fast/result"])
        #expect(!presenter.state.isLoading)
    }

    @Test func outOfOrderAnswersFromTheMockedServiceAreIgnored() async throws {
        // Given the mocked service on a test clock, whose latency grows as a query gets shorter
        let clock = TestClock()
        let service = MockRepositoryService(faults: FaultPlan(latencyMilliseconds: 20), clock: clock)
        let broad = service.latencyMilliseconds(forQuery: "sw")
        let narrow = service.latencyMilliseconds(forQuery: "swift")
        let store = TestStore(state: SearchState(perPage: 3), mutation: SearchMutation()) {
            $0.repositories = service
            $0.clock = clock  // so that advancing the clock waits for the searches to reach the service's sleep
        }
        let presenter = store.presenter { SearchPresenter(view: $0, flux: $1) }
        let (swift, sw) = (
            try await MockRepositoryService().page("swift"), try await MockRepositoryService().page("sw")
        )

        // When "sw" is searched, then "swift", and time passes: "swift"'s latency ends first, then "sw"'s
        await store.send(presenter.search("sw")) { $0.start("sw", request(1)) }
        await store.send(presenter.search("swift")) { $0.start("swift", request(2)) }
        await clock.advance(by: .milliseconds(narrow))
        await store.receive(.pageLoaded(request: request(2), swift)) { $0.load(swift, request(2)) }
        await clock.advance(by: .milliseconds(broad - narrow))

        // Then "sw" answered last, and its answer changed nothing
        await store.receive(.pageLoaded(request: request(1), sw))
        await store.finish()
    }

    @Test func aSearchStillWaitingOutItsDebounceNeverReachesTheService() async {
        let service = StubRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let clock = TestClock()
        let presenter = SearchPresenter(view: RecordingView(), flux: flux(service, clock: clock))

        let first = presenter.search("s", debounceMilliseconds: 50)
        let second = presenter.search("sw", debounceMilliseconds: 50)
        await clock.waitForSleepers(2)
        #expect(service.recordedRequests.isEmpty, "nothing asks the service while the debounce lasts")
        await clock.advance(by: .milliseconds(50))
        await first.value
        await second.value

        #expect(service.recordedRequests == ["sw#1/3"])
        #expect(presenter.state.repositories.map(\.fullName) == ["sw/result"])
    }

    @Test func aNewQueryCancelsThePageLoadInFlightAtTheService() async throws {
        // Given page 1 of "swift" shown and its page 2 held by the service
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 3, total: 7, items: [.make("\(query)/page\(page)")])
        }
        let presenter = SearchPresenter(view: RecordingView(), flux: flux(service))
        let searching = presenter.search("swift")
        _ = await service.waitForSearches(1)
        service.release("swift#1")
        await searching.value
        let paging = try #require(presenter.fetchNextPage())
        #expect(await service.waitForSearches(1) == ["swift#2"])

        // When the user enters another query
        let rust = presenter.search("rust")

        // Then the service sees the page load cancelled, and only the new query's first page shows
        #expect(await service.waitForCancellations(1) == ["swift#2"])
        _ = await service.waitForSearches(1)
        service.release("rust#1")
        await rust.value
        service.release("swift#2")
        await paging.value
        #expect(presenter.state.repositories.map(\.fullName) == ["rust/page1"])
        #expect(presenter.state.page == 1)
    }

    @Test func droppingThePresenterCancelsItsSearchAtTheService() async throws {
        // Given a search held by the service
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        var presenter: SearchPresenter? = SearchPresenter(view: RecordingView(), flux: flux(service))
        presenter?.search("swift")
        _ = await service.waitForSearches(1)
        weak let weakPresenter = presenter

        // When the screen and its presenter go
        presenter = nil

        // Then the search in flight did not keep the presenter alive, and the service sees it cancelled
        try #require(weakPresenter == nil)
        #expect(await service.waitForCancellations(1) == ["swift#1"])
        service.release("swift#1")
    }

    @Test func selectAddressesAResultByItsRank() async {
        let page = swiftPage
        let (presenter, _, recorder, _) = makePresenter { _, _, _ in page }
        await presenter.search("swift").value

        #expect(presenter.select(rank: 2))
        #expect(!presenter.select(rank: 3))
        #expect(!presenter.select(rank: 0))
        #expect(recorder.actions.last == .repositorySelected(.make("vapor/vapor")))
        #expect(presenter.state.result(rank: 1) == .make("apple/swift"))
    }
}

extension SearchState {
    /// This state once a search for `query` started, as `request`: what `SearchMutation` does to it.
    fileprivate mutating func start(_ query: String, _ request: RequestID) {
        self.query = query
        loadingPage = 1
        results.start(request)
    }

    /// This state once another page was asked for, as `request`.
    fileprivate mutating func startPage(_ page: Int, _ request: RequestID) {
        loadingPage = page
        results.start(request)
    }

    /// This state once `page` arrived for `request`, the loading one: the first page of new results, or the next
    /// one appended.
    fileprivate mutating func load(_ page: SearchPage, _ request: RequestID) {
        let shown = results.value.map { page.page > 1 ? $0.appending(page, request: request) : nil } ?? nil
        results.finish(request, with: .success(shown ?? SearchResults(query: query, firstPage: page, request: request)))
        loadingPage = nil
    }
}

extension SearchPage {
    /// Page `number` of 3 (7 results), with the one repository `owner/page<number>`.
    fileprivate static func page(_ number: Int) -> SearchPage {
        .make(page: number, of: 3, total: 7, items: [.make("owner/page\(number)")])
    }
}

extension MockRepositoryService {
    /// The first page of `query`, 3 per page, answered at once.
    fileprivate func page(_ query: String) async throws -> SearchPage {
        try await searchRepositories(query: query, page: 1, perPage: 3)
    }
}

extension SearchAction {
    /// The request of a `pageLoaded`, or `nil`.
    fileprivate var pageLoadedRequest: RequestID? {
        if case .pageLoaded(let request, _) = self { request } else { nil }
    }
}
