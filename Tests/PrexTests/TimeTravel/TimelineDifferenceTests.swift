import Testing

@testable import Prex

struct TimelineDifferenceTests {
    static let timeline = Timeline(
        initialState: NotebookState(), mutation: NotebookMutation(),
        actions: [.open("draft"), .renameDetail("final"), .add(id: 1, text: "x"), .increment, .renameDetail("final")]
    )

    @Test func aStepsEntryIsTheDebugLogsEntryForItsAction() {
        // Given the debug log of a Flux that dispatches the same actions
        let entries = Locked<[String]>([])
        let flux = Flux(
            state: NotebookState(), mutation: NotebookMutation(),
            debugLog: .custom { entry in entries.withLock { $0.append(entry) } }
        )
        for step in Self.timeline.actionSteps {
            flux.dispatcher.dispatch(Self.timeline.action(at: step))
        }

        // Then each step's entry is the log's, word for word
        #expect(Self.timeline.actionSteps.map { Self.timeline.entry(at: $0) } == entries.withLock { $0 })
        #expect(
            Self.timeline.entry(at: 2)
                == "action NotebookAction.renameDetail(\"final\")\n  - detail.name: \"draft\"\n  + detail.name: \"final\"\n"
        )
        #expect(Self.timeline.entry(at: 5).hasSuffix("(no change)\n"))
    }

    @Test func theDifferenceBetweenTwoStepsIsInTheDebugLogsLines() {
        #expect(Self.timeline.difference(from: 1, to: 2) == ["- detail.name: \"draft\"", "+ detail.name: \"final\""])
        #expect(
            Self.timeline.difference(from: 2, to: 4) == [
                "- count: 0", "+ count: 1", "+ notes[0]: NotebookNote(id: 1, text: \"x\")",
            ])
        #expect(Self.timeline.difference(from: 2, to: 1) == ["- detail.name: \"final\"", "+ detail.name: \"draft\""])
        #expect(Self.timeline.difference(from: 4, to: 5).isEmpty)
        #expect(Self.timeline.difference(from: 3, to: 3).isEmpty)
    }

    @Test func anActionIsNamedAsTheDebugLogNamesIt() {
        #expect(Self.timeline.actionName(at: 1) == "NotebookAction.open(\"draft\")")
        #expect(Self.timeline.actionName(at: 4) == "NotebookAction.increment")
        #expect(Self.timeline.actionName(at: 3) == "NotebookAction.add(id: 1, text: \"x\")")
    }
}
