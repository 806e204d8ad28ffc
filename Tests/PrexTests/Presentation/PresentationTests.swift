import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A presented child (a sheet) is an optional in the state: the library applies its actions while it is present,
/// removes it on a dismiss, and lets it close itself through its scope; a close that comes late changes nothing.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresentationTests {
    struct Sheet: State, Equatable {
        var text = ""
    }

    enum SheetAction: Action, Equatable, Codable {
        case typed(String)
    }

    struct SheetMutation: Mutation {
        func mutate(action: SheetAction, state: inout Sheet) {
            switch action {
            case .typed(let text): state.text += text
            }
        }
    }

    struct Screen: State, Equatable {
        var sheet: Sheet?
        var closings = 0
    }

    enum ScreenAction: Action, Equatable, Codable {
        case open
        case sheet(PresentationAction<SheetAction>)
    }

    struct ScreenMutation: Mutation {
        func mutate(action: ScreenAction, state: inout Screen) {
            switch action {
            case .open: state.sheet = Sheet()
            case .sheet(.dismiss):
                // The parent sees a dismiss after the child is gone.
                #expect(state.sheet == nil)
                state.closings += 1
            case .sheet(.presented): break
            }
        }
    }

    static func makeScreen(log: Recorder<String>? = nil) -> Flux<ScreenAction, Screen> {
        Flux(
            state: Screen(),
            mutation: ScreenMutation().ifLet(state: \.sheet, action: .sheet, SheetMutation()),
            debugLog: log.map { log in .custom { log.append($0) } })
    }

    @Test func aPresentedChildsActionsReachItAndADismissRemovesIt() {
        let screen = Self.makeScreen()
        screen.dispatcher.dispatch(.open)
        screen.dispatcher.dispatch(.sheet(.presented(.typed("a"))))
        #expect(screen.store.state.sheet == Sheet(text: "a"))

        screen.dispatcher.dispatch(.sheet(.dismiss))

        #expect(screen.store.state == Screen(sheet: nil, closings: 1))
    }

    @Test func anActionOrADismissForAnAbsentChildReachesNoMutationAndIsLogged() {
        let log = Recorder<String>()
        let screen = Self.makeScreen(log: log)

        screen.dispatcher.dispatch(.sheet(.presented(.typed("late"))))
        screen.dispatcher.dispatch(.sheet(.dismiss))

        #expect(screen.store.state == Screen(sheet: nil, closings: 0), "the parent never saw them")
        let absent = "ignored: no Sheet (\\Screen.sheet is nil)"
        #expect(log.all.count == 2)
        #expect(log.all.allSatisfy { $0.contains(absent) })
    }

    @Test func aChildClosesItselfFromItsPresenterThroughTheFlux() throws {
        // Given a sheet's screen on the presented scope, and a recorder of the parent's actions
        let screen = Self.makeScreen()
        let recorder = ActionRecorder(screen.dispatcher)
        screen.dispatcher.dispatch(.open)
        let sheet = try #require(screen.scope(presented: \.sheet, action: .sheet))
        let view = RecordingView<Sheet>()
        let presenter = Presenter(view: view, flux: sheet)

        // When it types, then closes itself
        presenter.dispatch(.typed("x"))
        presenter.dismiss()

        // Then its actions went as presented ones, the close as the parent's dismiss, and its scope ended
        #expect(recorder.actions == [.open, .sheet(.presented(.typed("x"))), .sheet(.dismiss)])
        #expect(screen.store.state == Screen(sheet: nil, closings: 1))
        #expect(view.changes.map(\.new) == [Sheet(text: "x")])
    }

    @Test func aLateCloseFromAChildThatLeftChangesNothingAndDoesNotCloseTheNextOne() throws {
        // Given a first sheet's scope, closed by its parent, and a second sheet presented
        let log = Recorder<String>()
        let screen = Self.makeScreen(log: log)
        screen.dispatcher.dispatch(.open)
        let first = try #require(screen.scope(presented: \.sheet, action: .sheet))
        screen.dispatcher.dispatch(.sheet(.dismiss))
        screen.dispatcher.dispatch(.open)

        // When the first sheet closes itself late
        first.dismiss()

        // Then the second sheet is still there and the late close was logged as dropped
        #expect(screen.store.state == Screen(sheet: Sheet(), closings: 1))
        let dropped = "action PresentationTests.ScreenAction.sheet.dismiss\n  (no change)\n"
        #expect(log.all.last == dropped + "  ignored: scope ended (Sheet at \\Screen.sheet)\n")
    }

    @Test func aScopeMadeFromAPresentedChildClosesItAndEndsWithIt() throws {
        let screen = Self.makeScreen()
        screen.dispatcher.dispatch(.open)
        let sheet = try #require(screen.scope(presented: \.sheet, action: .sheet))
        let slice = sheet.scope(state: \.self, action: .identity)

        slice.dismiss()

        #expect(screen.store.state.sheet == nil)
        #expect(slice.store.upstream?.lifetime.hasEnded == true)
    }

    @Test func aFluxThatNothingPresentedIgnoresDismiss() throws {
        let screen = Self.makeScreen()
        let recorder = ActionRecorder(screen.dispatcher)
        screen.dispatcher.dispatch(.open)
        let slice = screen.scope(state: \.self, action: .identity)

        screen.dismiss()
        slice.dismiss()
        try #require(screen.scope(optional: \.sheet, action: .sheet(.presented))).dismiss()

        #expect(recorder.actions == [.open])
        #expect(screen.store.state.sheet == Sheet())
    }

    @Test func aDismissIsRecordedAndReplayedLikeAnyAction() throws {
        let screen = Self.makeScreen()
        let recorder = ActionRecorder(screen.dispatcher)
        screen.dispatcher.dispatch(.open)
        try #require(screen.scope(presented: \.sheet, action: .sheet)).dismiss()

        let replayed = Self.makeScreen()
        for action in recorder.actions {
            replayed.dispatcher.dispatch(action)
        }

        #expect(replayed.store.state == screen.store.state)
        let encoded = try JSONEncoder().encode(recorder.actions)
        #expect(try JSONDecoder().decode([ScreenAction].self, from: encoded) == recorder.actions)
    }
}

extension ActionCase where Parent == PresentationTests.ScreenAction {
    static var sheet: ActionCase<Parent, PresentationAction<PresentationTests.SheetAction>> {
        .init(Parent.sheet) { if case .sheet(let action) = $0 { action } else { nil } }
    }
}
