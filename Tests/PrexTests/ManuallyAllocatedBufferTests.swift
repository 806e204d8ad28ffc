import Testing

@testable import Prex

/// The buffer's operations, which `CallbackList` relies on: each keeps the initialised prefix its owner tracks,
/// and every element is released exactly once (LeakSanitizer and AddressSanitizer check the memory itself).
struct ManuallyAllocatedBufferTests {
    final class Token {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// A buffer of `names.count` tokens in a buffer of `capacity`, and weak references to the tokens.
    static func filled(_ names: [String], capacity: Int) -> (ManuallyAllocatedBuffer<Token>, [() -> Token?]) {
        let buffer = ManuallyAllocatedBuffer<Token>(capacity: capacity)
        var references: [() -> Token?] = []
        for (index, name) in names.enumerated() {
            let token = Token(name)
            buffer.initialize(at: index, to: token)
            references.append { [weak token] in token }
        }
        return (buffer, references)
    }

    static func names(_ buffer: ManuallyAllocatedBuffer<Token>, count: Int) -> [String] {
        var names: [String] = []
        buffer.forEach(count: count) { names.append($0.name) }
        return names
    }

    @Test func readsWhatWasInitialisedInSlotOrder() {
        let (buffer, _) = Self.filled(["a", "b", "c"], capacity: 4)
        defer { buffer.free(count: 3) }

        #expect(buffer.capacity == 4)
        #expect(buffer[1].name == "b")
        #expect(Self.names(buffer, count: 3) == ["a", "b", "c"])
        #expect(Self.names(buffer, count: 2) == ["a", "b"], "forEach visits only the prefix it is given")
    }

    @Test func removeTakesTheElementOutAndClosesTheGap() {
        let (buffer, references) = Self.filled(["a", "b", "c", "d"], capacity: 4)
        defer { buffer.free(count: 3) }

        let removed = buffer.remove(at: 1, count: 4)

        #expect(removed.name == "b")
        #expect(Self.names(buffer, count: 3) == ["a", "c", "d"])
        #expect(references[1]() != nil, "the removed element is the caller's now")
        _ = consume removed
        #expect(references[1]() == nil, "and the buffer kept no reference to it")
    }

    @Test func aCopyIsIndependentOfItsOriginal() {
        let (original, references) = Self.filled(["a", "b"], capacity: 2)

        let copy = original.copied(count: 2, capacity: 8)
        copy.initialize(at: 2, to: Token("c"))
        _ = original.remove(at: 0, count: 2)

        #expect(copy.capacity == 8)
        #expect(Self.names(copy, count: 3) == ["a", "b", "c"])
        #expect(Self.names(original, count: 1) == ["b"])
        original.free(count: 1)
        #expect(references[1]() != nil, "the copy holds its own reference")
        copy.free(count: 3)
        #expect(references.allSatisfy { $0() == nil })
    }

    @Test func movingKeepsTheElementsInANewBuffer() {
        let (buffer, references) = Self.filled(["a", "b", "c"], capacity: 3)

        let moved = buffer.moved(count: 3, capacity: 6)
        moved.initialize(at: 3, to: Token("d"))

        #expect(moved.capacity == 6)
        #expect(Self.names(moved, count: 4) == ["a", "b", "c", "d"])
        #expect(references.allSatisfy { $0() != nil })
        moved.free(count: 4)
        #expect(references.allSatisfy { $0() == nil })
    }

    @Test func freeReleasesTheInitialisedElements() {
        let (buffer, references) = Self.filled(["a", "b"], capacity: 5)
        #expect(references.allSatisfy { $0() != nil })

        buffer.free(count: 2)

        #expect(references.allSatisfy { $0() == nil })
    }
}
