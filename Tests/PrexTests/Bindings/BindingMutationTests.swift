import Prex
import TestSupport
import Testing

struct BindingMutationTests {
    @Test func theFeatureMutationSeesTheValueTheBindingSet() {
        // Given a form whose mutation validates the name and greets it
        let flux = Flux(state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings())

        // When a binding sets the name
        flux.dispatcher.dispatch(.binding(.set(\.name, "Ada")))

        // Then the name is set, and what the mutation derives from it was derived from the new name
        #expect(flux.store.state.name == "Ada")
        #expect(flux.store.state.greeting == "Hello, Ada")
        #expect(flux.store.state.nameError == nil)

        flux.dispatcher.dispatch(.binding(.set(\.name, "")))
        #expect(flux.store.state.nameError == "required")
        #expect(flux.store.state.greeting == "Hello, ")
    }

    @Test func everyFieldIsSetThroughTheOneCase() {
        let flux = Flux(state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings())

        flux.dispatcher.dispatch(.binding(.set(\.age, 36)))
        flux.dispatcher.dispatch(.binding(.set(\.newsletter, true)))
        flux.dispatcher.dispatch(.binding(.set(\.notes, "first")))
        flux.dispatcher.dispatch(.submit)

        var expected = RegistrationForm(age: 36)
        expected.newsletter = true
        expected.notes = "first"
        expected.submitted = 1
        #expect(flux.store.state == expected)
    }

    @Test func withoutTheHelperABindingSetsNothing() {
        // The helper is what applies bindings: the feature's mutation alone only sees them.
        let flux = Flux(state: RegistrationForm(), mutation: RegistrationMutation())

        flux.dispatcher.dispatch(.binding(.set(\.age, 36)))

        #expect(flux.store.state.age == 0)
    }
}
