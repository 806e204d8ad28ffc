import Testing

@testable import PrexDump

struct PlainFieldsTests {
    @Test func aSmallStructOfLeavesIsDiffedTheSameFromTheTable() {
        // Given a value read once (as a log reads each state as the new one, then as the next entry's old one)
        #expect(ValueDiff.lines(from: Point(x: 1, y: 2), to: Point(x: 1, y: 3)) == ["- y: 2", "+ y: 3"])

        // Then the lines are the same when its fields come from the table, at the root and inside another value
        #expect(ValueDiff.lines(from: Point(x: 1, y: 3), to: Point(x: 4, y: 3)) == ["- x: 1", "+ x: 4"])
        #expect(ValueDiff.lines(from: Point(x: 1, y: 3), to: Point(x: 1, y: 3)).isEmpty)
        #expect(
            ValueDiff.lines(
                from: Shape(origin: Point(x: 4, y: 3), name: "a"), to: Shape(origin: .init(x: 4, y: 5), name: "a"))
                == ["- origin.y: 3", "+ origin.y: 5"])
        #expect(
            PlainFields.fields(of: Point(x: 4, y: 3), traits: TypeTraits.of(Point(x: 4, y: 3))) == [
                .init(label: "x", text: "4"), .init(label: "y", text: "3"),
            ])
    }

    @Test func aStructWhoseFieldsAreNotAllLeavesIsReadThroughItsShape() {
        // A field that is a struct is not a leaf (9 bytes in all: plain, and small enough).
        let corner = Corner(pair: Pair(a: 1, b: 2), flag: true)
        #expect(TypeTraits.of(corner).plainBits != nil)
        #expect(PlainFields.fields(of: corner, traits: TypeTraits.of(corner)) == nil)
        #expect(
            ValueDiff.lines(from: corner, to: Corner(pair: Pair(a: 1, b: 7), flag: true)) == [
                "- pair.b: 2", "+ pair.b: 7",
            ])
        #expect(PlainFields.fields(of: corner, traits: TypeTraits.of(corner)) == nil)
    }

    @Test func onlySmallPlainStructsAreKept() {
        #expect(TypeTraits.of(Point(x: 0, y: 0)).plainBits != nil)
        // A `String` is not plain bytes; three `Int`s are 24 bytes, too many; an enum has its own table.
        #expect(TypeTraits.of(Shape(origin: Point(x: 0, y: 0), name: "")).plainBits == nil)
        #expect(TypeTraits.of(Box(a: 1, b: 2, c: 3)).plainBits == nil)
        #expect(TypeTraits.of(Flag.on).plainBits == nil)
        #expect(ValueDiff.lines(from: Box(a: 1, b: 2, c: 3), to: Box(a: 1, b: 2, c: 4)) == ["- c: 3", "+ c: 4"])
    }

    @Test func manyValuesOfOneTypeStayRight() {
        for count in 0..<20 {
            #expect(
                ValueDiff.lines(from: Point(x: count, y: 0), to: Point(x: count + 1, y: 0)) == [
                    "- x: \(count)", "+ x: \(count + 1)",
                ])
        }
        #expect(ValueDiff.lines(from: Point(x: 3, y: 0), to: Point(x: 0, y: 0)) == ["- x: 3", "+ x: 0"])
    }
}

private struct Point {
    var x: Int
    var y: Int
}

private struct Shape {
    var origin: Point
    var name: String
}

private struct Pair {
    var a: Int32
    var b: Int32
}

private struct Corner {
    var pair: Pair
    var flag: Bool
}

private struct Box {
    var a: Int
    var b: Int
    var c: Int
}

private enum Flag {
    case on
}
