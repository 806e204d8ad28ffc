import Prex
import TestSupport
import Testing

struct BindingActionTests {
    @Test func applyingSetsThePropertyItNames() {
        var form = RegistrationForm(name: "a", age: 3)

        BindingAction.set(\RegistrationForm.age, 42).apply(to: &form)

        #expect(form == RegistrationForm(name: "a", age: 42))
    }

    /// Values kept inline (plain bytes of one word) and values kept in a box (references, larger values) alike.
    @Test func valuesOfEveryShapeAreAppliedReadAndCompared() throws {
        var shapes = Shapes()

        let actions: [BindingAction<Shapes>] = [
            .set(\.count, -3), .set(\.flag, true), .set(\.ratio, 0.5), .set(\.small, 9), .set(\.text, "ab"),
            .set(\.list, [1, 2]), .set(\.pair, Shapes.Pair(a: 1, b: 2, c: 3)), .set(\.maybe, 4),
        ]
        for action in actions {
            action.apply(to: &shapes)
        }

        #expect(
            shapes
                == Shapes(
                    count: -3, flag: true, ratio: 0.5, small: 9, text: "ab", list: [1, 2],
                    pair: Shapes.Pair(a: 1, b: 2, c: 3), maybe: 4))
        #expect(try #require(actions[0].value as? Int) == -3)
        #expect(try #require(actions[4].value as? String) == "ab")
        #expect(try #require(actions[6].value as? Shapes.Pair) == Shapes.Pair(a: 1, b: 2, c: 3))
        #expect(actions[0].keyPath == \Shapes.count)
        #expect(actions[4].keyPath == \Shapes.text)
        #expect(actions == actions.map { $0 })
        #expect(actions[0] != .set(\.count, -4))
        #expect(actions[4] != .set(\.text, "abc"))
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

/// A state with properties of each shape a binding keeps: trivial of one word, references, larger than a word.
struct Shapes: Equatable {
    struct Pair: Equatable, Sendable {
        var a: Int
        var b: Int
        var c: Int
    }

    var count = 0
    var flag = false
    var ratio = 0.0
    var small: UInt8 = 0
    var text = ""
    var list: [Int] = []
    var pair = Pair(a: 0, b: 0, c: 0)
    var maybe: Int?
}
