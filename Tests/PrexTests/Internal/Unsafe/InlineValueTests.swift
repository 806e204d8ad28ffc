import Testing

@testable import Prex

/// A trivial value of at most one word kept as its bytes, and read back the same; any other value is not kept.
struct InlineValueTests {
    enum Direction: Sendable, Equatable {
        case up, down
    }

    struct Point: Sendable, Equatable {
        var x: Int16
        var y: Int16
    }

    @Test func trivialValuesOfOneWordAreReadBackAsTheyWere() throws {
        #expect(try #require(InlineValue(Int.min)).load(as: Int.self) == Int.min)
        #expect(try #require(InlineValue(true)).load(as: Bool.self))
        #expect(try #require(InlineValue(Double.pi)).load(as: Double.self) == Double.pi)
        #expect(try #require(InlineValue(Direction.down)).load(as: Direction.self) == .down)
        #expect(try #require(InlineValue(Point(x: -2, y: 7))).load(as: Point.self) == Point(x: -2, y: 7))
    }

    @Test func valuesWithReferencesOrLargerThanAWordAreNotKept() {
        #expect(InlineValue("ab") == nil)
        #expect(InlineValue([1, 2]) == nil)
        #expect(InlineValue((1, 2)) == nil)
        #expect(InlineValue(Optional(7)) == nil)  // nine bytes
    }
}
