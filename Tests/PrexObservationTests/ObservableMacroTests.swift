import Observation
import Prex
import Testing

// A file that imports both Observation and Prex can use the `@Observable` macro: no public name of Prex
// collides with the names the macro's expansion spells (`Observation.ObservationRegistrar`,
// `Observation.Observable`).

/// An app's own observable class, next to Prex.
@Observable
final class Scoreboard {
    var score = 0
    var title = ""
}

struct ObservableMacroTests {
    @Test func anObservableClassBesidePrexTracksItsProperties() {
        // Given an `@Observable` class fed from a Prex Flux
        let flux = Flux(state: ProfileState(), mutation: ProfileMutation())
        let scoreboard = Scoreboard()
        let invalidations = Invalidations()
        _ = invalidations.track { scoreboard.score }

        // When the title changes, then the reader of the score is not invalidated
        scoreboard.title = "Prex"
        #expect(invalidations.count == 0)

        // When the Flux counts and the scoreboard shows the count, then it is
        flux.dispatcher.dispatch(.add(3))
        scoreboard.score = flux.store.state.count
        #expect(invalidations.count == 1)
        #expect(scoreboard.score == 3)
    }

    @Test func aStoreObservationIsSpelledWithoutClashingWithTheObservationModule() {
        let flux = Flux(state: ProfileState(), mutation: ProfileMutation())
        let counts = StoreObservationBag()
        let observed = Scoreboard()
        let observation: StoreObservation = flux.store.observe(\.count) { _ in }
        observation.store(in: counts)

        flux.dispatcher.dispatch(.add(1))
        observed.score = flux.store.state.count

        #expect(observed.score == 1)
        counts.cancelAll()
    }
}
