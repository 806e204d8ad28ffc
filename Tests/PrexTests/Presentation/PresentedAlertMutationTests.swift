import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// An alert or a confirmation dialog is an optional in the state: any action sent to it removes it before the
/// parent's mutation sees that action, and an action for one that is absent changes nothing and is logged.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresentedAlertMutationTests {
    enum AlertAction: Equatable, Hashable, Codable, Sendable {
        case confirmUnstar(String)
        case undo(String)
    }

    struct Repositories: State, Equatable {
        var starred: [String] = ["swift", "vapor"]
        var alert: AlertState<AlertAction>?
        var dialog: ConfirmationDialogState<AlertAction>?
        /// What the parent's mutation saw of the alert's and dialog's actions, and whether one still showed.
        var seen: [Seen] = []
    }

    struct Seen: Equatable, Sendable {
        var action: PresentationAction<AlertAction>
        var shown = false
    }

    enum RepositoriesAction: Action, Equatable, Codable {
        case unstarTapped(String)
        case menuTapped(String)
        case alert(PresentationAction<AlertAction>)
        case dialog(PresentationAction<AlertAction>)
    }

    struct RepositoriesMutation: Mutation {
        func mutate(action: RepositoriesAction, state: inout Repositories) {
            switch action {
            case .unstarTapped(let name):
                state.alert = .unstar(name)
            case .menuTapped(let name):
                state.dialog = ConfirmationDialogState(
                    title: name, titleVisibility: .visible,
                    buttons: [.destructive("Unstar", action: .confirmUnstar(name)), .cancel("Cancel")])
            case .alert(let presentation), .dialog(let presentation):
                state.seen.append(Seen(action: presentation, shown: state.alert != nil || state.dialog != nil))
                switch presentation {
                case .presented(.confirmUnstar(let name)):
                    state.starred.removeAll { $0 == name }
                    // A follow-up alert, presented in response to the button.
                    state.alert = AlertState(
                        title: "Unstarred \(name)", buttons: [.default("Undo", action: .undo(name)), .cancel("OK")])
                case .presented(.undo(let name)):
                    state.starred.append(name)
                case .dismiss:
                    break
                }
            }
        }
    }

    static func make(log: Recorder<String>? = nil) -> Flux<RepositoriesAction, Repositories> {
        Flux(
            state: Repositories(),
            mutation: RepositoriesMutation()
                .ifLet(state: \.alert, action: .alert)
                .ifLet(state: \.dialog, action: .dialog),
            debugLog: log.map { log in .custom { log.append($0) } })
    }

    @Test func aButtonsActionReachesTheParentWithTheAlertAlreadyGone() throws {
        let flux = Self.make()
        flux.dispatcher.dispatch(.unstarTapped("swift"))
        flux.dispatcher.dispatch(.alert(.presented(.confirmUnstar("swift"))))
        let undo = try #require(flux.store.state.alert?.buttons.first)

        flux.dispatcher.dispatch(.alert(undo.presentationAction))

        #expect(flux.store.state.alert == nil)
        #expect(flux.store.state.starred == ["vapor", "swift"])
        #expect(flux.store.state.seen.last == Seen(action: .presented(.undo("swift"))))
    }

    @Test func aFollowUpAlertPresentedByTheParentInResponseStays() {
        let flux = Self.make()
        flux.dispatcher.dispatch(.unstarTapped("swift"))

        flux.dispatcher.dispatch(.alert(.presented(.confirmUnstar("swift"))))

        #expect(flux.store.state.alert?.title == "Unstarred swift")
        #expect(flux.store.state.starred == ["vapor"])
        #expect(flux.store.state.seen == [Seen(action: .presented(.confirmUnstar("swift")))])
    }

    @Test func aDismissWithoutAButtonRemovesTheAlertAndReachesTheParent() throws {
        let flux = Self.make()
        flux.dispatcher.dispatch(.unstarTapped("swift"))
        let cancel = try #require(flux.store.state.alert?.buttons.last)

        flux.dispatcher.dispatch(.alert(cancel.presentationAction))

        #expect(cancel.presentationAction == .dismiss)
        #expect(flux.store.state == Repositories(seen: [Seen(action: .dismiss)]))
    }

    @Test func anActionForAnAbsentAlertChangesNothingAndIsLogged() {
        let log = Recorder<String>()
        let flux = Self.make(log: log)

        flux.dispatcher.dispatch(.alert(.presented(.confirmUnstar("swift"))))
        flux.dispatcher.dispatch(.alert(.dismiss))

        // The parent never saw them: "swift" is still starred.
        #expect(flux.store.state == Repositories())
        #expect(log.all.count == 2)
        let absent = "  ignored: no AlertState<AlertAction> (\\Repositories.alert is nil)\n"
        #expect(log.all.allSatisfy { $0.hasSuffix("  (no change)\n" + absent) })
    }

    @Test func aSecondAnswerToTheSameAlertIsDropped() {
        let flux = Self.make()
        flux.dispatcher.dispatch(.unstarTapped("swift"))
        flux.dispatcher.dispatch(.alert(.dismiss))

        flux.dispatcher.dispatch(.alert(.presented(.confirmUnstar("swift"))))

        #expect(flux.store.state.starred == ["swift", "vapor"])
    }

    @Test func aConfirmationDialogIsRemovedByItsButtonsAndItsDismissBeforeTheParentSeesThem() {
        let log = Recorder<String>()
        let flux = Self.make(log: log)
        flux.dispatcher.dispatch(.menuTapped("vapor"))
        #expect(flux.store.state.dialog?.titleVisibility == .visible)

        flux.dispatcher.dispatch(.dialog(.presented(.confirmUnstar("vapor"))))
        flux.dispatcher.dispatch(.alert(.dismiss))  // the follow-up alert
        flux.dispatcher.dispatch(.menuTapped("swift"))
        flux.dispatcher.dispatch(.dialog(.dismiss))
        flux.dispatcher.dispatch(.dialog(.dismiss))  // absent now

        #expect(flux.store.state.dialog == nil)
        #expect(flux.store.state.starred == ["swift"])
        #expect(
            flux.store.state.seen == [
                Seen(action: .presented(.confirmUnstar("vapor"))), Seen(action: .dismiss),
                Seen(action: .dismiss),
            ])
        #expect(
            log.all.last?.hasSuffix("ignored: no ConfirmationDialogState<AlertAction> (\\Repositories.dialog is nil)\n")
                == true)
    }

    @Test func aPassiveViewGetsTheAlertThroughItsStateChange() throws {
        let view = RecordingView<Repositories>()
        let presenter = Presenter(view: view, flux: Self.make())

        presenter.dispatch(.unstarTapped("swift"))
        let shown = try #require(view.changes.last?.alert?.value)
        presenter.dispatch(.alert(try #require(shown.buttons.last).presentationAction))

        #expect(shown == .unstar("swift"))
        #expect(view.changes.map { $0.alert.map(\.value) } == [.some(.unstar("swift")), .some(nil)])
    }

    @Test func actionsForAnAlertAreRecordedAndReplayedAsJSON() throws {
        let flux = Self.make()
        let recorder = ActionRecorder(flux.dispatcher)
        flux.dispatcher.dispatch(.unstarTapped("swift"))
        flux.dispatcher.dispatch(.alert(.presented(.confirmUnstar("swift"))))
        flux.dispatcher.dispatch(.alert(.dismiss))

        let decoded = try JSONDecoder().decode(
            [RepositoriesAction].self, from: try JSONEncoder().encode(recorder.actions))
        let replayed = Self.make()
        for action in decoded {
            replayed.dispatcher.dispatch(action)
        }

        #expect(decoded == recorder.actions)
        #expect(replayed.store.state == flux.store.state)
    }

    /// How a user tests an alert flow with PrexTesting's `TestStore`: each step states the whole change, the
    /// alert's removal included.
    @Test func aTestStoreChecksAnAlertFlowExhaustively() async throws {
        let store = TestStore(
            state: Repositories(), mutation: RepositoriesMutation().ifLet(state: \.alert, action: .alert))

        await store.send(.unstarTapped("swift")) {
            $0.alert = .unstar("swift")
        }
        let unstar = try #require(store.state.alert?.buttons.first)
        await store.send(.alert(unstar.presentationAction)) {
            $0.starred = ["vapor"]
            $0.seen = [Seen(action: .presented(.confirmUnstar("swift")))]
            $0.alert = AlertState(
                title: "Unstarred swift", buttons: [.default("Undo", action: .undo("swift")), .cancel("OK")])
        }
        await store.send(.alert(.dismiss)) {
            $0.alert = nil
            $0.seen.append(Seen(action: .dismiss))
        }
        await store.send(.alert(.dismiss))  // no alert: no change
        await store.finish()
    }
}

extension AlertState where Action == PresentedAlertMutationTests.AlertAction {
    static func unstar(_ name: String) -> Self {
        AlertState(
            title: "Unstar \(name)?", message: "It leaves your starred list.",
            buttons: [.destructive("Unstar", action: .confirmUnstar(name)), .cancel("Cancel")])
    }
}

extension ActionCase where Parent == PresentedAlertMutationTests.RepositoriesAction {
    static var alert: ActionCase<Parent, PresentationAction<PresentedAlertMutationTests.AlertAction>> {
        .init(Parent.alert) { if case .alert(let action) = $0 { action } else { nil } }
    }

    static var dialog: ActionCase<Parent, PresentationAction<PresentedAlertMutationTests.AlertAction>> {
        .init(Parent.dialog) { if case .dialog(let action) = $0 { action } else { nil } }
    }
}
