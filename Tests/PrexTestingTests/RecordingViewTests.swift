import Foundation
import Prex
import PrexTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RecordingViewTests {
    @Test func aDispatchOnMainIsRecordedBeforeDispatchReturns() {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        presenter.dispatch(.add(1))
        presenter.dispatch(.rename("one"))

        #expect(view.changes.map(\.old) == [TallyState(), TallyState(count: 1)])
        #expect(view.states == [TallyState(count: 1), TallyState(count: 1, label: "one")])
        #expect(view.lastChange == StateChange(new: TallyState(count: 1, label: "one"), old: TallyState(count: 1)))
        #expect(view.reflectedOffMainQueue == 0)
    }

    @Test func aNewViewHasRecordedNothing() {
        let view = RecordingView<TallyState>()

        #expect(view.changes.isEmpty)
        #expect(view.states.isEmpty)
        #expect(view.lastChange == nil)
    }

    @Test func aBackgroundDispatchIsAwaitedWithNextChange() async throws {
        // Given a change dispatched on a background thread while the main queue is busy (blocked here)
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        Background.runAndWait { presenter.dispatch(.add(1)) }
        #expect(view.changes.isEmpty)

        // When the test waits for it
        let change = try await view.nextChange()

        // Then it arrived on the main queue
        #expect(change == StateChange(new: TallyState(count: 1), old: TallyState()))
        #expect(view.changes == [change])
        #expect(view.reflectedOffMainQueue == 0)
    }

    @Test func nextChangeWaitsForAChangeDispatchedAfterTheCall() async throws {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        Background.runOnceMainIsFree { presenter.dispatch(.rename("later")) }

        let change = try await view.nextChange()

        #expect(change.label?.value == "later")
    }

    @Test func eachChangeIsReturnedByOneNextChangeOnly() async throws {
        // Given two changes reflected already
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        presenter.dispatch(.add(1))
        presenter.dispatch(.add(2))

        // When three changes are awaited, the last of them dispatched from a background thread
        let first = try await view.nextChange()
        let second = try await view.nextChange()
        Background.runAndWait { presenter.dispatch(.add(3)) }
        let third = try await view.nextChange()

        // Then each came once, in order
        #expect([first, second, third].map(\.new.count) == [1, 3, 6])
        #expect(view.changes == [first, second, third])
    }

    @Test func aTimeoutSaysNoChangeArrived() async {
        let view = RecordingView<TallyState>()

        let error = await #expect(throws: RecordingTimeout<StateChange<TallyState>>.self) {
            try await view.nextChange(timeout: 0.01)
        }

        #expect(error?.description == "timed out after 0.01 s waiting for 1 change; none arrived")
    }

    @Test func onReflectRunsAfterTheChangeIsRecordedAndMayDispatchAgain() {
        // Given a view that dispatches again when it sees count 1
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        var seen: [Int] = []
        view.onReflect = { [unowned view] change in
            seen.append(view.changes.count)
            if change.new.count == 1 {
                presenter.dispatch(.add(10))
            }
        }

        // When
        presenter.dispatch(.add(1))

        // Then each change was recorded before the hook ran, and the re-dispatch came after
        #expect(seen == [1, 2])
        #expect(view.states.map(\.count) == [1, 11])
    }

    @Test func aFullRenderIsRecordedWithoutAnOldState() {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(count: 5), mutation: TallyMutation())

        presenter.reflectWholeState()

        #expect(view.changes == [StateChange(new: TallyState(count: 5), old: nil)])
    }

    /// The detector the other tests rely on (`reflectedOffMainQueue == 0`) detects: a presenter that broke its
    /// promise and called the view from a background thread is counted.
    @Test func aChangeReflectedOffTheMainQueueIsCounted() {
        // Given a caller that drops the view's main-actor isolation, as a broken presenter would
        let view = RecordingView<TallyState>()
        let reflect: @MainActor @Sendable (StateChange<TallyState>) -> Void = { view.reflect(change: $0) }
        // Sound for this test: the view is only touched by the one background call while this test waits for it
        // (`runAndWait` blocks the main queue), so no two threads use it at once.
        let broken = unsafeBitCast(reflect, to: (@Sendable (StateChange<TallyState>) -> Void).self)

        // When it reflects one change from a background thread, and one on the main queue
        Background.runAndWait { broken(StateChange(new: TallyState(count: 1), old: TallyState())) }
        view.reflect(change: StateChange(new: TallyState(count: 2), old: TallyState(count: 1)))

        // Then only the background one is counted, and both are recorded
        #expect(view.reflectedOffMainQueue == 1)
        #expect(view.states.map(\.count) == [1, 2])
    }
}
