import GitHubSearch
import Prex
import PrexTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DetailPresenterTests {
    @Test func refreshDispatchesStartedThenRefreshedAndShowsTheFreshCopy() async {
        let view = RecordingView<DetailState>()
        let flux = Flux(state: DetailState(repository: .make("apple/swift")), mutation: DetailMutation())
        let recorder = ActionRecorder(flux.dispatcher)
        let service = StubRepositoryService { _, _, _ in .make(page: 1, of: 1, total: 0, items: []) }
        let presenter = DetailPresenter(view: view, service: service, flux: flux)

        await presenter.refresh().value

        let fresh = Repository.make("apple/swift", stars: 999)
        expectNoDifference([.refreshStarted, .refreshed(fresh)], recorder.actions)
        #expect(service.recordedRequests == ["repository apple/swift"])
        #expect(view.states.last?.repository.stargazersCount == 999)
        #expect(view.states.last?.isRefreshing == false)
    }

    @Test func aFailedRefreshKeepsTheRepositoryShown() async throws {
        // Given a detail screen on a service whose every request loses the connection
        let view = RecordingView<DetailState>()
        let flux = Flux(state: DetailState(repository: .make("apple/swift")), mutation: DetailMutation())
        let recorder = ActionRecorder(flux.dispatcher)
        let service = MockRepositoryService(faults: FaultPlan(failure: .network))
        let presenter = DetailPresenter(view: view, service: service, flux: flux)

        // When a refresh fails
        await presenter.refresh().value

        // Then the view still shows the repository, with the failure and no progress
        try #require(recorder.actions.count == 2)
        #expect(recorder.actions.first == .refreshStarted)
        guard case .refreshFailed(.network)? = recorder.actions.last else {
            Issue.record("expected a network failure, got \(recorder.actions)")
            return
        }
        let shown = view.states.last
        #expect(shown?.repository.fullName == "apple/swift")
        #expect(shown?.failure != nil)
        #expect(shown?.isRefreshing == false)
    }
}
