import Prex
import TestSupport
import Testing

/// An enum's mutation built from its cases' mutations: a child action changes the child of its case when the state
/// is that case, and changes nothing otherwise, reported by the debug log.
struct CaseScopedMutationTests {
    @Test func aChildActionChangesTheChildOfTheCurrentCase() {
        var destination = TripDestination.detail(TripDetail(id: 1))

        TripMutation.destination.mutate(action: .detail(.edit("hello")), state: &destination)

        #expect(destination == .detail(TripDetail(id: 1, text: "hello")))
    }

    @Test func aChildActionOfAnotherCaseChangesNothing() {
        var destination = TripDestination.owner(TripOwner(name: "ann"))

        TripMutation.destination.mutate(action: .detail(.edit("late")), state: &destination)

        #expect(destination == .owner(TripOwner(name: "ann")))
        TripMutation.destination.mutate(action: .owner(.follow), state: &destination)
        #expect(destination == .owner(TripOwner(name: "ann", followed: true)))
    }

    @Test func theParentMutationRunsAfterTheCasesChild() {
        let mutation = LastWord().scope(case: .detail, action: .detail, TripDetailMutation())
        var state = TripDestination.detail(TripDetail(id: 1))

        mutation.mutate(action: .detail(.edit("seen")), state: &state)

        #expect(state == .about)
    }

    @Test func anActionForAnotherCaseIsReportedByTheDebugLog() {
        // Given an app on the owner's page, and then on the about screen
        let entries = Recorder<String>()
        let app = Flux<TripAction, TripState>.tripApp(.owner(TripOwner(name: "ann")), debugLog: .custom(entries.append))

        // When a late action of a detail arrives on each
        app.dispatcher.dispatch(.destination(.detail(.edit("late"))))
        app.dispatcher.dispatch(.goTo(.about))
        app.dispatcher.dispatch(.destination(.detail(.edit("later"))))

        // Then nothing changed, and each entry says why
        #expect(app.store.state.destination == .about)
        #expect(entries.all[0].hasSuffix("  (no change)\n  ignored: no TripDetail (TripDestination is .owner)\n"))
        #expect(entries.all[2].hasSuffix("  (no change)\n  ignored: no TripDetail (TripDestination is .about)\n"))
    }
}

/// A destination's parent that closes the detail once it has seen an edit.
private struct LastWord: Mutation {
    func mutate(action: TripDestinationAction, state: inout TripDestination) {
        if case .detail(TripDetail(id: 1, text: "seen")) = state {
            state = .about
        }
    }
}
