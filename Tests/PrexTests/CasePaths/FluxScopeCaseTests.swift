import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A scope of one case of an enum state (a destination's detail): it follows the child while the state is that case,
/// is `nil` when it is another, and ends when the state leaves the case or the case holds a child with another id.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FluxScopeCaseTests {
    typealias DestinationFlux = Flux<TripDestinationAction, TripDestination>

    /// The destination's Flux of `app`, which must be somewhere.
    static func destination(of app: Flux<TripAction, TripState>) throws -> DestinationFlux {
        try #require(app.scope(optional: \.destination, action: .destination))
    }

    @Test func theScopeFollowsTheChildOfItsCase() throws {
        // Given a screen on the detail of article 1
        let app = Flux<TripAction, TripState>.tripApp(.detail(TripDetail(id: 1)))
        let detail = try #require(try Self.destination(of: app).scope(case: .detail, action: .detail))
        let view = RecordingView<TripDetail>()
        let presenter = Presenter(view: view, flux: detail)

        // When the screen edits it, and the app changes it too
        presenter.dispatch(.edit("one"))
        app.dispatcher.dispatch(.goTo(.detail(TripDetail(id: 1, text: "two"))))

        // Then the app's destination and the screen follow both
        #expect(app.store.state.destination == .detail(TripDetail(id: 1, text: "two")))
        #expect(detail.store.state == TripDetail(id: 1, text: "two"))
        #expect(view.changes.map(\.new.text) == ["one", "two"])
    }

    @Test func thereIsNoScopeOfACaseTheStateIsNotIn() throws {
        let app = Flux<TripAction, TripState>.tripApp(.owner(TripOwner(name: "ann")))
        let destination = try Self.destination(of: app)

        #expect(destination.scope(case: .detail, action: .detail) == nil)
        let owner = try #require(destination.scope(case: .owner, action: .owner))
        owner.dispatcher.dispatch(.follow)
        #expect(app.store.state.destination == .owner(TripOwner(name: "ann", followed: true)))
    }

    @Test func switchingCaseEndsTheOldCasesScope() async throws {
        // Given a screen on the detail, with a task of its presenter running
        let entries = Recorder<String>()
        let app = Flux<TripAction, TripState>.tripApp(
            .detail(TripDetail(id: 1)), debugLog: .custom { entries.append($0) })
        let detail = try #require(try Self.destination(of: app).scope(case: .detail, action: .detail))
        let view = RecordingView<TripDetail>()
        let presenter = Presenter(view: view, flux: detail)
        let probe = TaskProbe()
        let task = presenter.task(id: "load") { _ in
            probe.say("started")
            probe.say("cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "started")

        // When the app goes to the owner's page, and the detail's screen dispatches late
        app.dispatcher.dispatch(.goTo(.owner(TripOwner(name: "ann"))))
        presenter.dispatch(.edit("late"))

        // Then the owner's page is untouched, the detail's screen heard nothing, its task ended, and the late action
        // was dropped and logged with the case it was for
        #expect(app.store.state.destination == .owner(TripOwner(name: "ann")))
        #expect(view.changes.isEmpty)
        try #require(task.isCancelled)
        await task.value
        #expect(await probe.next() == "cancelled: true")
        #expect(
            entries.all.last
                == ScopeIdentityTests.dropped(
                    "TripAction.destination.detail.edit(\"late\")", "TripDetail in case TripDestination.detail"))
    }

    @Test func everyScopeOfACasesChildSharesItsFeatureTasksUntilTheCaseIsLeft() async throws {
        // Given a feature task started on one scope of the detail, whose scope is then dropped
        let app = Flux<TripAction, TripState>.tripApp(.detail(TripDetail(id: 1)))
        let save: Task<Void, Never>
        do {
            let first = try #require(try Self.destination(of: app).scope(case: .detail, action: .detail))
            save = first.task(id: "save") { _ in _ = await TaskProbe.waitForCancellation() }
        }

        // When another scope of the same child cancels it by id
        let second = try #require(try Self.destination(of: app).scope(case: .detail, action: .detail))
        second.cancelTask(id: "save")
        await save.value

        // Then it was the same task; and after the state leaves the case and comes back, a task of the new child's
        // scope is not reached by the old scope
        #expect(save.isCancelled)
        let kept = second.task(id: "save") { _ in _ = await TaskProbe.waitForCancellation() }
        app.dispatcher.dispatch(.goTo(.owner(TripOwner(name: "ann"))))
        await kept.value
        #expect(kept.isCancelled, "leaving the case closed the child's feature tasks")
        app.dispatcher.dispatch(.goTo(.detail(TripDetail(id: 1))))
        let third = try #require(try Self.destination(of: app).scope(case: .detail, action: .detail))
        let fresh = third.task(id: "save") { _ in _ = await TaskProbe.waitForCancellation() }
        second.cancelTask(id: "save")
        #expect(!fresh.isCancelled && second.hasEnded && !third.hasEnded)
        third.cancelTask(id: "save")
        await fresh.value
    }

    @Test func comingBackToTheCaseIsANewChild() throws {
        // Given the detail's scope
        let app = Flux<TripAction, TripState>.tripApp(.detail(TripDetail(id: 1)))
        let destination = try Self.destination(of: app)
        let old = try #require(destination.scope(case: .detail, action: .detail))

        // When the app goes to the about screen and back to the same detail, and the old scope dispatches
        app.dispatcher.dispatch(.goTo(.about))
        app.dispatcher.dispatch(.goTo(.detail(TripDetail(id: 1))))
        old.dispatcher.dispatch(.edit("stale"))

        // Then the detail that came back is untouched; a new scope reaches it
        #expect(app.store.state.destination == .detail(TripDetail(id: 1)))
        try #require(destination.scope(case: .detail, action: .detail)).dispatcher.dispatch(.edit("new"))
        #expect(app.store.state.destination == .detail(TripDetail(id: 1, text: "new")))
        #expect(old.store.state == TripDetail(id: 1))
    }

    @Test func anotherIDInTheSameCaseIsANewChild() throws {
        // Given the scope of article 1's detail
        let app = Flux<TripAction, TripState>.tripApp(.detail(TripDetail(id: 1)))
        let old = try #require(try Self.destination(of: app).scope(case: .detail, action: .detail))

        // When article 2's detail replaces it, in the same case, and article 1's scope dispatches
        app.dispatcher.dispatch(.goTo(.detail(TripDetail(id: 2))))
        old.dispatcher.dispatch(.edit("for 1"))

        // Then article 2 is untouched
        #expect(app.store.state.destination == .detail(TripDetail(id: 2)))
        #expect(old.store.state == TripDetail(id: 1))
    }

    @Test func theCaseScopeEndsWithTheOptionalItWasMadeFrom() throws {
        let app = Flux<TripAction, TripState>.tripApp(.owner(TripOwner(name: "ann")))
        let owner = try #require(try Self.destination(of: app).scope(case: .owner, action: .owner))

        app.dispatcher.dispatch(.goTo(nil))
        app.dispatcher.dispatch(.goTo(.owner(TripOwner(name: "ann"))))
        owner.dispatcher.dispatch(.follow)

        #expect(app.store.state.destination == .owner(TripOwner(name: "ann")))
    }
}
