import Prex
import PrexObservation
import Testing

// An app adds members to the models of one feature with an extension that names the presenter's type. These
// extensions are the test: with the generic parameter named `Presenter`, `Presenter<ProfileAction, ProfileState>`
// here meant the parameter, and the file did not compile ("cannot specialize non-generic type 'Presenter'").
extension ObservableModel where Source == Presenter<ProfileAction, ProfileState> {
    /// What a body shows for the count: a member of the feature's models, read through the model.
    var countText: String {
        "count: \(self.count)"
    }

    /// A user event, as a method of the model: it goes to the presenter.
    func addOne() {
        presenter.dispatch(.add(1))
    }
}

extension ObservableModel where Source == ProfilePresenter {
    /// A member of the models whose presenter is the subclass: it calls the subclass's method.
    func addTwice(_ amount: Int) {
        presenter.add(amount)
        presenter.add(amount)
    }
}

/// Extensions constrained to a presenter type (`where Source == Presenter<Action, State>`, or a subclass) compile,
/// and what they read through the model is tracked like any read.
@MainActor
struct ObservableModelExtensionTests {
    @Test func anExtensionForOneFeatureReadsAndDispatchesThroughTheModel() {
        // Given a model of the feature, and a scope that read a property through the extension
        let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())
        let invalidations = Invalidations()
        #expect(invalidations.track { model.countText } == "count: 0")

        // When the extension's method dispatches
        model.addOne()

        // Then the read is invalidated, and the extension shows the new state
        #expect(invalidations.count == 1)
        #expect(model.countText == "count: 1")
    }

    @Test func anExtensionForASubclassCallsItsMethods() {
        let model = ObservableModel(flux: Flux(state: ProfileState(), mutation: ProfileMutation())) { model, flux in
            ProfilePresenter(view: model, flux: flux)
        }

        model.addTwice(3)

        #expect(model.count == 6)
    }
}
