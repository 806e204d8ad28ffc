import GitHubSearch
import Prex
import PrexTesting
import Testing

/// An owner's screen's presenter: it loads the owner's repositories, keeps the owner's own, and chooses one.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct OwnerPresenterTests {
    @Test func loadSearchesForTheLoginAndKeepsTheOwnersOwnRepositories() async {
        let mine = [Repository.make("apple/swift"), Repository.make("Apple/nio")]
        let service = StubRepositoryService { _, _, _ in
            .make(page: 1, of: 1, total: 3, items: [mine[0], .make("someone/apple-tools"), mine[1]])
        }
        let store = TestStore(state: OwnerState(login: "apple"), mutation: OwnerMutation()) {
            $0.repositories = service
        }
        let presenter = store.presenter { Presenter(view: $0, flux: $1) }

        await store.send(presenter.load()) { $0.repositories.start(request(1)) }
        await store.receive(.loaded(request(1), mine)) {
            $0.repositories.finish(request(1), with: .success(mine))
        }

        #expect(service.recordedRequests == ["apple#1/100"])
        await store.finish()
    }

    @Test func chooseSendsTheRepositoryAtThatPositionAndRefusesOthers() async throws {
        let list = [Repository.make("apple/swift"), Repository.make("apple/nio")]
        var loaded = OwnerState(login: "apple")
        loaded.repositories = RequestState(value: list)
        let flux = Flux(state: loaded, mutation: OwnerMutation())
        let recorder = ActionRecorder(flux.dispatcher)
        let presenter = Presenter(view: RecordingView<OwnerState>(), flux: flux)

        #expect(presenter.choose(2))
        #expect(!presenter.choose(3))
        #expect(!presenter.choose(0))
        #expect(recorder.actions == [.repositoryChosen(list[1])])
    }

    @Test func poppingTheScreenCancelsItsLoad() async throws {
        // Given an owner's screen drilled from a detail, on a service that never answers
        let gate = GatedRepositoryService { _, _, _ in .make(page: 1, of: 1, total: 0, items: []) }
        var app = AppState()
        for action: AppAction in [.search(.repositorySelected(.make("apple/swift"))), .ownerShown] {
            AppMutation.composed.mutate(action: action, state: &app)
        }
        let flux = Flux(
            state: app, mutation: AppMutation.composed, dependencies: Dependencies { $0.repositories = gate })
        let id = try #require(flux.store.state.drill.ids.last)
        let owner = try #require(
            flux.scope(stackElement: id, in: \.drill, action: .drill)?.scope(case: .owner, action: .owner))
        let presenter = Presenter(view: RecordingView<OwnerState>(), flux: owner)
        let loading = presenter.load()

        // When the screen dismisses itself while its search waits
        _ = await gate.waitForSearches(1)
        presenter.dismiss()

        // Then its load is cancelled with its scope (the gate ignores cancellation: release it so the task ends),
        // and the screen is popped
        #expect(await gate.waitForCancellations(1) == ["apple#1"])
        gate.release("apple#1")
        await loading.value
        #expect(flux.store.state.drill.isEmpty)
        #expect(flux.store.state.path == [.detail])
    }
}
