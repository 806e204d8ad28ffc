// SwiftUI installs its trackers through this SPI of the toolchain's Observation module (no package): unlike
// `withObservationTracking(_:onChange:)`, such a tracker stays installed, and hears every change of what it
// read, until its owner cancels it.
@_spi(SwiftUI) import Observation
import Prex
import PrexObservation
import TestSupport
import Testing

/// How the model treats trackers over time: scopes opened after changes nobody read, scopes that read some
/// properties only, and trackers that stay installed across changes, as SwiftUI's may.
@MainActor
struct ObservableModelTrackerTests {
    let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())
    let invalidations = Invalidations()

    @Test func aScopeOpenedAfterChangesNobodyReadIsInvalidatedByTheNextChange() {
        // Given a read of the count, invalidated by a change, then changes while nobody reads the count
        _ = invalidations.track { model.count }
        model.presenter.dispatch(.add(1))
        model.presenter.dispatch(.add(1))
        model.presenter.dispatch(.add(1))
        #expect(invalidations.count == 1)

        // When a new scope reads the count, and the count changes
        let later = Invalidations()
        #expect(later.track { model.count } == 3)
        model.presenter.dispatch(.add(1))

        // Then the new scope is invalidated
        #expect(later.count == 1)
        #expect(invalidations.count == 1)
    }

    @Test func aBodyThatReadsSomePropertiesIsInvalidatedOnlyByThoseItRead() {
        // A body that reads the count and the label, not the items
        _ = invalidations.track { (model.count, model.label) }
        model.presenter.dispatch(.append("first"))
        model.presenter.dispatch(.append("second"))
        #expect(invalidations.count == 0)

        model.presenter.dispatch(.rename("profile"))
        #expect(invalidations.count == 1)

        // Redrawn, it now reads the count only: the label no longer invalidates it, the count does
        _ = invalidations.track { model.count }
        model.presenter.dispatch(.rename("other"))
        #expect(invalidations.count == 1)
        model.presenter.dispatch(.add(1))
        #expect(invalidations.count == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTrackerThatStaysInstalledHearsEveryChangeOfWhatItRead() {
        // Given a tracker that reads the count once and is never cancelled, recording the count the model
        // shows in each callback (read through the whole state, so that the callbacks never read the count
        // itself again). The callbacks hold the model weakly: the model's registrar holds them until the model
        // goes, so a strong reference would keep the model, its presenter and its Flux alive forever.
        let willSet = Recorder<Int>()
        let didSet = Recorder<Int>()
        let model = model
        _ = withObservationTracking {
            model.count
        } willSet: { [weak model] _ in
            willSet.append(MainActor.assumeIsolated { model?.state.count ?? -1 })
        } didSet: { [weak model] _ in
            didSet.append(MainActor.assumeIsolated { model?.state.count ?? -1 })
        }

        // When the count changes three times, with other changes between, and nothing reads it in between
        model.presenter.dispatch(.add(1))
        model.presenter.dispatch(.rename("unrelated"))
        model.presenter.dispatch(.add(1))
        model.presenter.dispatch(.add(1))

        // Then it heard each change of the count, and only those: before it (the old count), and after it
        #expect(willSet.all == [0, 1, 2])
        #expect(didSet.all == [1, 2, 3])
    }
}
