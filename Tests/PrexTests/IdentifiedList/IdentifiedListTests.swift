import Foundation
import TestSupport
import Testing

@testable import Prex

struct IdentifiedListTests {
    struct Item: Identifiable, Hashable, Codable, Sendable {
        var id: Int
        var value: Int
    }

    // MARK: Model-based

    /// Random operations on a list and on a plain array that models it, compared after every step; a copy kept
    /// before each step must still match its model after the step.
    /// `size` bounds the ids; the list must grow past `exceeding` (a leaf's 32, one branch level's 256, two
    /// levels' 2,048).
    @Test(arguments: [(seed: UInt64(1), size: 60, exceeding: 32), (2, 400, 256), (3, 1_800, 1_024), (4, 3_200, 2_048)])
    func behavesLikeAnArrayModelUnderRandomOperations(seed: UInt64, size: Int, exceeding: Int) throws {
        var random = SplitMix64(seed: SplitMix64.seed(default: seed))
        var writes = 0
        func next(_ id: Int) -> Item {
            writes += 1
            return Item(id: id, value: writes)
        }
        let initial = (0..<size * 3 / 4).map { next($0 % (size * 2 / 3)) }  // duplicates: the later wins in place
        var list = IdentifiedList(initial)
        var model: [Item] = []
        for item in initial {
            Self.upsert(item, into: &model)
        }
        try Self.check(list, equals: model)

        var largest = 0
        for step in 0..<3_000 {
            let before = list
            let modelBefore = model
            let id = Int.random(in: 0..<size, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25:  // update in place through the subscript (modify)
                list[id: id]?.value += 1
                if let position = model.firstIndex(where: { $0.id == id }) { model[position].value += 1 }
            case 25..<40:  // set: replaces in place, or appends
                let item = next(id)
                list[id: id] = item
                Self.upsert(item, into: &model)
            case 40..<44:  // set with another id: removes, then adds under the new id
                let item = next(Int.random(in: 0..<size, using: &random))
                let removed = list[id: id] != nil
                list[id: id] = item
                if removed && item.id != id { model.removeAll { $0.id == id } }
                Self.upsert(item, into: &model)
            case 44..<48:  // change the id in place (modify): the same, for a present element
                let newID = Int.random(in: 0..<size, using: &random)
                list[id: id]?.id = newID
                if let position = model.firstIndex(where: { $0.id == id }) {
                    var item = model.remove(at: position)
                    item.id = newID
                    if newID == id { model.insert(item, at: position) } else { Self.upsert(item, into: &model) }
                }
            case 48..<53:  // set nil, set nil in place (modify), remove(id:)
                let expected = model.first { $0.id == id }
                switch step % 3 {
                case 0: list[id: id] = nil
                case 1: Self.clear(&list[id: id])
                default: #expect(list.remove(id: id) == expected)
                }
                model.removeAll { $0.id == id }
            case 53..<78:
                let item = next(id)
                let (inserted, position) = list.append(item)
                #expect(inserted == !model.contains { $0.id == id })
                Self.upsert(item, into: &model)
                #expect(model[position] == item)
            case 78..<86:
                let item = next(id)
                let position = Int.random(in: 0...model.count, using: &random)
                list.insert(item, at: position)
                if let present = model.firstIndex(where: { $0.id == id }) {
                    model[present] = item
                } else {
                    model.insert(item, at: position)
                }
            case 86..<92 where !model.isEmpty:
                let position = Int.random(in: 0..<model.count, using: &random)
                #expect(list.remove(at: position) == model.remove(at: position))
            case 92..<97 where !model.isEmpty:
                #expect(list.removeLast() == model.removeLast())
            case 97..<99 where !model.isEmpty:
                let from = Int.random(in: 0..<model.count, using: &random)
                let to = Int.random(in: 0...model.count, using: &random)
                list.move(fromOffsets: IndexSet(integer: from), toOffset: to)
                model.insert(model.remove(at: from), at: from < to ? to - 1 : to)
            case 99 where size <= 300:
                list.removeAll()
                model.removeAll()
            default:
                break
            }
            try Self.check(list, equals: model, step: step)
            largest = max(largest, list.count)
            try #require(Array(before) == modelBefore, "step \(step): the copy kept before the step changed")
            try #require(before.invariantViolations() == [], "step \(step), the copy kept before the step")
        }
        #expect(largest > exceeding, "the operations reached the sizes they are meant to cross")
    }

    /// The operations added for `IdentifiedArray` users (bulk changes, reorderings, positional writes), at random on
    /// a list and on an array that models it, with the array's own algorithms where the list promises the same
    /// result (sort, shuffle, partition). After every step: the list matches the model, a copy kept before the step
    /// still matches its model, and the difference from that copy (which takes the positional walk when the ids
    /// are kept or extended) matches a brute-force difference.
    @Test(arguments: [(seed: UInt64(31), size: 60), (32, 400), (33, 2_400)])
    func bulkOperationsBehaveLikeAnArrayModel(seed: UInt64, size: Int) throws {
        var random = SplitMix64(seed: SplitMix64.seed(default: seed))
        var writes = 0
        func next(_ id: Int) -> Item {
            writes += 1
            return Item(id: id, value: writes)
        }
        var model = (0..<size / 2).map { next($0 * 2) }
        var list = IdentifiedList(uncheckedUniqueElements: model)
        for step in 0..<400 {
            let before = list
            let modelBefore = model
            let id = Int.random(in: 0..<size, using: &random)
            let position = model.isEmpty ? 0 : Int.random(in: 0..<model.count, using: &random)
            switch Int.random(in: 0..<20, using: &random) {
            case 0:  // a page of new rows, some already present, some twice
                let page = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
                    next(Int.random(in: 0..<size, using: &random))
                }
                list.append(contentsOf: page)
                for item in page { Self.upsert(item, into: &model) }
            case 1:
                let divisor = Int.random(in: 2..<6, using: &random)
                list.removeAll { $0.value % divisor == 0 }
                model.removeAll { $0.value % divisor == 0 }
            case 2:
                let divisor = Int.random(in: 2..<20, using: &random)
                list = list.filter { $0.value % divisor != 0 }
                model = model.filter { $0.value % divisor != 0 }
            case 3:
                list.sort { ($0.value, $0.id) < ($1.value, $1.id) }
                model.sort { ($0.value, $0.id) < ($1.value, $1.id) }
            case 4:
                list.reverse()
                model.reverse()
            case 5:
                var modelRandom = random
                list.shuffle(using: &random)
                model.shuffle(using: &modelRandom)
            case 6:
                let divisor = Int.random(in: 2..<5, using: &random)
                #expect(list.partition { $0.value % divisor == 0 } == model.partition { $0.value % divisor == 0 })
            case 7 where !model.isEmpty:
                #expect(list.removeFirst() == model.removeFirst())
            case 8 where !model.isEmpty:  // a positional write: replaces, or trades places with the new id's element
                let item = next(Int.random(in: 0..<3, using: &random) == 0 ? id : model[position].id)
                #expect(list.update(item, at: position) == model[position])
                Self.write(item, at: position, into: &model)
            case 9 where !model.isEmpty:
                let item = next(id)
                list[position] = item
                Self.write(item, at: position, into: &model)
            case 10 where !model.isEmpty:
                list[position].value += 1
                model[position].value += 1
            case 11 where !model.isEmpty:
                let other = Int.random(in: 0..<model.count, using: &random)
                list.swapAt(position, other)
                model.swapAt(position, other)
            case 12 where !model.isEmpty:
                var offsets = IndexSet()
                for _ in 0..<Int.random(in: 1..<8, using: &random) {
                    offsets.insert(Int.random(in: 0..<model.count, using: &random))
                }
                if Int.random(in: 0..<4, using: &random) == 0 { offsets.insert(integersIn: position..<model.count) }
                list.remove(atOffsets: offsets)
                model = model.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
            case 13, 14:  // every row refreshed in one pass
                let bump = Int.random(in: 0..<3, using: &random)
                list.updateEach { $0.value += bump }
                for offset in model.indices { model[offset].value += bump }
            case 15:  // an id changed in the pass: made again as init(_:) makes it
                let changed = Int.random(in: 0..<size, using: &random)
                list.updateEach { if $0.id == changed { $0.id = id } }
                model = Self.deduplicated(model.map { Item(id: $0.id == changed ? id : $0.id, value: $0.value) })
            case 16:
                let item = next(id)
                #expect(list.remove(item) == model.first { $0.id == id })
                model.removeAll { $0.id == id }
            case 17:
                let item = next(id)
                #expect(list.updateOrAppend(item) == model.first { $0.id == id })
                Self.upsert(item, into: &model)
            case 18:
                let item = next(id)
                let at = Int.random(in: 0...model.count, using: &random)
                let (replaced, index) = list.updateOrInsert(item, at: at)
                #expect(replaced == model.first { $0.id == id })
                if let present = model.firstIndex(where: { $0.id == id }) {
                    model[present] = item
                    #expect(index == present)
                } else {
                    model.insert(item, at: at)
                    #expect(index == at)
                }
            default:  // a new value of the same rows assigned in place of the list
                model = model.map { Int.random(in: 0..<4, using: &random) == 0 ? next($0.id) : $0 }
                list = IdentifiedList(model)
            }
            try Self.check(list, equals: model, step: step)
            try #require(Array(before) == modelBefore, "step \(step): the copy kept before the step changed")
            try #require(before.invariantViolations() == [], "step \(step), the copy kept before the step")
            var walked: [IdentifiedList<Item>.Difference] = []
            list.forEachDifference(from: before) { walked.append($0) }
            try #require(walked == Self.bruteForceDifference(from: before, to: list), "step \(step)")
            try #require((list == before) == (model == modelBefore), "step \(step)")
        }
    }

    @Test(arguments: [10, 1_000, 2_000, 10_000, 40_000])
    func aCopyKeptBeforeAnUpdateIsUnchangedAtEveryLevel(count: Int) {
        let original = IdentifiedList((0..<count).map { Item(id: $0, value: 0) })
        for id in [0, 31, 32, 255, 256, 2_047, 2_048, count / 2, count - 1] where id < count {
            let copy = original
            var updated = original
            updated[id: id]?.value = 1

            #expect(copy == original)
            #expect(copy[id: id]?.value == 0)
            #expect(updated[id: id]?.value == 1)
            #expect(updated.filter { $0.value != 0 }.map(\.id) == [id])
        }
    }

    @Test(arguments: [10, 1_000, 10_000, 40_000])
    func anUpdateCopiesOnlyTheNodesOnItsPath(count: Int) {
        let original = IdentifiedList((0..<count).map { Item(id: $0, value: 0) })
        var updated = original
        updated[id: count / 2]?.value = 1

        let levels = (original.trie.shift - ElementTrie<Item>.leafShift) / ElementTrie<Item>.branchBits + 1
        #expect(Self.unsharedNodes(updated.trie.root, original.trie.root) == levels)
        #expect(updated.index === original.index)
    }

    @Test func aListNobodySharesIsUpdatedInPlace() {
        var list = IdentifiedList((0..<100).map { Item(id: $0, value: 0) })
        let root = ObjectIdentifier(list.trie.root)

        list[id: 50]?.value = 1
        list.append(Item(id: 100, value: 0))

        #expect(ObjectIdentifier(list.trie.root) == root)
    }

    // MARK: Semantics

    @Test func aLaterDuplicateReplacesTheEarlierInPlace() {
        let list: IdentifiedList = [Item(id: 1, value: 1), Item(id: 2, value: 2), Item(id: 1, value: 3)]

        #expect(Array(list) == [Item(id: 1, value: 3), Item(id: 2, value: 2)])
        #expect(list.ids == [1, 2])
    }

    @Test func changingAnIDThroughTheSubscriptMovesTheElementUnderItsNewID() {
        var list: IdentifiedList = [Item(id: 1, value: 1), Item(id: 2, value: 2), Item(id: 3, value: 3)]

        list[id: 1]?.id = 4
        #expect(list.ids == [2, 3, 4])

        list[id: 2]?.id = 3
        #expect(Array(list) == [Item(id: 3, value: 2), Item(id: 4, value: 1)])
        #expect(list.index(id: 3) == 0)
        #expect(list[id: 2] == nil)
    }

    @Test func absentIDsReadAndRemoveAsNil() {
        var list: IdentifiedList = [Item(id: 1, value: 1)]

        #expect(list[id: 9] == nil)
        #expect(list.remove(id: 9) == nil)
        list[id: 9] = nil
        list[id: 9]?.value += 1

        #expect(Array(list) == [Item(id: 1, value: 1)])
        #expect(!list.contains(id: 9))
        #expect(list.index(id: 9) == nil)
    }

    @Test func insertingAPresentIDReplacesItInPlace() {
        var list: IdentifiedList = [Item(id: 1, value: 1), Item(id: 2, value: 2)]

        let result = list.insert(Item(id: 2, value: 5), at: 0)

        #expect(result == (inserted: false, index: 1))
        #expect(Array(list) == [Item(id: 1, value: 1), Item(id: 2, value: 5)])
    }

    @Test func moveKeepsTheOrderOfTheMovedElements() {
        var list = IdentifiedList((0..<6).map { Item(id: $0, value: 0) })

        list.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)

        #expect(list.ids == [0, 2, 4, 1, 3, 5])
        #expect(list.index(id: 3) == 4)
    }

    // MARK: Difference

    @Test func oneChangeOfTenThousandIsExactlyOneUpdate() {
        let old = IdentifiedList((0..<10_000).map { Item(id: $0, value: 0) })
        var new = old
        new[id: 6_789]?.value = 1

        var differences: [IdentifiedList<Item>.Difference] = []
        new.forEachDifference(from: old) { differences.append($0) }

        #expect(differences == [.updated(6_789, Item(id: 6_789, value: 1))])
    }

    @Test(arguments: [(seed: UInt64(11), structural: false), (12, false), (13, true), (14, true)])
    func theDifferenceWalkMatchesABruteForceDifference(seed: UInt64, structural: Bool) {
        var random = SplitMix64(seed: SplitMix64.seed(default: seed))
        var writes = 0
        func item(_ id: Int) -> Item {  // a new value, or now and then (one in four) an equal rewrite
            writes += 1
            return Item(id: id, value: Int.random(in: 0..<4, using: &random) == 0 ? 0 : writes)
        }
        for round in 0..<40 {
            let count = [0, 1, 31, 33, 500, 1_100][round % 6]
            let old = IdentifiedList((0..<count).map { item($0) })
            var new = old
            for _ in 0..<Int.random(in: 0..<8, using: &random) {
                let id = Int.random(in: 0..<(count + 10), using: &random)
                switch (structural, Int.random(in: 0..<4, using: &random)) {
                case (true, 0): new.remove(id: id)
                case (true, 1): new.insert(item(id), at: Int.random(in: 0...new.count, using: &random))
                case (true, 2) where !new.isEmpty: new.move(fromOffsets: IndexSet(integer: 0), toOffset: new.count)
                default: if new.contains(id: id) { new[id: id] = item(id) }
                }
            }
            var walked: [IdentifiedList<Item>.Difference] = []
            new.forEachDifference(from: old) { walked.append($0) }

            #expect(walked == Self.bruteForceDifference(from: old, to: new), "round \(round)")
            if !structural {
                #expect(new.index === old.index, "round \(round): element updates keep the structure shared")
            }
        }
    }

    @Test func anEqualRewriteIsNotADifference() {
        let old = IdentifiedList((0..<100).map { Item(id: $0, value: 0) })
        var new = old
        new[id: 40] = Item(id: 40, value: 0)
        new[id: 41]?.value += 1
        new[id: 41]?.value -= 1
        new[id: 70]?.value = 7

        var differences: [IdentifiedList<Item>.Difference] = []
        new.forEachDifference(from: old) { differences.append($0) }

        #expect(differences == [.updated(70, Item(id: 70, value: 7))])
    }

    @Test func aDifferenceSkipsElementsWrittenNowhere() {
        let old = IdentifiedList((0..<100).map { Item(id: $0, value: 0) })
        var new = old
        new.remove(id: 10)
        new.insert(Item(id: 200, value: 0), at: 0)

        var differences: [IdentifiedList<Item>.Difference] = []
        new.forEachDifference(from: old) { differences.append($0) }

        #expect(differences == [.removed(10), .inserted(200)])
    }

    // MARK: The last write's record

    /// Versions of a list made by random writes, structural changes and copies that diverge from older versions: the
    /// difference and `==` between any two versions of the same count must match a brute-force comparison, whichever
    /// path (the record of the last write, or the walk) answers.
    @Test(arguments: [(seed: UInt64(21), count: 20), (22, 300), (23, 3_000)])
    func differencesBetweenAnyTwoVersionsMatchABruteForceDifference(seed: UInt64, count: Int) throws {
        var random = SplitMix64(seed: SplitMix64.seed(default: seed))
        var versions = [IdentifiedList((0..<count).map { Item(id: $0, value: 0) })]
        for step in 1..<120 {
            // Mostly from the newest version (as a store writes), now and then from an older one (a kept copy).
            let fromOlder = Int.random(in: 0..<5, using: &random) == 0
            var list = fromOlder ? versions.randomElement(using: &random)! : versions.last!
            for _ in 0..<[1, 1, 1, 2, 3][Int.random(in: 0..<5, using: &random)] {
                let id = list.ids.randomElement(using: &random) ?? 0
                switch Int.random(in: 0..<12, using: &random) {
                case 0: list.append(Item(id: count + step, value: step))
                case 1 where list.count > 1: list.removeLast()
                case 2: list[id: id] = Item(id: id, value: list[id: id]?.value ?? 0)  // an equal rewrite
                case 3 where list.count > 1:  // the same ids again, with a new last element
                    let last = list.removeLast()
                    list.append(Item(id: last.id, value: step))
                default: list[id: id]?.value = step
                }
            }
            versions.append(list)
            for _ in 0..<4 {
                let old = versions.randomElement(using: &random)!
                let new = versions.randomElement(using: &random)!
                var walked: [IdentifiedList<Item>.Difference] = []
                new.forEachDifference(from: old) { walked.append($0) }
                try #require(walked == Self.bruteForceDifference(from: old, to: new), "step \(step)")
                if let position = new.onlyWrittenPosition(since: old) {
                    // The record's one position is the only one that may differ.
                    try #require(walked.allSatisfy { $0 == .updated(new.ids[position], new[position]) }, "step \(step)")
                }
                try #require((new == old) == (Array(new) == Array(old)), "step \(step)")
            }
        }
    }

    @Test func aWriteIsTheOneDifferenceFromTheVersionItWasWrittenFromInBothDirections() {
        let old = IdentifiedList((0..<10_000).map { Item(id: $0, value: 0) })
        var new = old
        new[id: 4_321]?.value = 1
        new[id: 4_321]?.value = 2  // in place, the same position: still one difference

        var forward: [IdentifiedList<Item>.Difference] = []
        new.forEachDifference(from: old) { forward.append($0) }
        var backward: [IdentifiedList<Item>.Difference] = []
        old.forEachDifference(from: new) { backward.append($0) }

        #expect(new.trie.writtenFrom === old.trie.root)
        #expect(new.onlyWrittenPosition(since: old) == 4_321)
        #expect(old.onlyWrittenPosition(since: new) == 4_321)
        #expect(forward == [.updated(4_321, Item(id: 4_321, value: 2))])
        #expect(backward == [.updated(4_321, Item(id: 4_321, value: 0))])
    }

    @Test func aSecondPositionOrAChangeOfStructureForgetsTheRecord() {
        let old = IdentifiedList((0..<100).map { Item(id: $0, value: 0) })
        var twice = old
        twice[id: 10]?.value = 1
        twice[id: 90]?.value = 1
        var appended = old
        appended[id: 10]?.value = 1
        appended.append(Item(id: 100, value: 0))
        appended.removeLast()

        var differences: [IdentifiedList<Item>.Difference] = []
        twice.forEachDifference(from: old) { differences.append($0) }

        #expect(twice.trie.writtenFrom == nil)
        #expect(twice.onlyWrittenPosition(since: old) == nil)
        #expect(differences == [.updated(10, Item(id: 10, value: 1)), .updated(90, Item(id: 90, value: 1))])
        #expect(appended.trie.writtenFrom == nil)
        #expect(appended.onlyWrittenPosition(since: old) == nil)
        #expect(appended != old && appended.filter { $0.value != 0 }.map(\.id) == [10])
    }

    /// The record keeps the version before the last write alive, and no more: versions never form a chain, so the
    /// elements of older versions go with them.
    @Test func theRecordKeepsOnlyThePreviousVersionAlive() {
        final class Token: Sendable {}
        struct Row: Identifiable, Sendable {
            let id: Int
            var token: Token
        }
        weak var first: Token?
        weak var second: Token?
        var list = IdentifiedList((0..<1_000).map { Row(id: $0, token: Token()) })
        do {
            let firstToken = Token()
            first = firstToken
            var kept = list  // a kept copy (as a store's old state is)
            list[id: 500]?.token = firstToken
            kept = list
            let secondToken = Token()
            second = secondToken
            list[id: 500]?.token = secondToken  // copies the root that `kept` shares: the record holds `kept`'s
            kept = list
            list[id: 500]?.token = Token()
            _ = kept
        }

        #expect(first == nil, "two writes ago, held by no version")
        #expect(second != nil, "the version the last write was made from is kept by the record")
    }

    // MARK: Conformances

    @Test func equalityComparesElementsInOrder() {
        let list = IdentifiedList((0..<100).map { Item(id: $0, value: $0) })
        var updated = list
        updated[id: 70]?.value = -1
        var rewritten = updated
        rewritten[id: 70]?.value = 70

        #expect(list == IdentifiedList((0..<100).map { Item(id: $0, value: $0) }))
        #expect(list != updated)
        #expect(list == rewritten)
        #expect(list != IdentifiedList(list.reversed()))
        #expect(list != IdentifiedList(list.dropLast()))
        #expect(IdentifiedList<Item>() == [])
    }

    @Test func codableRoundTripsAsAPlainArray() throws {
        let list = IdentifiedList((0..<40).map { Item(id: $0, value: $0 * 2) })

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(list)
        let decoded = try JSONDecoder().decode(IdentifiedList<Item>.self, from: data)

        #expect(decoded == list)
        #expect(data == (try encoder.encode(Array(list))))
    }

    @Test func mirrorAndDescriptionShowTheElementsAsAnArrayDoes() {
        let elements = [Item(id: 1, value: 10), Item(id: 2, value: 20)]
        let list = IdentifiedList(elements)

        let mirror = Mirror(reflecting: list)

        #expect(mirror.displayStyle == .collection)
        #expect(mirror.children.map { $0.value as? Item } == elements)
        #expect(mirror.children.allSatisfy { $0.label == nil })
        #expect(list.description == elements.description)
        #expect(list.debugDescription == elements.debugDescription)
    }

    @Test func anUpdateInPlaceLendsTheElementItselfNotACopy() {
        final class Box: Sendable {}
        struct Row: Identifiable, Sendable {
            let id: Int
            var box = Box()
        }
        var list = IdentifiedList((0..<40).map { Row(id: $0) })

        #expect(isKnownUniquelyReferenced(&list[id: 35]!.box))
        let kept = list
        #expect(!isKnownUniquelyReferenced(&list[id: 35]!.box), "the kept version holds it too")
        #expect(kept[id: 35]?.box === list[id: 35]?.box)
    }

    @Test func anUpdateInPlaceThatThrowsLeavesTheListWhole() {
        var list = IdentifiedList((0..<40).map { Item(id: $0, value: 0) })

        #expect(throws: Failure.self) { try Self.fail(&list[id: 20], after: { $0?.value = 5 }) }
        #expect(throws: Failure.self) { try Self.fail(&list[id: 39], after: { $0 = nil }) }

        #expect(list.count == 39)
        #expect(list.ids == Array(0..<39))
        #expect(list[id: 20]?.value == 5)
    }

    // MARK: Helpers

    private static func clear(_ item: inout Item?) {
        item = nil
    }

    private static func fail(_ item: inout Item?, after body: (inout Item?) -> Void) throws {
        body(&item)
        throw Failure()
    }

    private struct Failure: Error {}

    private static func upsert(_ item: Item, into model: inout [Item]) {
        if let position = model.firstIndex(where: { $0.id == item.id }) {
            model[position] = item
        } else {
            model.append(item)
        }
    }

    /// A positional write, as ``IdentifiedList/update(_:at:)`` makes it: the element with the new id, if another,
    /// takes the replaced one.
    private static func write(_ item: Item, at position: Int, into model: inout [Item]) {
        let replaced = model[position]
        if item.id != replaced.id, let other = model.firstIndex(where: { $0.id == item.id }) {
            model[other] = replaced
        }
        model[position] = item
    }

    /// The elements as ``IdentifiedList/init(_:)`` keeps them: the last with an id, in the place of the first.
    private static func deduplicated(_ items: [Item]) -> [Item] {
        var model: [Item] = []
        for item in items { upsert(item, into: &model) }
        return model
    }

    private static func check(_ list: IdentifiedList<Item>, equals model: [Item], step: Int = -1) throws {
        try #require(list.invariantViolations() == [], "step \(step)")
        try #require(Array(list) == model, "step \(step)")
        try #require(list.ids == model.map(\.id), "step \(step)")
        try #require(list.count == model.count && list.isEmpty == model.isEmpty, "step \(step)")
        for (position, item) in model.enumerated() where position.isMultiple(of: 7) || position == model.count - 1 {
            try #require(list[id: item.id] == item, "step \(step)")
            try #require(list.index(id: item.id) == position, "step \(step)")
            try #require(list[position] == item, "step \(step)")
        }
    }

    private static func bruteForceDifference(
        from old: IdentifiedList<Item>, to new: IdentifiedList<Item>
    ) -> [IdentifiedList<Item>.Difference] {
        let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        let newIDs = Set(new.ids)
        return old.ids.filter { !newIDs.contains($0) }.map { .removed($0) }
            + new.compactMap { item in
                guard let previous = oldByID[item.id] else { return .inserted(item.id) }
                return previous == item ? nil : .updated(item.id, item)
            }
    }

    /// The nodes of `new` that `old` does not share.
    private static func unsharedNodes(_ new: TrieNode<Item>, _ old: TrieNode<Item>) -> Int {
        if new === old { return 0 }
        return 1
            + (0..<8).map { index in
                guard let newChild = new.child(index), let oldChild = old.child(index) else { return 0 }
                return unsharedNodes(newChild, oldChild)
            }.reduce(0, +)
    }
}
