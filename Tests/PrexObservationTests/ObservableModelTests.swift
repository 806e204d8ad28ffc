import Prex
import PrexObservation
import Testing

/// What a SwiftUI body relies on: each property read through the model is invalidated when, and only when,
/// that property changes.
@MainActor
struct ObservableModelTests {
    let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())
    let invalidations = Invalidations()

    @Test func aReadOfOnePropertyIsInvalidatedWhenThatPropertyChanges() {
        // Given a scope that read only the count
        let count = invalidations.track { model.count }
        #expect(count == 0)

        // When another property changes, then nothing is invalidated
        model.presenter.dispatch(.rename("profile"))
        #expect(invalidations.count == 0)

        // When the count changes, then the scope is invalidated, and a new scope reads the new count
        model.presenter.dispatch(.add(2))
        #expect(invalidations.count == 1)
        #expect(invalidations.track { model.count } == 2)
    }

    @Test func anActionThatChangesNothingReadDoesNotInvalidate() {
        _ = invalidations.track { (model.count, model.label, model.selection) }

        model.presenter.dispatch(.add(0))
        model.presenter.dispatch(.rename(""))
        model.presenter.dispatch(.select(nil))
        model.presenter.dispatch(.follow)

        #expect(invalidations.count == 0)
        #expect(model.owner.followers == 1)
    }

    @Test func aNestedReadIsTrackedAtThePropertyReadThroughTheModel() {
        // `model.owner.login` reads `owner`, as with `@Observable`: any change of the owner invalidates it.
        #expect(invalidations.track { model.owner.login } == "octocat")

        model.presenter.dispatch(.add(1))
        #expect(invalidations.count == 0)

        model.presenter.dispatch(.follow)
        #expect(invalidations.count == 1)

        #expect(invalidations.track { model.owner.login } == "octocat")
        model.presenter.dispatch(.login("hubot"))
        #expect(invalidations.count == 2)
        #expect(model.owner.login == "hubot")
    }

    @Test func anOptionalReadIsInvalidatedWhenItsValueChanges() {
        #expect(invalidations.track { model.selection } == nil)

        model.presenter.dispatch(.select(nil))
        #expect(invalidations.count == 0)

        model.presenter.dispatch(.select(3))
        #expect(invalidations.count == 1)
        #expect(invalidations.track { model.selection?.description } == "3")

        model.presenter.dispatch(.select(3))
        #expect(invalidations.count == 1)
    }

    @Test func aCollectionReadIsInvalidatedWhenTheCollectionChanges() {
        #expect(invalidations.track { model.items.count } == 0)

        model.presenter.dispatch(.add(1))
        #expect(invalidations.count == 0)

        model.presenter.dispatch(.append("first"))
        #expect(invalidations.count == 1)
        #expect(invalidations.track { model.items.first } == "first")
    }

    @Test func aComputedPropertyIsInvalidatedWhenItsValueChanges() {
        #expect(invalidations.track { model.total } == 0)

        model.presenter.dispatch(.rename("same total"))
        #expect(invalidations.count == 0)

        model.presenter.dispatch(.append("item"))
        #expect(invalidations.count == 1)
        #expect(invalidations.track { model.total } == 1)

        model.presenter.dispatch(.add(1))
        #expect(invalidations.count == 2)
        #expect(model.total == 2)
    }

    @Test func aValueThatIsNotEquatableIsInvalidatedByEveryDeliveredChange() {
        #expect(invalidations.track { model.badge.symbol } == "★")

        model.presenter.dispatch(.rename("unrelated"))

        #expect(invalidations.count == 1)
    }

    @Test func aReadOfTheWholeStateIsInvalidatedByEveryDeliveredChange() {
        #expect(invalidations.track { model.state } == ProfileState())

        model.presenter.dispatch(.follow)

        #expect(invalidations.count == 1)
        #expect(model.state.owner.followers == 1)
    }

    @Test func everyScopeThatReadAChangedPropertyIsInvalidatedOnce() {
        // Two bodies, one reading the count twice: each is invalidated once by a change of the count.
        let other = Invalidations()
        _ = invalidations.track { model.count + model.count }
        _ = other.track { (model.count, model.label) }

        model.presenter.dispatch(.add(1))

        #expect(invalidations.count == 1)
        #expect(other.count == 1)
    }

    @Test func aModelOnASharedFluxStartsFromItsStateAndOwnsASubclassedPresenter() {
        // Given a shared Flux that already counts 5, and two models on it, one with a presenter subclass
        let flux = Flux(state: ProfileState(count: 5), mutation: ProfileMutation())
        let subclassed = ObservableModel(flux: flux) { model, flux in ProfilePresenter(view: model, flux: flux) }
        let plain = ObservableModel(flux: flux)
        #expect(invalidations.track { plain.count } == 5)

        // When a button calls the subclass's method
        subclassed.presenter.add(2)

        // Then both models show the Flux's state, and the other model's reader was invalidated
        #expect(subclassed.count == 7)
        #expect(plain.count == 7)
        #expect(invalidations.count == 1)
    }
}
