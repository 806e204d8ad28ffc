import GitHubSearch
import Prex
import PrexTesting
import Testing

@MainActor
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
