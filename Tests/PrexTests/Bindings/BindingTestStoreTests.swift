import Prex
import PrexTesting
import TestSupport
import Testing

/// A test sends a binding as any action and states the change it makes, derived fields included.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct BindingTestStoreTests {
    @Test func aSentBindingChangesThePropertyAndWhatTheMutationDerives() async {
        let store = TestStore(state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings())

        await store.send(.binding(.set(\.name, "Ada"))) {
            $0.name = "Ada"
            $0.greeting = "Hello, Ada"
        }
        await store.send(.binding(.set(\.name, ""))) {
            $0.name = ""
            $0.nameError = "required"
            $0.greeting = "Hello, "
        }
        await store.send(.binding(.set(\.age, 36))) {
            $0.age = 36
        }
        await store.finish()
    }
}
