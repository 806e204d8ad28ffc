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

/// Where a field's bytes lie, and comparing them in two values without copying the field out.
struct InlineBytesTests {
    struct Layout {
        var first: Int32 = 0
        var second: Int = 0
        var flag = false
    }

    @Test func aFieldFillsTheWordsItHasAloneAndNoWordItShares() throws {
        let size = MemoryLayout<Layout>.size
        // `first` shares its word with the padding before `second`.
        #expect(try #require(InlineField(\Layout.first)).bytes.filledWords(inRootOf: size) == nil)
        #expect(try #require(InlineField(\Layout.second)).bytes.filledWords(inRootOf: size) == 0b10)
        // `flag` ends where the root does: its last word, cut short, is all its own.
        #expect(try #require(InlineField(\Layout.flag)).bytes.filledWords(inRootOf: size) == 0b100)
        #expect(InlineBytes(offset: 16, count: 1).filledWords(inRootOf: 24) == nil)
        #expect(InlineBytes(offset: 4, count: 8).filledWords(inRootOf: 16) == nil)
        #expect(InlineBytes(offset: 0, count: 16).filledWords(inRootOf: 16) == 0b11)
        #expect(InlineBytes(offset: 504, count: 8).filledWords(inRootOf: 600) == 1 << 63)
        #expect(InlineBytes(offset: 512, count: 8).filledWords(inRootOf: 600) == nil)
        #expect(InlineBytes(offset: 40, count: 0).filledWords(inRootOf: 48) == 0)
    }

    /// No padding (which two values need not share): 17 bytes, the last word one byte long.
    struct Words {
        var first = 0
        var second = 0
        var flag = false
    }

    @Test func differingWordsMarksTheWordsWhereTwoValuesDiffer() {
        let old = Words(first: 1, second: 2, flag: false)
        let words = { (new: Words, count: Int) in
            InlineBytes.withRoots(old, new) { $0.differingWords(upTo: count) }
        }

        #expect(words(old, 3) == 0)
        #expect(words(Words(first: 1, second: 3, flag: false), 3) == 0b10)
        #expect(words(Words(first: 9, second: 2, flag: true), 3) == 0b101)
        // Only the words asked for are compared.
        #expect(words(Words(first: 9, second: 2, flag: true), 1) == 0b1)
    }

    @Test func equalBytesAreFoundEqualAndAChangedFieldUnequal() throws {
        let old = Layout(first: 1, second: 2, flag: false)
        let second = try #require(InlineField(\Layout.second)).bytes
        let flag = try #require(InlineField(\Layout.flag)).bytes

        InlineBytes.withRoots(old, Layout(first: 5, second: 2, flag: true)) { roots in
            #expect(second.haveEqualBytes(in: roots))
            #expect(!flag.haveEqualBytes(in: roots))
        }
        let names = try #require(InlineField(\InlineFieldTests.Sample.names)).bytes
        let sample = InlineFieldTests.makeSample()
        var renamed = sample
        renamed.names.append("c")
        InlineBytes.withRoots(sample, renamed) { roots in
            #expect(!names.haveEqualBytes(in: roots))
        }
        InlineBytes.withRoots(sample, sample) { roots in
            #expect(names.haveEqualBytes(in: roots))
        }
    }

    /// Five words: 40 bytes, past the in-line comparison's 32.
    struct Five {
        var a = 0, b = 0, c = 0, d = 0, e = 0
    }

    struct Wide {
        var head = 0
        var block = Five()
        var tail = 0
    }

    @Test func aFieldLongerThan32BytesIsComparedWhole() throws {
        let old = Wide(head: 1, block: Five(a: 1, b: 2, c: 3, d: 4, e: 5), tail: 6)
        let block = try #require(InlineField(\Wide.block)).bytes

        InlineBytes.withRoots(old, Wide(head: 9, block: old.block, tail: 9)) { roots in
            #expect(block.haveEqualBytes(in: roots))
        }
        InlineBytes.withRoots(old, Wide(head: 1, block: Five(a: 1, b: 2, c: 3, d: 4, e: 7), tail: 6)) { roots in
            #expect(!block.haveEqualBytes(in: roots))
        }
    }
}
