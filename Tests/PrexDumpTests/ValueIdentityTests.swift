import Testing

@testable import PrexDump

struct ValueIdentityTests {
    @Test func copiesOfAValueAreIdentical() {
        let items = (0..<100).map { "item number \($0), long enough to be stored out of line" }
        let copy = items

        #expect(ValueIdentity.areIdentical(items, copy))
        #expect(ValueIdentity.areIdentical(Pair(name: "a", count: 1), Pair(name: "a", count: 1)))
        #expect(ValueIdentity.areIdentical(Empty(), Empty()))
    }

    @Test func aChangedCopyIsNotIdentical() {
        let items = (0..<100).map { "item \($0)" }
        var changed = items
        changed[50] = "changed"

        #expect(!ValueIdentity.areIdentical(items, changed))
        #expect(!ValueIdentity.areIdentical(Pair(name: "a", count: 1), Pair(name: "a", count: 2)))
    }

    @Test func equalContentsInOtherStorageAreNotProvedIdentical() {
        // Two arrays built apart hold their elements in two buffers: equal, but not the same bytes.
        #expect(!ValueIdentity.areIdentical(Array(0..<10), Array(0..<10)))
        #expect(!ValueIdentity.areIdentical(Counter(), Counter()))
    }

    @Test func theSameObjectIsIdentical() {
        let counter = Counter()

        #expect(ValueIdentity.areIdentical(counter, counter))
        #expect(ValueIdentity.areIdentical(Holder(counter: counter), Holder(counter: counter)))
    }

    @Test func valuesOfDifferentTypesAreNeverIdentical() {
        #expect(!ValueIdentity.areIdentical(1, UInt(1)))
        #expect(!ValueIdentity.areIdentical(Int?.some(1) as Any, 1))
        #expect(!ValueIdentity.areIdentical(Base(), Derived()))
    }

}

private struct Pair {
    var name: String
    var count: Int
}

private struct Empty {}

private final class Counter {
    var value = 0
}

private struct Holder {
    var counter: Counter
}

private class Base {}

private final class Derived: Base {}
