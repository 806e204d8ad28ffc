import Prex
import PrexTesting
import Testing

// The documents' search samples (README "Side effects", DocC "Side Effects, Observation, Middleware and
// Replay" and "Presenter Subclasses and Shared Flux"), each run through its cancellation case: a search
// replaced by a newer one while its service call is in flight reports no failure and shows the newer results.
// The feature is the samples' own (`Support/SearchFeature.swift`).

/// A service whose search for `held` waits for the gate, then, like a well-behaved service, throws
/// `CancellationError` if its task was cancelled meanwhile; every other search answers at once.
private struct HeldService: RepositoryService {
    let held: String
    let gate: TaskGate

    func search(_ query: String) async throws -> [String] {
        if query == held {
            await gate.wait()
            try Task.checkCancellation()
        }
        return ["\(query) result"]
    }
}

// README: the search through `load`, with the service from the Flux's dependencies (returning its task, which
// the README's discards, so the test can await it).
extension Presenter where Action == SearchAction, State == SearchState {
    @discardableResult
    fileprivate func readmeSearch(_ query: String) -> Task<Void, Never> {
        let repositories = dependencies.repositories
        return load(id: "search") { request in
            .started(query: query, request: request)
        } finished: { request, result in
            .finished(request: request, result: result.mapError(LoadFailure.init))
        } cancelled: { request in
            .cancelled(request: request)
        } operation: {
            try await repositories.search(query)
        }
    }
}

// DocC "Side Effects…": the search through `task(id:)`, cancellation caught as cancellation.
extension Presenter where Action == SearchAction, State == SearchState {
    @discardableResult
    fileprivate func searchInTask(_ query: String, service: some RepositoryService) -> Task<Void, Never> {
        dispatch(.searchStarted(query: query))
        return task(id: "search") { dispatch in  // cancels the previous "search"
            do {
                dispatch(.loaded(repositories: try await service.search(query)))
            } catch is CancellationError {
                // replaced by a newer search, or the presenter went: not a failure
            } catch {
                dispatch(.failed("\(error)"))
            }
        }
    }
}

// DocC "Presenter Subclasses…": the subclass that loads through `load`.
private final class SearchPresenter: Presenter<SearchAction, SearchState> {
    private let service: any RepositoryService

    init<V: View>(view: V, service: any RepositoryService) where V.State == SearchState {
        self.service = service
        super.init(view: view, flux: Flux(state: SearchState(), mutation: SearchMutation()))
    }

    @discardableResult
    func search(_ query: String) -> Task<Void, Never> {
        let service = self.service
        return load(id: "search") { request in
            .started(query: query, request: request)
        } finished: { request, result in
            .finished(request: request, result: result.mapError(LoadFailure.init))
        } cancelled: { request in
            .cancelled(request: request)
        } operation: {
            try await service.search(query)
        }
    }
}

/// Two starts, the newer search's result, and the first search's cancellation: no result, no failure from the first.
private func expectOnlyTheNewerResult(_ actions: [SearchAction], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actions.count == 4, sourceLocation: sourceLocation)
    #expect(
        actions.filter { if case .finished = $0 { true } else { false } }.count == 1, sourceLocation: sourceLocation)
    if case .cancelled = actions.last {
    } else {
        Issue.record("the first search's cancellation last", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SampleCancellationTests {
    let gate = TaskGate()

    @Test func theReadmesLoadReplacedByANewerOneReportsNoFailure() async throws {
        let service = HeldService(held: "s", gate: gate)
        let flux = Flux(
            state: SearchState(), mutation: SearchMutation(), dependencies: Dependencies { $0.repositories = service })
        let presenter = Presenter(view: RecordingView<SearchState>(), flux: flux)
        let recorder = ActionRecorder(flux)

        let first = presenter.readmeSearch("s")
        await presenter.readmeSearch("sw").value
        gate.open()
        await first.value
        recorder.stop()

        #expect(flux.store.state.results.value == ["sw result"])
        #expect(flux.store.state.results.error == nil)
        expectOnlyTheNewerResult(recorder.actions)
    }

    @Test func theArticlesTaskReplacedByANewerOneReportsNoFailure() async {
        let flux = Flux(state: SearchState(), mutation: SearchMutation())
        let presenter = Presenter(view: RecordingView<SearchState>(), flux: flux)
        let service = HeldService(held: "s", gate: gate)

        let first = presenter.searchInTask("s", service: service)
        let second = presenter.searchInTask("sw", service: service)
        await second.value
        gate.open()
        await first.value

        #expect(first.isCancelled)
        #expect(flux.store.state.failure == nil)
        #expect(flux.store.state.repositories == ["sw result"])
    }

    @Test func theSubclassReplacedByANewerSearchReportsNoFailure() async throws {
        let view = RecordingView<SearchState>()
        let presenter = SearchPresenter(view: view, service: HeldService(held: "s", gate: gate))
        let recorder = ActionRecorder(presenter.flux)

        let first = presenter.search("s")
        await presenter.search("sw").value
        gate.open()
        await first.value
        recorder.stop()

        #expect(presenter.state.results.value == ["sw result"])
        #expect(presenter.state.results.error == nil)
        expectOnlyTheNewerResult(recorder.actions)
    }
}
