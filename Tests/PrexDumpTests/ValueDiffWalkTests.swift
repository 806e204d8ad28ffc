import PrexDump
import Testing

/// The walk's shortcuts give the lines the general path gives: two leaves of one type compared by their texts,
/// a value with one child read alone, a root whose bytes are equal skipped, lines added two at a time.
struct ValueDiffWalkTests {
    @Test func aStructWithOneStoredPropertyNamesItsChange() {
        #expect(ValueDiff.lines(from: Counter(count: 0), to: Counter(count: 1)) == ["- count: 0", "+ count: 1"])
        #expect(ValueDiff.lines(from: Counter(count: 3), to: Counter(count: 3)).isEmpty)
    }

    @Test func leavesOfOneTypeCompareByTheirTexts() {
        // Different bytes, one text: no change, as when the leaves are rendered whole.
        #expect(ValueDiff.lines(from: Label(text: "a", hidden: 1), to: Label(text: "a", hidden: 2)).isEmpty)
        #expect(ValueDiff.lines(from: Label(text: "a", hidden: 1), to: Label(text: "b", hidden: 1)) == ["- a", "+ b"])
        #expect(
            ValueDiff.lines(from: Holder(label: Label(text: "a")), to: Holder(label: Label(text: "b")))
                == ["- label: a", "+ label: b"])
    }

    @Test func optionalLeavesStillReadNilOrTheWrappedValue() {
        #expect(ValueDiff.lines(from: Int?.some(1), to: nil) == ["- 1", "+ nil"])
        #expect(ValueDiff.lines(from: Maybe(value: 1), to: Maybe(value: 2)) == ["- value: 1", "+ value: 2"])
    }

    @Test func aTypeWithAMirrorOfItsOwnIsReadChildByChild() {
        // Its child count changes from value to value: none is kept for its type.
        let one = Varying(values: [1])
        let two = Varying(values: [1, 2])

        #expect(ValueDiff.lines(from: one, to: Varying(values: [5])) == ["- 0: 1", "+ 0: 5"])
        #expect(ValueDiff.lines(from: one, to: two) == ["- Varying(0: 1)", "+ Varying(0: 1, 1: 2)"])
        #expect(ValueDiff.lines(from: two, to: Varying(values: [1, 3])) == ["- 1: 2", "+ 1: 3"])
    }

    @Test func manyChangesKeepTheirOrder() {
        let old = Five(a: 0, b: 0, c: 0, d: 0, e: 0)
        let new = Five(a: 1, b: 2, c: 3, d: 4, e: 5)

        let lines = ValueDiff.lines(from: old, to: new)

        #expect(
            lines == [
                "- a: 0", "+ a: 1", "- b: 0", "+ b: 2", "- c: 0", "+ c: 3", "- d: 0", "+ d: 4", "- e: 0", "+ e: 5",
            ])
    }
}

private struct Counter {
    var count: Int
}

/// A leaf whose text leaves out one of its properties.
private struct Label: CustomStringConvertible {
    var text: String
    var hidden = 0

    var description: String { text }
}

private struct Holder {
    var label: Label
}

private struct Maybe {
    var value: Int?
}

private struct Five {
    var a, b, c, d, e: Int
}

/// A struct whose `Mirror` has one child per value in `values`, labelled by position.
private struct Varying: CustomReflectable {
    var values: [Int]

    var customMirror: Mirror {
        let children = values.enumerated().map { (label: "\($0.offset)", value: $0.element) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
