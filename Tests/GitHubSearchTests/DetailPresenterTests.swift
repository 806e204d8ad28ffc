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

    @Test func refreshDispatchesStartedThenRefreshedAndShowsTheFreshCopy() async {
        let service = StubRepositoryService { _, _, _ in .make(page: 1, of: 1, total: 0, items: []) }
        let store = TestStore(state: DetailState(repository: .make("apple/swift")), mutation: DetailMutation()) {
            $0.repositories = service
        }
        let presenter = store.presenter { Presenter(view: $0, flux: $1) }
        let fresh = Repository.make("apple/swift", stars: 999)

        await store.send(presenter.refresh()) { $0.details.start(request(1)) }
        await store.receive(.refreshed(request(1), fresh)) {
            $0.details.finish(request(1), with: .success(fresh))
            $0.repository = fresh
        }

        #expect(service.recordedRequests == ["repository apple/swift"])
        await store.finish()
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
