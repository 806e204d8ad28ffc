import Prex
import TestSupport
import Testing

/// The debug log reports an action for an absent child wherever the composed mutation that ignored it runs: the
/// Flux's mutation, or inside a mutation the app wrote around it.
struct IgnoredChildActionTests {
    /// A mutation of the app's own that calls the composed one: the Flux's mutation is not itself composed.
    struct WrappingMutation: Mutation {
        func mutate(action: NotesAppAction, state: inout NotesAppState) {
            NotesAppMutation.composed.mutate(action: action, state: &state)
        }
    }

    @Test func anActionForAnAbsentOptionalChildIsLoggedThroughAWrappingMutation() throws {
        let entries = Recorder<String>()
        let app = Flux(state: NotesAppState(), mutation: WrappingMutation(), debugLog: .custom { entries.append($0) })

        app.dispatcher.dispatch(.editor(.save))

        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("  ignored: no EditorState (\\NotesAppState.editor is nil)\n"))
    }

    @Test func anActionForAGoneElementIsLoggedThroughAWrappingMutation() throws {
        let entries = Recorder<String>()
        let app = Flux(state: NotesAppState(), mutation: WrappingMutation(), debugLog: .custom { entries.append($0) })

        app.dispatcher.dispatch(.note(ElementAction(id: 7, action: .togglePinned)))

        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("  ignored: no Note with id 7 in \\NotesAppState.notes\n"))
    }

    @Test func aFluxWithoutCompositionLogsNoIgnoredLine() throws {
        let entries = Recorder<String>()
        let flux = Flux(state: TallyState(), mutation: TallyMutation(), debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.add(1))

        #expect(entries.all == ["action TallyAction.add(1)\n  - count: 0\n  + count: 1\n"])
    }
}
