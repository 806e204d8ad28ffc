import GitHubSearch
import Prex
import PrexTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DetailPresenterTests {
    /// A detail feature's own Flux on `apple/swift`, whose presenters fetch from `service`.
    private func flux(_ service: any RepositoryService) -> Flux<DetailAction, DetailState> {
        Flux(
            state: DetailState(repository: .make("apple/swift")), mutation: DetailMutation(),
            dependencies: Dependencies { $0.repositories = service })
    }

    @Test func refreshDispatchesStartedThenRefreshedAndShowsTheFreshCopy() async throws {
        let view = RecordingView<DetailState>()
        let service = StubRepositoryService { _, _, _ in .make(page: 1, of: 1, total: 0, items: []) }
        let flux = flux(service)
        let recorder = ActionRecorder(flux.dispatcher)
        let presenter = Presenter(view: view, flux: flux)

        await presenter.refresh().value

        let fresh = Repository.make("apple/swift", stars: 999)
        let started = try #require(recorder.actions.first)
        guard case .refreshStarted(let request) = started else {
            Issue.record("expected the start first, got \(recorder.actions)")
            return
        }
        expectNoDifference([.refreshStarted(request), .refreshed(request, fresh)], recorder.actions)
        #expect(service.recordedRequests == ["repository apple/swift"])
        #expect(view.states.last?.repository.stargazersCount == 999)
        #expect(view.states.last?.details.isLoading == false)
    }

    @Test func aFailedRefreshKeepsTheRepositoryShown() async throws {
        // Given a detail screen on a service whose every request loses the connection
        let view = RecordingView<DetailState>()
        let flux = flux(MockRepositoryService(faults: FaultPlan(failure: .network)))
        let recorder = ActionRecorder(flux.dispatcher)
        let presenter = Presenter(view: view, flux: flux)

        // When a refresh fails
        await presenter.refresh().value

        // Then the view still shows the repository, with the failure and no progress
        try #require(recorder.actions.count == 2)
        guard case .refreshFailed(_, .network)? = recorder.actions.last else {
            Issue.record("expected a network failure, got \(recorder.actions)")
            return
        }
        let shown = view.states.last
        #expect(shown?.repository.fullName == "apple/swift")
        #expect(shown?.details.error != nil)
        #expect(shown?.details.isLoading == false)
    }
}
