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
        let flux = Flux(state: SearchState(perPage: 3), mutation: SearchMutation())
        let recorder = ActionRecorder(flux.dispatcher)
        return (SearchPresenter(view: view, service: service, flux: flux), view, recorder, service)
    }

    @Test func aSearchDispatchesStartedThenLoaded() async {
        let page = swiftPage
        let (presenter, view, recorder, service) = makePresenter { _, _, _ in page }

        await presenter.search("swift").value

        expectNoDifference(
            [.searchStarted(request: 1, query: "swift", page: 1), .pageLoaded(request: 1, page)], recorder.actions)
        #expect(service.recordedRequests == ["swift#1/3"])
        #expect(view.states.last?.repositories.map(\.fullName) == ["apple/swift", "vapor/vapor"])
        #expect(view.states.last?.isLoading == false)
    }

    @Test func fetchNextPageAppendsTheFollowingPage() async throws {
        let (presenter, _, recorder, service) = makePresenter { _, page, _ in
            .make(page: page, of: 3, total: 7, items: [.make("owner/page\(page)")])
        }
        await presenter.search("swift").value

        let loading = try #require(presenter.fetchNextPage())
        await loading.value

        #expect(service.recordedRequests == ["swift#1/3", "swift#2/3"])
        #expect(recorder.actions.dropFirst(2).first == .pageRequested(request: 2, page: 2))
        #expect(presenter.state.repositories.map(\.fullName) == ["owner/page1", "owner/page2"])
        #expect(presenter.state.page == 2)
    }

    @Test func thereIsNoNextPageAfterTheLastOne() async {
        let (presenter, _, _, _) = makePresenter { _, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("a/a")])
        }
        await presenter.search("swift").value

        #expect(presenter.fetchNextPage() == nil)
    }

    @Test func aFailureLivesInStateAndRetryLoadsThePageAgain() async throws {
        let failing = Flag(true)
        let (presenter, view, recorder, _) = makePresenter { _, page, _ in
            if page == 2, failing.isSet {
                throw ServiceError.network(message: "offline")
            }
            return .make(page: page, of: 3, total: 7, items: [.make("owner/page\(page)")])
        }
        await presenter.search("swift").value
        await presenter.fetchNextPage()?.value

        #expect(presenter.state.failure == SearchState.Failure(page: 2, error: .network(message: "offline")))
        #expect(presenter.state.repositories.map(\.fullName) == ["owner/page1"])
        #expect(recorder.actions.last == .pageFailed(request: 2, page: 2, .network(message: "offline")))

        failing.isSet = false
        let retrying = try #require(presenter.retry())
        await retrying.value

        #expect(presenter.state.failure == nil)
        #expect(presenter.state.repositories.map(\.fullName) == ["owner/page1", "owner/page2"])
        #expect(view.states.last?.page == 2)
    }

    @Test func aNewSearchCancelsTheOneInFlight() async {
        // Given a first search that never answers until it is cancelled
        let (presenter, _, recorder, _) = makePresenter { query, page, _ in
            if query == "slow" {
                try await Task.sleep(nanoseconds: 3_600 * 1_000_000_000)
            }
            return .make(page: page, of: 1, total: 1, items: [.make("fast/result")])
        }
        let slow = presenter.search("slow")

        // When a second search starts
        let fast = presenter.search("fast")
        await slow.value
        await fast.value

        // Then the first was cancelled and only the second's results show
        #expect(recorder.actions.contains(.requestCancelled(request: 1)))
        #expect(!recorder.actions.contains { if case .pageLoaded(1, _) = $0 { true } else { false } })
        #expect(presenter.state.query == "fast")
        #expect(presenter.state.repositories.map(\.fullName) == ["fast/result"])
        #expect(!presenter.state.isLoading)
    }

    @Test func aNewQueryCancelsTheSearchInFlightAtTheService() async {
        // Given a search held by the service
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let presenter = SearchPresenter(view: RecordingView(), service: service, perPage: 3)
        let slow = presenter.search("slow")
        #expect(await service.waitForSearches(1) == ["slow#1"])

        // When the user enters another query
        let fast = presenter.search("fast")

        // Then the service sees the first search cancelled, and only the new query's results show
        #expect(await service.waitForCancellations(1) == ["slow#1"])
        #expect(await service.waitForSearches(1) == ["fast#1"])
        service.release("fast#1")
        await fast.value
        service.release("slow#1")
        await slow.value
        #expect(presenter.state.repositories.map(\.fullName) == ["fast/result"])
        #expect(!presenter.state.isLoading)
    }

    @Test func aNewQueryCancelsThePageLoadInFlightAtTheService() async throws {
        // Given page 1 of "swift" shown and its page 2 held by the service
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 3, total: 7, items: [.make("\(query)/page\(page)")])
        }
        let presenter = SearchPresenter(view: RecordingView(), service: service, perPage: 3)
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
        var presenter: SearchPresenter? = SearchPresenter(view: RecordingView(), service: service, perPage: 3)
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

    @Test func selectOpensAResultByItsRank() async {
        let page = swiftPage
        let (presenter, _, _, _) = makePresenter { _, _, _ in page }
        await presenter.search("swift").value

        #expect(presenter.select(rank: 2))
        #expect(presenter.state.selected?.fullName == "vapor/vapor")
        #expect(!presenter.select(rank: 3))
        #expect(!presenter.select(rank: 0))
    }
}
