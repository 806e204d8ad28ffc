import Foundation
import PrexDump
import Testing

@testable import Prex

/// A stack's path is a value: ids the stack makes and never reuses, push, pops, a path replaced at once, read by id
/// and by position, compared, encoded with its ids and its counter, and shown by position.
@Suite
struct StackStateTests {
    typealias Screen = StackApp.Screen

    static let a = Screen.counter(.init(count: 1))
    static let b = Screen.note(.init(text: "b"))
    static let c = Screen.counter(.init(count: 3))

    @Test func pushGivesEachElementTheNextIDAndPopNeverLetsOneBeReused() {
        var path = StackState<Screen>()

        let first = path.append(Self.a)
        let second = path.append(Self.b)
        let popped = path.removeLast()
        let third = path.append(Self.c)

        #expect([first, second, third] == [0, 1, 2])
        #expect(popped == Self.b)
        #expect(Array(path) == [Self.a, Self.c])
        #expect(Array(path.ids) == [0, 2])
        #expect(path[id: 1] == nil)
    }

    @Test func popToKeepsTheElementOnTopAndPopFromRemovesItWithEverythingAbove() {
        var path = StackState([Self.a, Self.b, Self.c, Self.a])

        let keptTo = path.pop(to: 1)
        #expect(keptTo && Array(path.ids) == [0, 1])
        let poppedFrom = path.pop(from: 1)
        #expect(poppedFrom && Array(path.ids) == [0])
        let absentFrom = path.pop(from: 1)
        let absentTo = path.pop(to: 3)
        #expect(!absentFrom && !absentTo)
        #expect(Array(path) == [Self.a])
    }

    @Test func popToRootAndRemoveLastKKeepTheCounter() {
        var path = StackState([Self.a, Self.b, Self.c])
        path.removeLast(2)
        #expect(Array(path.ids) == [0])

        path.removeAll()

        #expect(path.isEmpty)
        #expect(path.append(Self.a) == 3)
    }

    @Test func aDeepLinkIsAValueAndReplacingThePathGivesNewIDs() {
        var path = StackState([Self.a, Self.b])
        #expect(Array(path.ids) == [0, 1])
        #expect(Array(path) == [Self.a, Self.b])

        path.replace(with: [Self.c, Self.a, Self.b])

        #expect(Array(path.ids) == [2, 3, 4])
        #expect(Array(path) == [Self.c, Self.a, Self.b])
    }

    @Test func readsAndWritesByIDAndByPosition() {
        var path = StackState([Self.a, Self.b, Self.c])

        path[id: 1] = Self.c
        path[id: 9] = Self.a
        path[id: 0] = nil

        #expect(path.count == 2)
        #expect(path[0] == Self.c && path[1] == Self.c)
        #expect(path.id(at: 0) == 1)
        #expect(path.first == Self.c)
        #expect(Array(path.ids) == [1, 2])
        #expect(path.append(Self.a) == 3)
    }

    @Test(arguments: [1, 31, 32, 33, 257, 1_000])
    func findsEveryElementByIDInADeepStackWithGaps(depth: Int) {
        // Given a stack whose ids skip (elements popped between pushes), across trie levels
        var path = StackState<Int>()
        var kept: [(StackElementID, Int)] = []
        for value in 0..<depth {
            let id = path.append(value)
            if value % 3 == 1 {
                path.removeLast()
            } else {
                kept.append((id, value))
            }
        }

        // Then each id finds its element, and the popped and unknown ones none
        for (id, value) in kept {
            #expect(path[id: id] == value)
        }
        for value in stride(from: 1, to: depth, by: 3) {
            #expect(path[id: StackElementID(rawValue: value)] == nil)
        }
        #expect(path[id: StackElementID(rawValue: depth + 5)] == nil)
        #expect(Array(path.ids) == kept.map(\.0))
    }

    @Test func pushesAndPopsAcrossTheStoragesBoundariesKeepEveryElementAndID() {
        // Given a model of the path, and pushes up to 300 deep then pops to empty, with back-and-forth at each depth
        var path = StackState<Int>()
        var model: [(id: StackElementID, value: Int)] = []
        var value = 0
        func check() {
            #expect(Array(path.ids) == model.map(\.id))
            #expect(Array(path) == model.map(\.value))
            #expect(model.allSatisfy { path[id: $0.id] == $0.value })
        }
        for depth in Array(0..<300) + (0..<300).reversed() {
            while model.count < depth {
                value += 1
                model.append((path.append(value), value))
            }
            while model.count > depth {
                #expect(path.removeLast() == model.removeLast().value)
            }
            // One push and pop here, as a drill-down back and forth does
            value += 1
            let id = path.append(value)
            #expect(path[id: id] == value && path.removeLast() == value)
            check()
        }
    }

    @Test func pathsAreEqualWithTheSameElementsIDsAndCounter() {
        var pushed = StackState<Screen>()
        pushed.append(Self.a)
        let made = StackState([Self.a])
        var popped = StackState([Self.b, Self.a])
        popped.pop(to: 0)
        popped[id: 0] = Self.a

        #expect(pushed == made)
        #expect(popped != made)  // same element, another counter
        var other = StackState([Self.b])
        other[id: 0] = Self.a
        #expect(other == made)
        // The same elements and ids, stored apart (pushed one by one, or made at once) are equal
        var pushedDeep = StackState<Int>()
        for value in 0..<100 {
            pushedDeep.append(value)
        }
        #expect(pushedDeep == StackState(0..<100))
        #expect(StackState([1, 2]).hashValue == StackState([1, 2]).hashValue)
    }

    @Test func encodingKeepsTheIDsAndTheCounterSoARestoredPathReusesNone() throws {
        var path = StackState([Self.a, Self.b, Self.c])
        path.pop(from: 1)
        path.append(Self.b)

        let restored = try JSONDecoder().decode(StackState<Screen>.self, from: JSONEncoder().encode(path))
        var pushed = restored
        let next = pushed.append(Self.a)

        #expect(restored == path)
        #expect(Array(restored.ids) == [0, 3])
        #expect(next == 4)
    }

    @Test(arguments: [
        #"{"ids":[1,0],"elements":[1,2],"nextID":2}"#,
        #"{"ids":[0],"elements":[1,2],"nextID":2}"#,
        #"{"ids":[0,2],"elements":[1,2],"nextID":2}"#,
    ])
    func decodingRejectsIDsThatAStackCannotHaveMade(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StackState<Int>.self, from: Data(json.utf8))
        }
    }

    @Test func dumpsAndDiffsShowThePathByPosition() {
        struct Holder { var path: StackState<Int> }
        let old = Holder(path: StackState([1, 2]))
        var new = old
        new.path.append(3)

        #expect(ValueDiff.lines(from: old, to: new) == ["+ path[2]: 3"])
        #expect(StackState([1, 2]).description == "[1, 2]")
    }
}
