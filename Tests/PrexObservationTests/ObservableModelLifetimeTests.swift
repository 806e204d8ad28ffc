import Prex
import PrexObservation
import Testing

/// The owner of the model owns its presenter; dropping it frees model, presenter and private Flux, and a
/// scope that read the model is never called afterwards.
@MainActor
struct ObservableModelLifetimeTests {
    @Test func droppingTheOwnerFreesTheModelItsPresenterAndItsPrivateFlux() {
        weak var weakModel: ObservableModel<Presenter<ProfileAction, ProfileState>>?
        weak var weakPresenter: Presenter<ProfileAction, ProfileState>?
        weak var weakFlux: Flux<ProfileAction, ProfileState>?

        // Given a model whose presenter is the only owner of its Flux
        var owner: ObservableModel<Presenter<ProfileAction, ProfileState>>?
        do {
            let flux = Flux(state: ProfileState(), mutation: ProfileMutation())
            owner = ObservableModel(flux: flux)
            weakFlux = flux
        }
        weakModel = owner
        weakPresenter = owner?.presenter
        owner?.presenter.dispatch(.add(1))
        #expect(weakFlux != nil)

        // When its owner lets it go
        owner = nil

        // Then all three are freed
        #expect(weakModel == nil)
        #expect(weakPresenter == nil)
        #expect(weakFlux == nil)
    }

    @Test func aScopeThatReadAFreedModelIsNeverCalled() {
        // Given a shared Flux, and a reader of a model on it
        let flux = Flux(state: ProfileState(), mutation: ProfileMutation())
        let invalidations = Invalidations()
        weak var weakModel: ObservableModel<ProfilePresenter>?
        do {
            let model = ObservableModel(flux: flux) { model, flux in ProfilePresenter(view: model, flux: flux) }
            weakModel = model
            #expect(invalidations.track { model.count } == 0)
        }

        // When the model is gone and the Flux changes
        flux.dispatcher.dispatch(.add(1))

        // Then the model was freed, the reader was not called, and the Flux works on
        #expect(weakModel == nil)
        #expect(invalidations.count == 0)
        #expect(flux.store.state.count == 1)
    }

    @Test func aPresenterMethodCalledThroughTheModelKeepsNoCycle() {
        weak var weakModel: ObservableModel<ProfilePresenter>?
        do {
            let model = ObservableModel(flux: Flux(state: ProfileState(), mutation: ProfileMutation())) {
                model, flux in ProfilePresenter(view: model, flux: flux)
            }
            model.presenter.add(3)
            #expect(model.count == 3)
            weakModel = model
        }

        #expect(weakModel == nil)
    }
}
