import Dispatch
import Foundation
import Prex
import TestSupport
import Testing

struct RequestStateTests {
    typealias Feed = RequestState<Int, LoadFailure>

    // MARK: Identity

    @Test func aLateResultOfASupersededRequestNeverOverwritesTheNewerOne() {
        // Given a search for "sw" superseded by a search for "swift"
        let old = RequestID(rawValue: 1)
        let new = RequestID(rawValue: 2)
        var lateLast = Feed()
        lateLast.start(old)
        lateLast.start(new)
        var lateFirst = lateLast

        // When the old result arrives after the new one, or before it
        var applied = lateLast.finish(new, with: .success(2))
        #expect(applied)
        applied = lateLast.finish(old, with: .success(1))
        #expect(!applied)
        applied = lateFirst.finish(old, with: .failure(LoadFailure("old")))
        #expect(!applied)
        #expect(lateFirst.isLoading && lateFirst.request == new && lateFirst.error == nil)
        applied = lateFirst.finish(new, with: .success(2))
        #expect(applied)

        // Then both hold the newer result
        #expect(lateLast == Feed(value: 2))
        #expect(lateFirst == Feed(value: 2))
    }

    @Test func aResultWhileIdleOrLoadedOrFailedIsIgnored() {
        let request = RequestID(rawValue: 7)
        var idle = Feed()
        var loaded = Feed(value: 1)
        var failed = Feed()
        failed.start(request)
        failed.finish(request, with: .failure(LoadFailure("down")))
        let failedBefore = failed

        var applied = idle.finish(request, with: .success(9))
        #expect(!applied)
        applied = loaded.finish(request, with: .success(9))
        #expect(!applied)
        applied = failed.finish(request, with: .success(9))
        #expect(!applied)
        #expect(idle == Feed())
        #expect(loaded == Feed(value: 1))
        #expect(failed == failedBefore)
    }

    /// The reference the random test compares with: what a request state must be, written as plainly as possible.
    struct Model {
        var loading: RequestID?
        var value: Int?
        var failure: LoadFailure?

        mutating func start(_ request: RequestID) {
            loading = request
            failure = nil
        }

        mutating func finish(_ request: RequestID, with result: Result<Int, LoadFailure>) -> Bool {
            guard loading == request else { return false }
            loading = nil
            switch result {
            case .success(let new): value = new
            case .failure(let error): failure = error
            }
            return true
        }

        mutating func cancel(_ request: RequestID) -> Bool {
            guard loading == request else { return false }
            loading = nil
            return true
        }

        var expected: Feed.Phase {
            if let loading { return .loading(loading) }
            if let failure { return .failed(failure) }
            return value == nil ? .idle : .loaded
        }
    }

    /// One of the last three requests started half the time (the one loading now, or the ones it just
    /// superseded), any request started so far otherwise.
    static func pick(from started: [RequestID], random: inout SplitMix64) -> RequestID {
        let window = random.next() % 2 == 0 ? min(3, started.count) : started.count
        return started[started.count - 1 - Int(random.next() % UInt64(window))]
    }

    @Test(arguments: [1, 7, 42, 2_026, 90_210] as [UInt64])
    func resultsInAnyOrderApplyOnlyForTheRequestLoadingNow(seed: UInt64) {
        // Given a seeded random sequence of starts, and results and cancels of any request started so far
        var random = SplitMix64(seed: SplitMix64.seed(default: seed))
        var state = Feed()
        var model = Model()
        var started: [RequestID] = []
        var applied = 0
        var ignored = 0

        for step in 0..<5_000 {
            // When each step is applied to the state and to the model
            let choice = started.isEmpty ? 0 : random.next() % 6
            switch choice {
            case 0, 1:
                let request = RequestID()
                started.append(request)
                state.start(request)
                model.start(request)
            case 2, 3, 4:
                let request = Self.pick(from: started, random: &random)
                let result: Result<Int, LoadFailure> =
                    random.next() % 3 == 0 ? .failure(LoadFailure("failure \(step)")) : .success(step)
                let done = state.finish(request, with: result)
                #expect(done == model.finish(request, with: result))
                if done { applied += 1 } else { ignored += 1 }
            default:
                let request = Self.pick(from: started, random: &random)
                let cancelled = state.cancel(request)
                #expect(cancelled == model.cancel(request))
            }

            // Then the state is what the model expects, after every step
            #expect(state.phase == model.expected, "step \(step)")
            #expect(state.value == model.value, "step \(step)")
            #expect(state.request == model.loading && state.error == model.expected.failure)
        }
        #expect(applied > 100 && ignored > 100)
    }

    // MARK: Stale values, cancel, map

    @Test func theLastValueIsKeptWhileReloadingAndAfterAFailure() {
        var state = Feed(value: 1)
        let reload = RequestID(rawValue: 1)

        state.start(reload)
        #expect(state.isLoading && state.value == 1 && state.phase == .loading(reload))

        state.finish(reload, with: .failure(LoadFailure("offline")))
        #expect(!state.isLoading && state.value == 1 && state.error == LoadFailure("offline"))

        let retry = RequestID(rawValue: 2)
        state.start(retry)
        #expect(state.error == nil && state.value == 1 && state.request == retry)

        state.finish(retry, with: .success(2))
        #expect(state == Feed(value: 2))
    }

    @Test func startWhileLoadingReplacesTheRequest() {
        var state = Feed()
        state.start(RequestID(rawValue: 1))
        state.start(RequestID(rawValue: 2))
        #expect(state.request == RequestID(rawValue: 2))
        let applied = state.cancel(RequestID(rawValue: 1))
        #expect(!applied)
        #expect(state.isLoading)
    }

    @Test func cancelGoesBackToLoadedOrIdleOnlyForTheRequestLoadingNow() {
        let first = RequestID(rawValue: 1)
        var state = Feed()
        state.start(first)
        var applied = state.cancel(first)
        #expect(applied)
        #expect(state == Feed() && state.isIdle)
        applied = state.cancel(first)
        #expect(!applied)

        var loaded = Feed(value: 3)
        loaded.start(first)
        applied = loaded.cancel(RequestID(rawValue: 2))
        #expect(!applied)
        #expect(loaded.isLoading)
        applied = loaded.cancel(first)
        #expect(applied)
        #expect(loaded == Feed(value: 3))
        applied = loaded.finish(first, with: .success(4))
        #expect(!applied)
        #expect(loaded.value == 3)
    }

    @Test func mapTransformsTheValueAndKeepsThePhase() throws {
        var state = Feed(value: 21)
        state.start(RequestID(rawValue: 5))
        let mapped = state.map { String($0 * 2) }
        #expect(mapped.value == "42" && mapped.request == RequestID(rawValue: 5))
        #expect(Feed().map { $0 * 2 } == Feed())

        var failed = Feed()
        failed.start(RequestID(rawValue: 6))
        failed.finish(RequestID(rawValue: 6), with: .failure(LoadFailure("no")))
        var calls = 0
        let mappedFailure = failed.map { value -> Int in
            calls += 1
            return value
        }
        #expect(mappedFailure.error == LoadFailure("no") && calls == 0)
        #expect(throws: LoadFailure.self) { try Feed(value: 1).map { _ -> Int in throw LoadFailure("bad") } }
    }

    // MARK: Equatable, Codable

    @Test func equalityComparesPhaseAndValue() {
        var loading = Feed(value: 1)
        loading.start(RequestID(rawValue: 1))
        var otherRequest = Feed(value: 1)
        otherRequest.start(RequestID(rawValue: 2))

        #expect(Feed(value: 1) == Feed(value: 1))
        #expect(Feed(value: 1) != Feed(value: 2))
        #expect(Feed() != Feed(value: 1))
        #expect(loading != Feed(value: 1))
        #expect(loading != otherRequest)
        #expect(Feed.Phase.failed(LoadFailure("a")) != .failed(LoadFailure("b")))
    }

    static func states() -> [Feed] {
        var loading = Feed(value: 1)
        loading.start(RequestID(rawValue: 9))
        var firstLoad = Feed()
        firstLoad.start(RequestID(rawValue: 10))
        var failed = loading
        failed.finish(RequestID(rawValue: 9), with: .failure(LoadFailure("timed out")))
        var failedEmpty = firstLoad
        failedEmpty.finish(RequestID(rawValue: 10), with: .failure(LoadFailure("404")))
        return [Feed(), Feed(value: 3), loading, firstLoad, failed, failedEmpty]
    }

    @Test(arguments: states())
    func codableRoundTripKeepsEveryPhase(state: Feed) throws {
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(Feed.self, from: data) == state)
    }

    @Test func theEncodingIsReadable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var state = Feed(value: 1)
        state.start(RequestID(rawValue: 9))
        let text = String(decoding: try encoder.encode(state), as: UTF8.self)
        #expect(text == #"{"phase":{"case":"loading","request":9},"value":1}"#)
    }

    @Test func anOptionalValueLoadedWithNilSurvivesTheRoundTrip() throws {
        // Given a request state whose value is optional, loaded with `nil`
        var state = RequestState<String?, LoadFailure>()
        let request = RequestID(rawValue: 3)
        state.start(request)
        state.finish(request, with: .success(nil))

        // When it is encoded and decoded
        let data = try JSONEncoder().encode(state)
        let decoded = try JSONDecoder().decode(RequestState<String?, LoadFailure>.self, from: data)

        // Then it is still loaded, with its `nil` value; a `null` for a value that cannot be `nil` is no value
        #expect(decoded == state)
        #expect(decoded.phase == .loaded)
        #expect(String(decoding: data, as: UTF8.self).contains(#""value":null"#))
        let idle = try JSONDecoder().decode(Feed.self, from: Data(#"{"phase":{"case":"idle"},"value":null}"#.utf8))
        #expect(idle == Feed())
    }

    /// A loaded state without a value, an idle one with a value, an unknown case, a loading without its request.
    static let corrupt = [
        #"{"phase":{"case":"loaded"}}"#, #"{"phase":{"case":"idle"},"value":1}"#, #"{"phase":{"case":"x"}}"#,
        #"{"phase":{"case":"loading"}}"#,
    ]

    @Test(arguments: corrupt)
    func decodingRejectsStatesNoCallsMake(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Feed.self, from: Data(json.utf8)) }
    }

    // MARK: RequestID, LoadFailure

    @Test func requestIDsAreDistinctAcrossThreads() {
        // Given 4 threads each making 10,000 identities at once
        let made = Recorder<[RequestID]>()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            made.append((0..<10_000).map { _ in RequestID() })
        }

        // Then all 40,000 are distinct, and each thread's are increasing
        let all = made.all
        #expect(all.count == 4)
        #expect(Set(all.joined()).count == 40_000)
        for identities in all {
            #expect(zip(identities, identities.dropFirst()).allSatisfy { $0.rawValue < $1.rawValue })
        }
    }

    @Test func requestIDPrintsAndEncodesAsItsNumber() throws {
        let request = RequestID(rawValue: 42)
        #expect(request.description == "#42")
        #expect(String(decoding: try JSONEncoder().encode(request), as: UTF8.self) == "42")
        #expect(try JSONDecoder().decode(RequestID.self, from: Data("42".utf8)) == request)
        #expect(RequestID().rawValue != 0)
    }

    struct Offline: Error, CustomStringConvertible {
        var description: String { "the network is offline" }
    }

    @Test func loadFailureDescribesAnyError() throws {
        #expect(LoadFailure(Offline()).message == "the network is offline")
        #expect(LoadFailure(LoadFailure("kept")) == LoadFailure("kept"))
        #expect(LoadFailure(CocoaError(.fileNoSuchFile)).message.isEmpty == false)
        #expect(LoadFailure("x").description == "x")
        let data = try JSONEncoder().encode(LoadFailure("timed out"))
        #expect(try JSONDecoder().decode(LoadFailure.self, from: data) == LoadFailure("timed out"))
    }

    // MARK: Debug log

    @Test func theDebugLogShowsPhaseAndValueChanges() {
        let entries = Recorder<String>()
        let flux = Flux(state: FeedState(), mutation: FeedMutation(), debugLog: .custom { entries.append($0) })
        let first = RequestID(rawValue: 1)
        let second = RequestID(rawValue: 2)

        flux.dispatcher.dispatch(.started(first))
        flux.dispatcher.dispatch(.finished(first, .success(["a", "b"])))
        flux.dispatcher.dispatch(.started(second))
        flux.dispatcher.dispatch(.finished(first, .success(["late"])))
        flux.dispatcher.dispatch(.finished(second, .failure(LoadFailure("offline"))))

        // The request prints as #n, the failure as its message; the late result is logged as no change
        #expect(
            entries.all == [
                "action FeedAction.started(#1)\n  - names.phase: .idle\n  + names.phase: .loading(#1)\n",
                """
                action FeedAction.finished(#1, .success(["a", "b"]))
                  - names.phase: .loading(#1)
                  + names.phase: .loaded
                  - names.value: nil
                  + names.value: ["a", "b"]

                """,
                "action FeedAction.started(#2)\n  - names.phase: .loaded\n  + names.phase: .loading(#2)\n",
                "action FeedAction.finished(#1, .success([\"late\"]))\n  (no change)\n",
                """
                action FeedAction.finished(#2, .failure(offline))
                  - names.phase: .loading(#2)
                  + names.phase: .failed(offline)

                """,
            ]
        )
    }
}

/// A feature that loads a list of names.
private struct FeedState: State {
    var names = RequestState<[String], LoadFailure>()
}

private enum FeedAction: Action {
    case started(RequestID)
    case finished(RequestID, Result<[String], LoadFailure>)
}

private struct FeedMutation: Mutation {
    func mutate(action: FeedAction, state: inout FeedState) {
        switch action {
        case .started(let request): state.names.start(request)
        case .finished(let request, let result): state.names.finish(request, with: result)
        }
    }
}

extension RequestState.Phase {
    /// The failure of a `failed` phase, for the tests' comparisons.
    fileprivate var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

struct RequestTransitionTests {
    private struct Screen: State, Equatable {
        var results = RequestState<[String], LoadFailure>()
        var title = ""
    }

    private func change(_ steps: (inout Screen) -> Void, from old: Screen?) -> StateChange<Screen> {
        var new = old ?? Screen()
        steps(&new)
        return StateChange(new: new, old: old)
    }

    @Test func aViewTellsALoadThatStartedFromOneThatFinished() {
        let first = RequestID()
        let second = RequestID()
        var loading = Screen()
        loading.results.start(first)

        #expect(change({ $0.results.start(first) }, from: Screen()).transition(of: \.results) == .started)
        #expect(change({ $0.results.start(second) }, from: loading).transition(of: \.results) == .started)
        #expect(
            change({ $0.results.finish(first, with: .success(["a"])) }, from: loading).transition(of: \.results)
                == .finished)
        #expect(
            change({ $0.results.finish(first, with: .failure(LoadFailure("x"))) }, from: loading)
                .transition(of: \.results) == .finished)
        #expect(change({ $0.results.cancel(first) }, from: loading).transition(of: \.results) == .finished)
    }

    @Test func noTransitionWhenNoLoadStartedOrFinished() {
        let request = RequestID()
        var loading = Screen()
        loading.results.start(request)

        #expect(change({ $0.title = "x" }, from: loading).transition(of: \.results) == nil)
        #expect(change({ $0.title = "x" }, from: Screen()).transition(of: \.results) == nil)
        // A late result for another request changes nothing.
        #expect(
            change({ $0.results.finish(RequestID(), with: .success([])) }, from: loading).transition(of: \.results)
                == nil)
    }

    @Test func aFullRenderReportsALoadInProgressAsStarted() {
        var loading = Screen()
        loading.results.start(RequestID())

        #expect(StateChange(new: loading, old: nil).transition(of: \.results) == .started)
        #expect(StateChange(new: Screen(), old: nil).transition(of: \.results) == nil)
    }
}
