import Testing

@testable import Prex

/// Field layouts are read from the runtime, and the diff reads memory where they say: these tests check the
/// offsets against the compiler's, the loads against the properties, which types get no layout, and that diffs
/// walked by layout say what the values' trees say.
struct FieldLayoutTests {
    @Test func offsetsAreTheCompilersAndLoadsReadTheProperties() throws {
        let layout = try #require(FieldLayout.of(Mixed.self))
        #expect(layout.fields.map(\.label) == ["flag", "name", "count", "tags", "payload", "pair"])
        let offsets: [Int?] = [
            MemoryLayout<Mixed>.offset(of: \.flag), MemoryLayout<Mixed>.offset(of: \.name),
            MemoryLayout<Mixed>.offset(of: \.count), MemoryLayout<Mixed>.offset(of: \.tags),
            MemoryLayout<Mixed>.offset(of: \.payload), MemoryLayout<Mixed>.offset(of: \.pair),
        ]
        #expect(layout.fields.map(\.offset) == offsets.compactMap { $0 })
        #expect(layout.fields.map(\.isInline) == [true, true, true, true, false, true])

        let value = Mixed.make()
        let loaded = try #require(
            ValueAddress.withAddress(of: value) { address in
                layout.fields.map { field in field.access.load(from: address.field(at: field.offset)) }
            })
        #expect(loaded[1] as? String == "a name longer than fifteen bytes")
        #expect(loaded[3] as? [String] == ["x", "y"])
        #expect((loaded[4] as? Int) == 7)
        #expect((loaded[5] as? Pair<Int, String>)?.second == "two")
    }

    @Test func weakAndUnownedPropertiesLeaveTheTypeToMirror() {
        // Their storage is not a value of their declared type: no layout may read it.
        #expect(FieldLayout.of(HoldsWeak.self) == nil)
        #expect(FieldLayout.of(HoldsUnowned.self) == nil)
        #expect(TypeTraits.of(HoldsWeak(target: nil)).layout == nil)
    }

    @Test func classesLeavesAndCustomMirrorsHaveNoLayout() {
        #expect(TypeTraits.of(Node(value: 1)).layout == nil)
        #expect(TypeTraits.of(42).layout == nil)
        #expect(TypeTraits.of("text").layout == nil)
        #expect(TypeTraits.of(Reflected(secret: 1)).layout == nil)
        #expect(TypeTraits.of(Mixed.make()).layout != nil)
        #expect(TypeTraits.of((a: 1, "b")).layout != nil)
    }

    @Test func structsWalkedByLayoutGiveTheLinesOfTheirTrees() {
        let old = Mixed.make()
        var new = old
        new.count = 2
        new.payload = "seven"
        new.pair.second = "deux"
        new.tags.append("z")

        #expect(
            ValueDiff.lines(from: old, to: new) == [
                "- count: 1", "+ count: 2",
                "+ tags[2]: \"z\"",
                "- payload: 7", "+ payload: \"seven\"",
                "- pair.second: \"two\"", "+ pair.second: \"deux\"",
            ])
        #expect(
            ValueDiff.render(old)
                == #"Mixed(flag: true, name: "a name longer than fifteen bytes", count: 1, tags: ["x", "y"], "#
                + #"payload: 7, pair: Pair<Int, String>(first: 1, second: "two"))"#)
    }

    @Test func optionalsEnumsAndExistentialsInsideStructsCompareInside() {
        let old = Holder(maybe: Pair(first: 1, second: "a"), status: .loaded(count: 1), shape: Circle(radius: 1))
        var new = old
        new.maybe?.first = 2
        new.status = .loaded(count: 3)
        new.shape = Circle(radius: 2)

        #expect(
            ValueDiff.lines(from: old, to: new) == [
                "- maybe.first: 1", "+ maybe.first: 2",
                "- status.loaded.count: 1", "+ status.loaded.count: 3",
                "- shape.radius: 1.0", "+ shape.radius: 2.0",
            ])
        new.shape = Square(side: 1)
        #expect(
            ValueDiff.lines(from: old, to: new).suffix(2) == [
                "- shape: Circle(radius: 1.0)", "+ shape: Square(side: 1.0)",
            ])
    }

    @Test func typesWithWeakPropertiesAreStillCompared() {
        let node = Node(value: 1)
        let old = HoldsWeak(target: node, count: 1)
        let new = HoldsWeak(target: node, count: 2)

        #expect(ValueDiff.lines(from: old, to: new) == ["- count: 1", "+ count: 2"])
        #expect(ValueDiff.render(old) == "HoldsWeak(target: Node(value: 1), count: 1)")
    }

    @Test func nestedGenericsAndTuplesAreWalkedToTheChange() {
        let old = Pair(first: Pair(first: (1, label: "a"), second: [Pair(first: 1, second: 2)]), second: 0)
        var new = old
        new.first.first.label = "b"
        new.first.second[0].second = 3

        #expect(
            ValueDiff.lines(from: old, to: new) == [
                "- first.first.label: \"a\"", "+ first.first.label: \"b\"",
                "- first.second[0].second: 2", "+ first.second[0].second: 3",
            ])
    }

    @Test func valuesDeeperThanTheLimitAreCutOffAlike() {
        // Each `Chain` level is two levels of the tree (the struct, then its array).
        let deep = ValueDump.maximumDepth
        #expect(ValueDiff.lines(from: Chain.make(depth: deep, leaf: 1), to: Chain.make(depth: deep, leaf: 2)) == [])
        #expect(
            ValueDiff.lines(from: Chain.make(depth: 2, leaf: 1), to: Chain.make(depth: 2, leaf: 2)) == [
                "- next[0].next[0].leaf: 1", "+ next[0].next[0].leaf: 2",
            ])
    }
}

// MARK: Fixtures

private struct Pair<First, Second> {
    var first: First
    var second: Second
}

private struct Mixed {
    var flag: Bool
    var name: String
    var count: Int
    var tags: [String]
    var payload: Any
    var pair: Pair<Int, String>

    static func make() -> Mixed {
        Mixed(
            flag: true, name: "a name longer than fifteen bytes", count: 1, tags: ["x", "y"], payload: 7,
            pair: Pair(first: 1, second: "two"))
    }
}

private protocol Shape {}

private struct Circle: Shape {
    var radius: Double
}

private struct Square: Shape {
    var side: Double
}

private enum Status {
    case idle
    case loaded(count: Int)
}

private struct Holder {
    var maybe: Pair<Int, String>?
    var status: Status
    var shape: any Shape
}

private final class Node {
    let value: Int
    init(value: Int) { self.value = value }
}

private struct HoldsWeak {
    weak var target: Node?
    var count = 0
}

private struct HoldsUnowned {
    unowned var target: Node
}

private struct Reflected: CustomReflectable {
    var secret: Int
    var customMirror: Mirror { Mirror(self, children: []) }
}

/// A struct nested in itself through an array: `depth` levels of `Chain`s, then `leaf`.
private struct Chain {
    var next: [Chain]
    var leaf: Int

    static func make(depth: Int, leaf: Int) -> Chain {
        var chain = Chain(next: [], leaf: leaf)
        for _ in 0..<depth {
            chain = Chain(next: [chain], leaf: 0)
        }
        return chain
    }
}
