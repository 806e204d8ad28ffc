import Testing

@testable import Prex

/// How a binding holds its value, by shape: a `String` in the action itself, plain bytes of one word inline, anything
/// else in a box; each read back, applied, compared and described as it was set.
struct BindingStorageTests {
    struct Profile: Equatable {
        var name = ""
        var title = ""
        var age = 0
        var tags: [String] = []
        var token = Token()
    }

    /// A reference: the same object, or not.
    final class Token: Equatable, Sendable {
        static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    }

    /// Empty, small (at most 15 UTF-8 bytes: no storage of its own), exactly 15 and 16 bytes, long (its own storage),
    /// not ASCII, and made from a slice.
    static let texts = [
        "", "Ada", "fifteen bytes!!", "sixteen bytes!!!", String(repeating: "Lovelace ", count: 20), "école 🇫🇷 東京",
        String("  trimmed  ".dropFirst(2).dropLast(2)),
    ]

    @Test func aStringIsHeldByTheActionWithoutABox() {
        for text in Self.texts {
            guard case .text = BindingAction.set(\Profile.name, text).storage else {
                Issue.record("\(text.debugDescription) is not held as text")
                continue
            }
        }
        guard case .inline = BindingAction.set(\Profile.age, 1).storage else {
            Issue.record("an Int is not inline")
            return
        }
        guard case .boxed = BindingAction.set(\Profile.tags, ["a"]).storage else {
            Issue.record("an array is not boxed")
            return
        }
    }

    @Test(arguments: texts)
    func aStringIsAppliedReadComparedAndDescribedAsItWasSet(text: String) throws {
        var profile = Profile(title: "kept")
        let action = BindingAction.set(\Profile.name, text)

        action.apply(to: &profile)

        #expect(profile.name == text)
        #expect(profile.title == "kept")
        #expect(try #require(action.value as? String) == text)
        #expect(action.keyPath == \Profile.name)
        #expect(action == .set(\.name, text))
        #expect(action != .set(\.name, text + "x"))
        #expect(action != .set(\.title, text))
        #expect(action.description == #"set(\.name, "# + text.debugDescription + ")")
    }

    @Test func aLongStringOutlivesTheValueItWasMadeFrom() {
        var actions: [BindingAction<Profile>] = []
        for index in 0..<8 {
            var text = String(repeating: "x", count: 40)
            text += String(index)
            actions.append(.set(\.name, text))
        }
        let copies = actions.map { $0 }
        actions.removeAll()

        var profile = Profile()
        for action in copies {
            action.apply(to: &profile)
        }

        #expect(profile.name == String(repeating: "x", count: 40) + "7")
    }

    @Test func aReferenceIsBoxedAndAppliedAsTheSameObject() throws {
        let token = Token()
        var profile = Profile()
        let action = BindingAction.set(\Profile.token, token)

        action.apply(to: &profile)

        #expect(profile.token === token)
        #expect(try #require(action.value as? Token) === token)
        #expect(action == .set(\.token, token))
        #expect(action != .set(\.token, Token()))
    }
}
