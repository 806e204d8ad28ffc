import Prex
import PrexObservation
import TestSupport
import Testing

/// A control's two-way binding: it reads a property through the model and writes it by dispatching the binding.
@MainActor
struct ObservableModelBindingTests {
    @Test func settingAPropertyDispatchesTheBindingAndTheModelShowsIt() {
        // Given a model of a form, and a record of what its Flux dispatches
        let flux = Flux(state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings())
        let dispatched = Recorder<RegistrationAction>()
        let registration = flux.dispatcher.register { dispatched.append($0) }
        defer { flux.dispatcher.unregister(registration) }
        let model = ObservableModel(flux: flux)
        let invalidations = Invalidations()
        #expect(invalidations.track { model.name } == "")

        // When the control's setter runs
        model.set(\.name, to: "Ada")

        // Then one binding was dispatched, the feature reacted, and the read is invalidated with the new value
        #expect(dispatched.all == [.binding(.set(\.name, "Ada"))])
        #expect(invalidations.count == 1)
        #expect(model.name == "Ada")
        #expect(model.greeting == "Hello, Ada")
        #expect(flux.store.state.name == "Ada")
    }

    @Test func aPropertyNoBindingSetIsNotInvalidated() {
        let model = ObservableModel(state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings())
        let invalidations = Invalidations()
        #expect(invalidations.track { model.age } == 0)

        model.set(\.newsletter, to: true)

        #expect(invalidations.count == 0)
        #expect(model.newsletter)
    }
}
