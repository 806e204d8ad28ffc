import Prex
import TestSupport
import Testing

struct BindingActionTests {
    @Test func applyingSetsThePropertyItNames() {
        var form = RegistrationForm(name: "a", age: 3)

        BindingAction.set(\RegistrationForm.age, 42).apply(to: &form)

        #expect(form == RegistrationForm(name: "a", age: 42))
    }

    @Test func twoBindingsAreEqualWhenTheySetTheSamePropertyToEqualValues() {
        let name: BindingAction<RegistrationForm> = .set(\.name, "ab")

        #expect(name == .set(\.name, "ab"))
        #expect(name != .set(\.name, "abc"))
        #expect(name != .set(\.notes, "ab"))
        #expect(BindingAction<RegistrationForm>.set(\.age, 1) != .set(\.name, "1"))
    }

    @Test func aBindingIsMatchedByTheKeyPathItSets() {
        let action = RegistrationAction.binding(.set(\.age, 7))

        let matched: String
        switch action {
        case .binding(\.name): matched = "name"
        case .binding(\.age): matched = "age"
        default: matched = "other"
        }

        #expect(matched == "age")
        #expect(action.binding?.keyPath == \RegistrationForm.age)
        #expect(action.binding?.value as? Int == 7)
        #expect(RegistrationAction.submit.binding == nil)
    }

    @Test func itDescribesItselfAsItIsWritten() {
        #expect(String(describing: BindingAction<RegistrationForm>.set(\.name, "ab")) == #"set(\.name, "ab")"#)
        #expect(String(describing: RegistrationAction.binding(.set(\.age, 7))) == #"binding(set(\.age, 7))"#)
    }
}
