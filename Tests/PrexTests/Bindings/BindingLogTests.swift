import Prex
import TestSupport
import Testing

/// The debug log names a binding by the path of the property it set, with the value it replaced.
struct BindingLogTests {
    @Test func aBindingIsLoggedByItsPathWithTheValueItReplaced() {
        let entries = Recorder<String>()
        let flux = Flux(
            state: RegistrationForm(name: "a"), mutation: RegistrationMutation().applyingBindings(),
            debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.binding(.set(\.name, "ab")))
        flux.dispatcher.dispatch(.binding(.set(\.age, 0)))

        #expect(
            entries.all == [
                """
                action RegistrationAction.binding \\.name: "a" → "ab"
                  - name: "a"
                  + name: "ab"
                  - greeting: ""
                  + greeting: "Hello, ab"

                """,
                """
                action RegistrationAction.binding \\.age: 0 → 0
                  (no change)

                """,
            ]
        )
    }

    @Test func aChildFeaturesBindingIsLoggedAfterItsActionPath() {
        let entries = Recorder<String>()
        let flux = Flux(state: SignUpFlow(), mutation: SignUpFlow.mutation, debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.form(.binding(.set(\.age, 36))))

        #expect(
            entries.all == [
                """
                action SignUpFlowAction.form.binding \\.age: 0 → 36
                  - form.age: 0
                  + form.age: 36

                """
            ]
        )
    }

    @Test func aBindingForAnAbsentChildIsLoggedWithoutAnOldValue() {
        let entries = Recorder<String>()
        let flux = Flux(state: SignUpFlow(), mutation: SignUpFlow.mutation, debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.draft(.binding(.set(\.name, "x"))))

        #expect(
            entries.all == [
                """
                action SignUpFlowAction.draft.binding \\.name → "x"
                  (no change)
                  ignored: no RegistrationForm (\\SignUpFlow.draft is nil)

                """
            ]
        )
    }
}

/// A flow that holds the form as a slice, and a draft form that may be absent.
struct SignUpFlow: State, Equatable {
    var form = RegistrationForm()
    var draft: RegistrationForm?

    static var mutation: some Mutation<SignUpFlowAction, SignUpFlow> {
        EmptyMutation<SignUpFlowAction, SignUpFlow>()
            .scope(state: \.form, action: .form, RegistrationMutation().applyingBindings())
            .ifLet(state: \.draft, action: .draft, RegistrationMutation().applyingBindings())
    }
}

enum SignUpFlowAction: Action, Equatable {
    case form(RegistrationAction)
    case draft(RegistrationAction)
}

extension ActionCase<SignUpFlowAction, RegistrationAction> {
    static var form: Self { Self(SignUpFlowAction.form) { if case .form(let action) = $0 { action } else { nil } } }
    static var draft: Self { Self(SignUpFlowAction.draft) { if case .draft(let action) = $0 { action } else { nil } } }
}
