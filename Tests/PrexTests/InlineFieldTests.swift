import Testing

@testable import Prex

/// Which key paths are read as inline fields, and that reading one gives what projecting the key path gives.
struct InlineFieldTests {
    struct Owner: Equatable {
        var login: String
        var id: Int
    }

    struct Sample {
        var count: Int
        var owner: Owner
        var names: [String]
        var optional: Owner?
        let object: Box
        var doubled: Int { count * 2 }
    }

    final class Box {
        var value = 1
    }

    static func makeSample() -> Sample {
        Sample(count: 7, owner: Owner(login: "apple", id: 10), names: ["a", "b"], optional: nil, object: Box())
    }

    @Test func storedPropertiesAndNestedStoredPropertiesAreInlineAndReadTheSameValue() throws {
        let sample = Self.makeSample()
        #expect(try #require(InlineField(\Sample.count)).read(from: sample) == 7)
        #expect(try #require(InlineField(\Sample.owner)).read(from: sample) == Owner(login: "apple", id: 10))
        #expect(try #require(InlineField(\Sample.owner.login)).read(from: sample) == "apple")
        #expect(try #require(InlineField(\Sample.owner.id)).read(from: sample) == 10)
        #expect(try #require(InlineField(\Sample.names)).read(from: sample) == ["a", "b"])
    }

    @Test func computedPropertiesAndPathsThroughClassesOrOptionalsAreNotInline() {
        #expect(InlineField(\Sample.doubled) == nil)
        #expect(InlineField(\Sample.object.value) == nil)
        #expect(InlineField(\Sample.optional?.login) == nil)
    }

    @Test func aReadValueOutlivesTheRootItWasReadFrom() throws {
        let field = try #require(InlineField(\Sample.names))
        var names: [String]
        do {
            let root = Sample(count: 0, owner: Owner(login: "", id: 0), names: ["kept"], optional: nil, object: Box())
            names = field.read(from: root)
        }
        names.append("after")

        #expect(names == ["kept", "after"])
    }
}
