import Prex
import PrexTesting
import TestSupport
import Testing

/// The test store passes a complete test, and fails one that leaves an action unreceived, a change unstated or
/// an effect running, with what differs, at the call site.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreTests {
    private let clock = TestClock()

    private func makeStore() -> (TestStore<TallyAction, TallyState>, Presenter<TallyAction, TallyState>) {
        let clock = clock
        let store = TestStore(state: TallyState(), mutation: TallyMutation()) { $0.clock = clock }
        return (store, store.presenter { Presenter(view: $0, flux: $1) })
    }

    @Test func aCompleteTestPasses() async {
        let (store, presenter) = makeStore()

        await store.send(presenter.addThenRecord(2, after: .seconds(1))) { $0.count = 2 }
        await clock.advance(by: .seconds(1))
        await store.receive(.record(2)) { $0.log = [2] }
        await store.send(.rename("done")) { $0.label = "done" }

        await store.finish()
    }

    @Test func aCaseMatcherAndAPredicateReceiveAnActionWhosePayloadTheTestDoesNotState() async {
        let (store, presenter) = makeStore()

        await store.send(presenter.addThenRecord(3, after: .seconds(1))) { $0.count = 3 }
        await store.send(presenter.addThenRecord(4, after: .seconds(2))) { $0.count = 7 }
        await clock.advance(by: .seconds(1))
        let recorded = await store.receive(.record) { $0.log = [3] }
        await clock.advance(by: .seconds(1))
        let isARecord: (TallyAction) -> Bool = { if case .record = $0 { true } else { false } }
        await store.receive(where: isARecord) { $0.log = [3, 4] }

        #expect(recorded == 3)
        await store.finish()
    }

    @Test func aWrongChangeFailsWithThePathsThatDiffer() async {
        let (store, _) = makeStore()

        let issues = await issues {
            await store.send(.add(1)) { $0.count = 2 }
        }

        #expect(
            issues == [
                """
                The state after send differs from the expected change (- expected, + actual):
                - count: 2
                + count: 1
                """
            ])
        await store.finish()
    }

    @Test func anUnstatedChangeFails() async {
        let (store, _) = makeStore()

        let issues = await issues {
            await store.send(.rename("a"))
        }

        #expect(issues.count == 1)
        #expect(issues.first?.contains(#"+ label: "a""#) == true, "\(issues)")
    }

    @Test func anActionNotReceivedFailsTheFinish() async {
        let (store, presenter) = makeStore()
        await store.send(presenter.addThenRecord(1, after: .seconds(1))) { $0.count = 1 }
        await clock.advance(by: .seconds(1))

        let issues = await issues {
            await store.finish()
        }

        #expect(issues == ["1 action was dispatched and not received when finish started: .record(1)"])
    }

    @Test func anActionNotReceivedFailsTheNextSend() async {
        let (store, _) = makeStore()
        store.flux.dispatcher.dispatch(.record(1))  // by something else than a step of the test

        let issues = await issues {
            await store.send(.add(1)) { $0.count = 1 }
        }

        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("1 action was dispatched and not received when this send started") == true)
        await store.finish()
    }

    @Test func anEffectStillRunningFailsTheFinish() async {
        let (store, presenter) = makeStore()
        store.timeout = 0.05
        await store.send(presenter.addThenRecord(1, after: .seconds(1))) { $0.count = 1 }

        let issues = await issues {
            await store.finish()
        }

        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("1 effect was still running when the test finished") == true, "\(issues)")
    }

    @Test func anotherActionThanTheExpectedOneFailsWithTheirDifference() async {
        let (store, presenter) = makeStore()
        await store.send(presenter.addThenRecord(1, after: .seconds(1))) { $0.count = 1 }
        await clock.advance(by: .seconds(1))

        let issues = await issues {
            await store.receive(.record(2)) { $0.log = [2] }
        }

        #expect(
            issues == [
                """
                Received another action (- expected, + actual):
                - record: 2
                + record: 1
                """
            ])
        await store.finish()
    }

    @Test func receivingWhenNoEffectRunsFailsAtOnce() async {
        let (store, _) = makeStore()
        store.timeout = 600  // not waited: nothing can dispatch

        let issues = await issues {
            await store.receive(.add(1))
        }

        #expect(issues == ["Expected to receive .add(1), and no action came: no effect is running."])
    }

    @Test func aStoreReleasedWithAnActionNotReceivedFails() async {
        var store: TestStore<TallyAction, TallyState>? = TestStore(flux: .make())

        let issues = await issues {
            await store?.send(.add(1)) { $0.count = 1 }
            store?.flux.dispatcher.dispatch(.add(1))
            store = nil
        }

        #expect(issues == ["1 action was dispatched and not received when the store was released: .add(1)"])
    }

    @Test func withoutExhaustivityOnlyWhatIsStatedIsChecked() async {
        let (store, presenter) = makeStore()
        store.exhaustivity = .off

        await store.send(presenter.addThenRecord(1, after: .seconds(1)))
        await store.send(.rename("a"))
        await store.send(presenter.addThenRecord(2, after: .seconds(1))) { $0.count = 3 }
        await clock.run()
        await store.receive(.record(2)) { $0.log = [1, 2] }

        let issues = await issues {
            await store.send(.add(1)) { $0.label = "b" }
        }
        #expect(issues.count == 1, "a stated value that differs still fails")
        await store.finish()
    }

    @Test func aScopeOfAnAppIsTestedLikeAnyFlux() async {
        let app = Flux(state: NotesAppState(notes: [Note(id: 1, title: "one")]), mutation: NotesAppMutation.composed)
        let store = TestStore(flux: app.scope(state: \.list, action: .list))

        await store.send(.add("two")) { $0.titles.append("two") }

        await store.finish()
    }
}
