import Foundation
import Prex
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
struct TimelineTests {
    static let session: [NotebookAction] = [.increment, .open("draft"), .renameDetail("final"), .increment, .close]

    @Test func stepZeroIsTheInitialStateAndEachStepTheStateAfterItsAction() {
        var initial = NotebookState()
        initial.title = "start"

        let timeline = Timeline(initialState: initial, mutation: NotebookMutation(), actions: Self.session)

        #expect(timeline.count == 5)
        #expect(timeline.steps == 0...5)
        #expect(timeline.actionSteps == 1..<6)
        #expect(timeline.state(at: 0) == initial)
        #expect(timeline.state(at: 1).count == 1)
        #expect(timeline.state(at: 2).detail == NotebookDetail(name: "draft"))
        #expect(timeline.state(at: 3).detail?.name == "final")
        #expect(timeline.state(at: 5).detail == nil)
        #expect(timeline.state(at: 5).count == 2)
        #expect((1...5).map { timeline.action(at: $0) } == Self.session)
    }

    @Test func aTimelineWithoutActionsHasStepZeroOnly() {
        let timeline = Timeline(initialState: NotebookState(), mutation: NotebookMutation(), actions: [])

        #expect(timeline.count == 0)
        #expect(timeline.steps == 0...0)
        #expect(timeline.actionSteps.isEmpty)
        #expect(timeline.state(at: 0) == NotebookState())
    }

    @Test func aTimelineFromAnActionLogHasTheRecordedSteps() throws {
        try withTemporaryFile { url in
            // Given a session recorded by a Flux
            let writer = try ActionLogWriter<NotebookAction>(creatingFileAt: url)
            let flux = Flux(state: NotebookState(), mutation: NotebookMutation(), middleware: [writer.middleware])
            for action in Self.session {
                flux.dispatcher.dispatch(action)
            }
            writer.close()

            // When it is opened as a timeline
            let timeline = try Timeline(initialState: NotebookState(), mutation: NotebookMutation(), contentsOf: url)

            // Then it has every action, and its last step is the recorded final state
            #expect(timeline.count == Self.session.count)
            #expect(timeline.actionSteps.map { timeline.action(at: $0) } == Self.session)
            #expect(timeline.state(at: timeline.count) == flux.store.state)
        }
    }

    @Test func aRecordingThatCannotBeReadThrowsWhatReplayThrows() throws {
        try withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("missing.jsonl")
            let malformed = folder.appendingPathComponent("malformed.jsonl")
            try Data((ActionLog.header + "\n{\"increment\":{}}\n{\"nope\":1}\n").utf8).write(to: malformed)
            let notALog = folder.appendingPathComponent("notes.txt")
            try Data("hello\n".utf8).write(to: notALog)

            for url in [missing, malformed, notALog] {
                let replayed = replayError(url)
                let opened = timelineError(url)
                #expect(opened != nil)
                #expect(opened == replayed)
            }
            #expect(timelineError(malformed).map { "\($0)" }?.contains("line 3") == true)
        }
    }

    @Test func aLongRecordingWithBadLinesThrowsItsFirstAsReplayDoes() throws {
        try withTemporaryFolder { folder in
            // Given 400 actions with empty lines, \r\n endings, and two lines that are not actions, far apart
            var lines = [ActionLog.header]
            for index in 1...400 {
                lines.append(index == 150 ? #"{"nope":1}"# : index == 330 ? "[" : #"{"increment":{}}"#)
                if index.isMultiple(of: 7) {
                    lines.append(index.isMultiple(of: 2) ? "" : "\r")
                }
            }
            let url = folder.appendingPathComponent("long.jsonl")
            try Data(lines.joined(separator: "\n").utf8).write(to: url)

            // When it is opened as a timeline, and replayed
            let opened = timelineError(url)

            // Then both name the first bad line, counting the empty ones
            #expect(opened == replayError(url))
            #expect(opened.map { "\($0)" }?.contains("line \(1 + 150 + 149 / 7)") == true)
        }
    }

    @Test func aLongRecordingOpensWithEveryActionInOrder() throws {
        try withTemporaryFile { url in
            // Given 1,000 recorded actions
            let actions = (0..<1_000).map { NotebookAction.add(id: $0, text: "note \($0)") }
            let writer = try ActionLogWriter<NotebookAction>(creatingFileAt: url)
            let flux = Flux(state: NotebookState(), mutation: NotebookMutation(), middleware: [writer.middleware])
            for action in actions {
                flux.dispatcher.dispatch(action)
            }
            writer.close()

            // When it is opened as a timeline
            let timeline = try Timeline(initialState: NotebookState(), mutation: NotebookMutation(), contentsOf: url)

            // Then every action is at its step, and every step's state is the replay's
            #expect(timeline.actionSteps.map { timeline.action(at: $0) } == actions)
            #expect(timeline.state(at: timeline.count) == flux.store.state)
            #expect(timeline.state(at: 517).notes.count == 517)
        }
    }

    @Test func readingAStepOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            let timeline = Timeline(initialState: NotebookState(), mutation: NotebookMutation(), actions: [.increment])
            _ = timeline.state(at: 2)
        }
        await #expect(processExitsWith: .failure) {
            let timeline = Timeline(initialState: NotebookState(), mutation: NotebookMutation(), actions: [.increment])
            _ = timeline.action(at: 0)
        }
    }

    private func replayError(_ url: URL) -> ActionLogError? {
        do {
            try Flux(state: NotebookState(), mutation: NotebookMutation()).replay(from: url)
            return nil
        } catch {
            return error
        }
    }

    private func timelineError(_ url: URL) -> ActionLogError? {
        do {
            _ = try Timeline(initialState: NotebookState(), mutation: NotebookMutation(), contentsOf: url)
            return nil
        } catch {
            return error
        }
    }
}
