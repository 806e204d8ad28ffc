import Prex
import TestSupport
import Testing

/// `forEach(loaded:action:_:)`: a list of children that loads is composed through its request state in one call,
/// and an action for a row that is not there is ignored and logged under the request state's path.
struct LoadedElementsMutationTests {
    @Test func anElementActionChangesItsLoadedElementAndKeepsTheReloadRunning() {
        let inbox = Flux.inbox()
        inbox.load([Note(id: 1, title: "A"), Note(id: 2, title: "B")])
        let reload = RequestID()
        inbox.dispatcher.dispatch(.loadStarted(reload))

        inbox.dispatcher.dispatch(.note(ElementAction(id: 2, action: .rename("b"))))

        let notes = inbox.store.state.notes
        #expect(notes.value == [Note(id: 1, title: "A"), Note(id: 2, title: "b")])
        #expect(notes.request == reload)
    }

    @Test func anActionBeforeTheFirstLoadIsIgnoredAndLoggedUnderTheRequestState() throws {
        let entries = Recorder<String>()
        let inbox = Flux.inbox(debugLog: .custom { entries.append($0) })

        inbox.dispatcher.dispatch(.note(ElementAction(id: 1, action: .togglePinned)))

        #expect(inbox.store.state.notes == InboxNotes())
        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("\n  ignored: no Note with id 1 in \\InboxState.notes (nothing loaded)\n"))
    }

    @Test func anActionForAGoneElementIsIgnoredAndLoggedUnderTheRequestState() throws {
        let entries = Recorder<String>()
        let inbox = Flux.inbox(debugLog: .custom { entries.append($0) })
        inbox.load([Note(id: 2, title: "B")])

        inbox.dispatcher.dispatch(.note(ElementAction(id: 1, action: .togglePinned)))

        #expect(inbox.store.state.notes.value == [Note(id: 2, title: "B")])
        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("\n  ignored: no Note with id 1 in \\InboxState.notes\n"))
    }

    @Test func theParentMutationRunsAfterTheElementsOne() {
        let inbox = Flux.inbox()
        inbox.load([Note(id: 1, title: "A")])

        inbox.dispatcher.dispatch(.open)

        #expect(inbox.store.state.opened == 1)
        #expect(inbox.store.state.notes.value == [Note(id: 1, title: "A")])
    }
}
