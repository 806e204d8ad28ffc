import Prex

/// A form whose fields a view edits through one binding case, and whose mutation reacts to the name: for the
/// binding tests.
package struct RegistrationForm: State, Equatable, BindableState {
    package var name = ""
    package var age = 0
    package var newsletter = false
    /// Derived from `name` by the mutation, after the binding set it.
    package var nameError: String?
    package var greeting = ""
    /// Not in `bindableProperties`: a binding of it cannot be recorded.
    package var notes = ""
    package var submitted = 0

    package init(name: String = "", age: Int = 0) {
        self.name = name
        self.age = age
    }

    package static let bindableProperties: [BindableProperty<RegistrationForm>] = [
        BindableProperty("name", \.name), BindableProperty("age", \.age), BindableProperty("newsletter", \.newsletter),
    ]
}

package enum RegistrationAction: BindableAction, Equatable, Codable {
    case binding(BindingAction<RegistrationForm>)
    case submit

    package var binding: BindingAction<RegistrationForm>? {
        if case .binding(let binding) = self { binding } else { nil }
    }
}

/// Validates the name and greets whoever it names, each time a binding sets it; counts submissions.
package struct RegistrationMutation: Mutation {
    package init() {}

    package func mutate(action: RegistrationAction, state: inout RegistrationForm) {
        switch action {
        case .binding(\.name):
            state.nameError = state.name.isEmpty ? "required" : nil
            state.greeting = "Hello, " + state.name
        case .binding:
            break
        case .submit:
            state.submitted += 1
        }
    }
}
