import Foundation
import PrexDump
import Testing

struct ValueDiffTests {
    // MARK: Rendering

    @Test func stringsAreQuotedAndEscapedLikeSwiftLiterals() {
        #expect(ValueDiff.render("say \"hi\"\n\tbye\\") == #""say \"hi\"\n\tbye\\""#)
        #expect(ValueDiff.render("\u{1B}[31m") == #""\u{1B}[31m""#)
        #expect(ValueDiff.render(Substring("sub")) == #""sub""#)
        #expect(ValueDiff.render(Character("c")) == #""c""#)
    }

    @Test func optionalsAreNilOrTheWrappedValue() {
        #expect(ValueDiff.render(Int?.none) == "nil")
        #expect(ValueDiff.render(Int?.some(3)) == "3")
        #expect(ValueDiff.render(String??.some(.some("x"))) == #""x""#)
        #expect(ValueDiff.render(Owner?.some(Owner(login: "a", id: 1))) == #"Owner(login: "a", id: 1)"#)
    }

    @Test func structsTuplesAndEnumsReadLikeSwift() {
        #expect(ValueDiff.render(Owner(login: "octocat", id: 1)) == #"Owner(login: "octocat", id: 1)"#)
        #expect(ValueDiff.render(Owner.Badge(level: 2)) == "Owner.Badge(level: 2)")
        #expect(ValueDiff.render(Box(content: [1])) == "Box<Array<Int>>(content: [1])")
        #expect(ValueDiff.render(Empty()) == "Empty()")
        #expect(ValueDiff.render((a: 1, 2)) == "(a: 1, 2)")
        #expect(ValueDiff.render(Status.idle) == ".idle")
        #expect(ValueDiff.render(Status.loading(page: 2)) == ".loading(page: 2)")
        #expect(ValueDiff.render(Status.loaded(count: 1, names: ["a"])) == #".loaded(count: 1, names: ["a"])"#)
        #expect(ValueDiff.render(Status.failed("boom")) == #".failed("boom")"#)
        #expect(ValueDiff.render(Status.retrying(.idle)) == ".retrying(.idle)")
    }

    @Test func collectionsAreLiteralsAndUnorderedOnesAreSorted() {
        #expect(ValueDiff.render([1, 2, 3]) == "[1, 2, 3]")
        #expect(ValueDiff.render([Int]()) == "[]")
        #expect(ValueDiff.render(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(ValueDiff.render([String: Int]()) == "[:]")
        #expect(ValueDiff.render(Set(["pear", "apple", "fig"])) == #"["apple", "fig", "pear"]"#)
    }

    @Test func typesWithADescriptionOfTheirOwnAreLeaves() throws {
        let url = try #require(URL(string: "https://github.com/apple/swift"))

        #expect(ValueDiff.render(Stamp(number: 7)) == "stamp #7")
        #expect(ValueDiff.render(Debuggable()) == "<debuggable>")
        #expect(ValueDiff.render(url) == "https://github.com/apple/swift")
        #expect(ValueDiff.render(Date(timeIntervalSince1970: 0)) == "1970-01-01 00:00:00 +0000")
        #expect(ValueDiff.render(1...3) == "1...3")
        #expect(ValueDiff.render(true) == "true")
        #expect(ValueDiff.render(2.5) == "2.5")
    }

    @Test func descriptionsStayOnOneLine() {
        #expect(ValueDiff.render(Stamp(number: 1, suffix: "\nnext\u{1B}")) == #"stamp #1\nnext\u{1B}"#)
    }

    @Test func aCycleOfObjectsIsCutOffWhereItCloses() {
        let node = Node(name: "a")
        node.next = node

        #expect(ValueDiff.render(node) == #"Node(name: "a", next: Node(...))"#)
        node.next = nil  // breaks the cycle, which would leak
    }

    @Test func anObjectSharedTwiceWithoutACycleIsShownBothTimes() {
        let shared = Node(name: "s")

        #expect(ValueDiff.render([shared, shared]) == #"[Node(name: "s", next: nil), Node(name: "s", next: nil)]"#)
    }

    @Test func subclassesShowTheirSuperclassPropertiesFirst() {
        #expect(ValueDiff.render(Labelled(name: "a", label: "b")) == #"Labelled(name: "a", next: nil, label: "b")"#)
    }

    @Test func deepNestingIsCutOff() {
        var chain = Chain.end
        for _ in 0..<100 {
            chain = .link(chain)
        }

        let cutOff = String(repeating: ".link(", count: 32) + "..." + String(repeating: ")", count: 32)
        #expect(ValueDiff.render(chain) == cutOff)
    }

    // MARK: Diffing

    @Test func equalValuesGiveNoLines() {
        #expect(ValueDiff.lines(from: Page.make(), to: Page.make()).isEmpty)
        #expect(ValueDiff.lines(from: 1, to: 1).isEmpty)
        #expect(ValueDiff.lines(from: "same", to: "same").isEmpty)
    }

    @Test func aRootLeafHasAnEmptyPath() {
        #expect(ValueDiff.lines(from: 1, to: 2) == ["- 1", "+ 2"])
        #expect(ValueDiff.lines(from: "a", to: "b") == [#"- "a""#, #"+ "b""#])
    }

    @Test func nestedStructsNameThePathToEachChangedLeaf() {
        var new = Page.make()
        new.count = 3
        new.results[1].owner.login = "swiftlang"

        #expect(
            ValueDiff.lines(from: Page.make(), to: new) == [
                "- count: 2",
                "+ count: 3",
                #"- results[1].owner.login: "apple""#,
                #"+ results[1].owner.login: "swiftlang""#,
            ]
        )
    }

    @Test func aDifferentEnumCaseGivesBothWholeValues() {
        var new = Page.make()
        new.status = .loaded(count: 2, names: ["a", "b"])

        #expect(
            ValueDiff.lines(from: Page.make(), to: new) == [
                "- status: .loading(page: 1)",
                #"+ status: .loaded(count: 2, names: ["a", "b"])"#,
            ]
        )
    }

    @Test func theSameEnumCaseComparesItsAssociatedValues() {
        let old = Status.loaded(count: 1, names: ["a"])
        let new = Status.loaded(count: 2, names: ["a", "b"])

        #expect(
            ValueDiff.lines(from: old, to: new) == [
                "- loaded.count: 1", "+ loaded.count: 2", #"+ loaded.names[1]: "b""#,
            ])
        #expect(
            ValueDiff.lines(from: Status.failed("x"), to: Status.failed("y")) == [#"- failed: "x""#, #"+ failed: "y""#]
        )
        #expect(
            ValueDiff.lines(from: Status.retrying(.idle), to: .retrying(.loading(page: 1))) == [
                "- retrying: .idle", "+ retrying: .loading(page: 1)",
            ])
    }

    @Test func nilAndAValueGiveBothWholeValuesEitherWay() {
        var withSelection = Page.make()
        withSelection.selected = Owner(login: "a", id: 1)

        #expect(
            ValueDiff.lines(from: Page.make(), to: withSelection) == [
                "- selected: nil", #"+ selected: Owner(login: "a", id: 1)"#,
            ]
        )
        #expect(
            ValueDiff.lines(from: withSelection, to: Page.make()) == [
                #"- selected: Owner(login: "a", id: 1)"#, "+ selected: nil",
            ]
        )
    }

    @Test func twoValuesOfAnOptionalCompareInside() {
        let old: Owner? = Owner(login: "a", id: 1)
        let new: Owner? = Owner(login: "a", id: 2)

        #expect(ValueDiff.lines(from: old, to: new) == ["- id: 1", "+ id: 2"])
    }

    @Test func anAppendIsOnlyPlusLines() {
        #expect(ValueDiff.lines(from: [1, 2], to: [1, 2, 3, 4]) == ["+ [2]: 3", "+ [3]: 4"])
    }

    @Test func removingFromTheMiddleIsOneMinusLine() {
        #expect(ValueDiff.lines(from: [1, 2, 3, 4], to: [1, 2, 4]) == ["- [2]: 3"])
        #expect(ValueDiff.lines(from: [1, 2, 3], to: [2, 3]) == ["- [0]: 1"])
        #expect(ValueDiff.lines(from: [1, 2, 3], to: []) == ["- [0]: 1", "- [1]: 2", "- [2]: 3"])
    }

    @Test func insertingInTheMiddleIsOnePlusLine() {
        var new = Page.make()
        new.results.insert(Repo.make("new", owner: "me"), at: 1)

        #expect(
            ValueDiff.lines(from: Page.make(), to: new) == [
                #"+ results[1]: Repo(name: "new", owner: Owner(login: "me", id: 0), stars: 0)"#
            ]
        )
    }

    @Test func changedElementsBetweenTheCommonEndsArePairedByPosition() {
        #expect(
            ValueDiff.lines(from: [1, 2, 3, 9], to: [1, 5, 6, 7, 9]) == [
                "- [1]: 2", "+ [1]: 5", "- [2]: 3", "+ [2]: 6", "+ [3]: 7",
            ]
        )
        #expect(ValueDiff.lines(from: [1, 2, 3, 9], to: [1, 5, 9]) == ["- [1]: 2", "+ [1]: 5", "- [2]: 3"])
    }

    /// An array element `==` to its counterpart is the same wherever it is: at the common ends, which the scan
    /// finds with `==`, and between them, where the changed elements are paired by position.
    @Test func arrayElementsEqualByTheirOwnEqualityAreTheSameBetweenTheEndsToo() {
        // `-0.0 == 0.0`; `Reading`'s `==` ignores its note.
        #expect(ValueDiff.lines(from: [0.0, 1.0], to: [-0.0, 2.0]) == ["- [1]: 1.0", "+ [1]: 2.0"])
        #expect(
            ValueDiff.lines(from: [1.0, 0.0, 1.0], to: [2.0, -0.0, 2.0]) == [
                "- [0]: 1.0", "+ [0]: 2.0", "- [2]: 1.0", "+ [2]: 2.0",
            ])
        let old = [Reading(value: 1, note: "a"), Reading(value: 2, note: "b"), Reading(value: 3, note: "c")]
        let new = [Reading(value: 9, note: "a"), Reading(value: 2, note: "typo fixed"), Reading(value: 8, note: "c")]
        #expect(
            ValueDiff.lines(from: old, to: new) == [
                "- [0].value: 1", "+ [0].value: 9", "- [2].value: 3", "+ [2].value: 8",
            ])
    }

    @Test func dictionariesCompareKeyByKey() {
        let old = ["a": 1, "b": 2, "d": 4]
        let new = ["b": 3, "c": 5, "d": 4]

        #expect(
            ValueDiff.lines(from: old, to: new) == [
                #"- ["a"]: 1"#,
                #"- ["b"]: 2"#,
                #"+ ["b"]: 3"#,
                #"+ ["c"]: 5"#,
            ]
        )
    }

    @Test func dictionaryValuesAreComparedInside() {
        var new = Page.make()
        new.byID["swift"]?.stars = 70_000
        new.byID["vapor"] = nil

        #expect(
            ValueDiff.lines(from: Page.make(), to: new) == [
                #"- byID["swift"].stars: 60000"#,
                #"+ byID["swift"].stars: 70000"#,
                #"- byID["vapor"]: Repo(name: "vapor", owner: Owner(login: "vapor", id: 0), stars: 0)"#,
            ]
        )
    }

    /// A dictionary `==` to its counterpart has no differences; beside a changed entry, an entry whose value is
    /// `==` to its counterpart has none either.
    @Test func dictionaryValuesEqualByTheirOwnEqualityAreTheSameBesideAChangedOne() {
        let old = ["a": Reading(value: 1, note: "x"), "b": Reading(value: 2, note: "x")]
        let new = ["a": Reading(value: 1, note: "typo fixed"), "b": Reading(value: 3, note: "x")]

        #expect(ValueDiff.lines(from: old, to: ["a": Reading(value: 1, note: "typo fixed"), "b": old["b"]!]) == [])
        #expect(ValueDiff.lines(from: old, to: new) == [#"- ["b"].value: 2"#, #"+ ["b"].value: 3"#])
    }

    @Test func setsThatDifferGiveBothWholeSortedSets() {
        var new = Page.make()
        new.tags.insert("concurrency")

        #expect(
            ValueDiff.lines(from: Page.make(), to: new) == [
                #"- tags: ["server", "swift"]"#,
                #"+ tags: ["concurrency", "server", "swift"]"#,
            ]
        )
    }

    @Test func tuplesCompareByLabelOrPosition() {
        #expect(ValueDiff.lines(from: (a: 1, 2), to: (a: 1, 3)) == ["- 1: 2", "+ 1: 3"])
        #expect(ValueDiff.lines(from: (a: 1, b: 2), to: (a: 0, b: 2)) == ["- a: 1", "+ a: 0"])
    }

    @Test func objectsCompareByPropertyAndCyclesEnd() {
        let old = Node(name: "a")
        old.next = old
        let new = Node(name: "b")
        new.next = new

        #expect(ValueDiff.lines(from: old, to: new) == [#"- name: "a""#, #"+ name: "b""#])
        old.next = nil  // break the cycles, which would leak
        new.next = nil
    }

    @Test func customDescriptionsCompareAsLeaves() {
        #expect(ValueDiff.lines(from: Stamp(number: 1), to: Stamp(number: 2)) == ["- stamp #1", "+ stamp #2"])
        #expect(
            ValueDiff.lines(from: [Stamp(number: 1)], to: [Stamp(number: 1, suffix: "!")]) == [
                "- [0]: stamp #1", "+ [0]: stamp #1!",
            ]
        )
    }

    @Test func valuesOfDifferentTypesGiveBothWholeValues() {
        let old: Any = Owner(login: "a", id: 1)
        let new: Any = Owner.Badge(level: 1)

        #expect(ValueDiff.lines(from: old, to: new) == [#"- Owner(login: "a", id: 1)"#, "+ Owner.Badge(level: 1)"])
    }

    @Test func pathsAreTheLinesPathsOnceEachInOrder() {
        let old = Repo.make("prex", owner: "a", stars: 1)
        var new = old
        new.owner.login = "b"
        new.stars = 2

        #expect(ValueDiff.paths(from: old, to: new) == ["owner.login", "stars"])
        #expect(ValueDiff.paths(from: [1], to: [1, 2]) == ["[1]"])
        #expect(ValueDiff.paths(from: 1, to: 2) == [""])
        #expect(ValueDiff.paths(from: old, to: old).isEmpty)
    }
}

// MARK: Fixtures

private struct Owner {
    var login: String
    var id: Int

    struct Badge {
        var level: Int
    }
}

private struct Repo {
    var name: String
    var owner: Owner
    var stars: Int

    static func make(_ name: String, owner: String, stars: Int = 0) -> Repo {
        Repo(name: name, owner: Owner(login: owner, id: 0), stars: stars)
    }
}

private indirect enum Status {
    case idle
    case loading(page: Int)
    case loaded(count: Int, names: [String])
    case failed(String)
    case retrying(Status)
}

private struct Page {
    var count: Int
    var results: [Repo]
    var byID: [String: Repo]
    var status: Status
    var tags: Set<String>
    var selected: Owner?

    static func make() -> Page {
        let results = [Repo.make("swift", owner: "swiftlang", stars: 60_000), Repo.make("swift-nio", owner: "apple")]
        return Page(
            count: results.count,
            results: results,
            byID: ["swift": results[0], "vapor": Repo.make("vapor", owner: "vapor")],
            status: .loading(page: 1),
            tags: ["swift", "server"],
            selected: nil
        )
    }
}

private struct Box<Content> {
    var content: Content
}

private struct Empty {}

/// Equal when their values are: the note is a comment.
private struct Reading: Equatable {
    var value: Int
    var note: String

    static func == (lhs: Reading, rhs: Reading) -> Bool { lhs.value == rhs.value }
}

private struct Stamp: CustomStringConvertible {
    var number: Int
    var suffix = ""

    var description: String { "stamp #\(number)\(suffix)" }
}

private struct Debuggable: CustomDebugStringConvertible {
    var debugDescription: String { "<debuggable>" }
}

private class Node {
    var name: String
    var next: Node?

    init(name: String) {
        self.name = name
    }
}

private final class Labelled: Node {
    var label: String

    init(name: String, label: String) {
        self.label = label
        super.init(name: name)
    }
}

private indirect enum Chain {
    case end
    case link(Chain)
}
