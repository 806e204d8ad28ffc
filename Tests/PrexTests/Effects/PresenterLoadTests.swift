import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// `Presenter.load`: the start now, the result later, cancellation as cancellation, and a result that a newer
/// request superseded ignored by the state, whatever order the results come back in.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresenterLoadTests {
    struct LookupState: State, Equatable {
        var query = ""
        var results = RequestState<[String], LoadFailure>()
        var cancellations = 0
    }

    enum LookupAction: Action, Equatable {
        case started(String, RequestID)
        case finished(RequestID, Result<[String], LoadFailure>)
        case cancelled(RequestID)
    }

    struct LookupMutation: Mutation {
        func mutate(action: LookupAction, state: inout LookupState) {
            switch action {
            case .started(let query, let request):
                state.query = query
                state.results.start(request)
            case .finished(let request, let result):
                state.results.finish(request, with: result)
            case .cancelled(let request):
                if state.results.cancel(request) {
                    state.cancellations += 1
                }
            }
        }
    }

    struct Failed: Error {}

    let view = RecordingView<LookupState>()
    let flux = Flux(state: LookupState(), mutation: LookupMutation())
    let presenter: Presenter<LookupAction, LookupState>

    init() {
        presenter = Presenter(view: view, flux: flux)
    }

    /// Loads `query`, answering once `gate` opens (or at once without one), with `answer`.
    @discardableResult
    func lookup(
        _ query: String, gate: TaskGate? = nil, reportingCancellation: Bool = false,
        answer: @escaping @MainActor () throws -> [String]
    ) -> Task<Void, Never> {
        var cancelled: (@Sendable (RequestID) -> LookupAction)?
        if reportingCancellation {
            cancelled = { request in LookupAction.cancelled(request) }
        }
        let operation: @MainActor () async throws -> [String] = {
            await gate?.wait()
            return try answer()
        }
        return presenter.load(
            id: "lookup",
            started: { request in .started(query, request) },
            finished: { request, result in .finished(request, result.mapError(LoadFailure.init)) },
            cancelled: cancelled,
            operation: operation)
    }

    // Deprecated itself, so that calling the deprecated form is not a warning here.
    @available(*, deprecated, message: "tests the deprecated load without cancelled:")
    @Test func aLoadWrittenWithoutCancelledStillCompilesAndLoadsAndItsCancellationDispatchesNothing() async {
        let recorder = ActionRecorder(flux)
        let cancelledLoad = presenter.load(id: "lookup") { request in
            .started("s", request)
        } finished: { request, result in
            .finished(request, result.mapError(LoadFailure.init))
        } operation: {
            try await Task.sleep(nanoseconds: 60 * 1_000_000_000)  // cancelled below; never waited out
            return ["s"]
        }
        presenter.cancelTask(id: "lookup")
        await cancelledLoad.value
        #expect(flux.store.state.results.isLoading, "what the deprecated form leaves: the reason it is deprecated")

        await presenter.load(id: "lookup", lifetime: .view) { request in
            .started("sw", request)
        } finished: { request, result in
            .finished(request, result.mapError(LoadFailure.init))
        } operation: {
            ["sw"]
        }.value
        recorder.stop()

        #expect(flux.store.state.results.value == ["sw"])
        #expect(recorder.actions.count == 3)  // two starts and one result: the cancellation dispatched nothing
    }

    @Test func theStartIsDispatchedAtOnceAndTheResultWhenTheWorkEnds() async {
        let load = lookup("swift") { ["swift"] }
        #expect(flux.store.state.results.isLoading)

        await load.value

        #expect(flux.store.state.results.value == ["swift"])
        #expect(!flux.store.state.results.isLoading)
        #expect(view.states.map(\.results.isLoading) == [true, false])
    }

    @Test func aFailureKeepsTheLastValueBesideTheError() async {
        await lookup("swift") { ["swift"] }.value
        await lookup("swiftx") { throw Failed() }.value

        #expect(flux.store.state.results.value == ["swift"])
        #expect(flux.store.state.results.error == LoadFailure(Failed()))
    }

    @Test func aLoadReplacedByANewerOneDispatchesNoResultNorFailure() async throws {
        // Given a first load waiting for its answer
        let recorder = ActionRecorder(flux)
        let firstGate = TaskGate()
        let first = lookup("s", gate: firstGate) { ["first"] }

        // When a second load with the same id replaces it and answers
        let second = lookup("sw") { ["second"] }
        await second.value
        firstGate.open()
        await first.value

        // Then the first dispatched nothing after its start: not its result, not a cancellation failure
        #expect(first.isCancelled)
        #expect(flux.store.state.results.value == ["second"])
        #expect(flux.store.state.results.error == nil)
        recorder.stop()
        let requests = recorder.actions.compactMap { action -> RequestID? in
            if case .started(_, let request) = action { request } else { nil }
        }
        try #require(requests.count == 2)
        #expect(
            recorder.actions == [
                .started("s", requests[0]), .started("sw", requests[1]), .finished(requests[1], .success(["second"])),
            ])
    }

    @Test func aCancelledLoadDispatchesItsCancellationWhenAskedTo() async {
        let gate = TaskGate()
        let load = lookup("s", gate: gate, reportingCancellation: true) { ["never shown"] }
        #expect(flux.store.state.results.isLoading)

        load.cancel()
        gate.open()
        await load.value

        #expect(!flux.store.state.results.isLoading)
        #expect(flux.store.state.results.value == nil)
        #expect(flux.store.state.cancellations == 1)
    }

    @Test func aResultThatArrivesAfterANewerRequestStartedIsIgnored() {
        // Results dispatched by hand, out of order: the older request's result comes last
        let older = RequestID()
        let newer = RequestID()
        presenter.dispatch(.started("s", older))
        presenter.dispatch(.started("sw", newer))
        presenter.dispatch(.finished(newer, .success(["newer"])))
        presenter.dispatch(.finished(older, .success(["older"])))

        #expect(flux.store.state.results.value == ["newer"])
        #expect(flux.store.state.query == "sw")
    }
}
