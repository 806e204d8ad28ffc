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

    @Test func aFailedRefreshKeepsTheRepositoryShown() {
        var state = DetailState(repository: .make("apple/swift"))
        let mutation = DetailMutation()

        mutation.mutate(action: .refreshStarted, state: &state)
        mutation.mutate(action: .refreshFailed(.notFound(fullName: "apple/swift")), state: &state)

        #expect(state.repository.fullName == "apple/swift")
        #expect(state.failure == .notFound(fullName: "apple/swift"))
        #expect(!state.isRefreshing)
    }
}
