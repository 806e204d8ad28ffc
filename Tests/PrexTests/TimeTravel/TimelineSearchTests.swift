import Prex
import Testing

struct TimelineSearchTests {
    /// Steps: 1 open, 2 increment, 3 renameDetail, 4 tag, 5 close, 6 open, 7 add, 8 edit, 9 renameDetail (same name).
    static let timeline = Timeline(
        initialState: NotebookState(), mutation: NotebookMutation(),
        actions: [
            .open("a"), .increment, .renameDetail("b"), .tag("t"), .close, .open("c"), .add(id: 4, text: "x"),
            .edit(id: 4, text: "y"), .renameDetail("c"),
        ]
    )

    @Test func theFirstStepChangingAKeyPathIsFoundFromAnyStep() {
        #expect(Self.timeline.firstStep(changing: \.detail?.name) == 1)
        #expect(Self.timeline.firstStep(changing: \.detail?.name, from: 2) == 3)
        #expect(Self.timeline.firstStep(changing: \.detail?.name, from: 4) == 5)
        #expect(Self.timeline.firstStep(changing: \.detail?.name, from: 7) == nil)
        #expect(Self.timeline.firstStep(changing: \.count, from: 0) == 2)
        #expect(Self.timeline.firstStep(changing: \.title) == nil)
        #expect(Self.timeline.firstStep(changing: \.count, from: 100) == nil)
    }

    @Test(arguments: [
        ("detail.name", 1, 1), ("\\.detail.name", 2, 3), (".detail.name", 4, 5), ("detail.tags", 1, 1),
        ("detail.tags", 2, 4), ("notes", 1, 7), ("notes[0].text", 8, 8), ("count", 1, 2), ("", 3, 3),
    ])
    func theFirstStepChangingAPathWrittenAsTheDebugLogWritesItIsFound(path: String, start: Int, found: Int) {
        #expect(Self.timeline.firstStep(changingPath: path, from: start) == found)
    }

    @Test func aPathInsideAValueChangedWholeChangedToo() {
        // Step 5 sets `detail` to nil: every path inside it changed.
        #expect(Self.timeline.firstStep(changingPath: "detail.anything", from: 2) == 5)
    }

    @Test func aPathNoStepChangedIsNotFound() {
        #expect(Self.timeline.firstStep(changingPath: "title") == nil)
        #expect(Self.timeline.firstStep(changingPath: "notes[0].tex", from: 8) == nil)
        #expect(Self.timeline.firstStep(changingPath: "count", from: 3) == nil)
        #expect(Self.timeline.firstStep(changingPath: "detail.name", from: 10) == nil)
    }

    @Test(arguments: [
        ("NotebookAction.renameDetail", 1, 3), ("renameDetail", 4, 9), ("open", 1, 1), ("open", 2, 6),
        ("NotebookAction.increment", 1, 2), ("edit(id: 4, text: \"y\")", 1, 8), ("add", 1, 7),
    ])
    func anActionIsFoundByItsName(name: String, start: Int, found: Int) {
        #expect(Self.timeline.firstStep(named: name, from: start) == found)
    }

    @Test func anActionIsFoundFromTheStartOfAnyPartOfItsName() {
        let timeline = Timeline(initialState: Outer.Value(), mutation: Outer.Change(), actions: [.go, .stop])

        #expect(timeline.actionName(at: 2) == "TimelineSearchTests.Outer.Step.stop")
        #expect(timeline.firstStep(named: "stop") == 2)
        #expect(timeline.firstStep(named: "TimelineSearchTests.Outer.Step.stop") == 2)
        #expect(timeline.firstStep(named: "Step.stop") == 2)
        #expect(timeline.firstStep(named: "Outer.Step") == 1)
        #expect(timeline.firstStep(named: "top") == nil)
    }

    enum Outer {
        struct Value: State {}
        enum Step: Action { case go, stop }
        struct Change: Mutation {
            func mutate(action: Step, state: inout Value) {}
        }
    }

    @Test func aNameIsMatchedUpToABoundary() {
        #expect(Self.timeline.firstStep(named: "rename") == nil)
        #expect(Self.timeline.firstStep(named: "NotebookAction.ope") == nil)
        #expect(Self.timeline.firstStep(named: "") == nil)
        #expect(Self.timeline.firstStep(named: "close", from: 6) == nil)
    }
}
