import Prex
import PrexTesting
import TestSupport
import Testing

/// The renamed API still compiles under its former names, and does what the new names do.
///
/// Each test is itself deprecated, so that using the old names here warns nobody: the rest of the repository
/// uses the new names only.
@MainActor
struct DeprecationsTests {
    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test func presenterReflectStillRendersTheWholeState() {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(count: 5), mutation: TallyMutation())

        presenter.reflect()

        #expect(view.changes.count == 1)
        #expect(view.changes.first?.old == nil)
        #expect(view.changes.first?.new.count == 5)
    }

    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test func observationBagIsStillAStoreObservationBag() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let bag: ObservationBag = StoreObservationBag()
        flux.store.observe(\.count) { counts.append($0) }.store(in: bag)

        flux.dispatcher.dispatch(.add(1))
        bag.cancelAll()
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all == [1])
    }
}
