import Prex
import PrexTesting
import TestSupport
import Testing

/// Features that share one value through `scope(state:action:sharing:as:_:)`: the parent's property is the one
/// source of truth, every sharer's copy equals it at the end of each action.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SharingScopedMutationTests {
    static func makeFlux(_ state: SharedUserFlowState = SharedUserFlowState()) -> Flux<
        SharedUserFlowAction, SharedUserFlowState
    > {
        Flux(state: state, mutation: SharedUserFlowMutation.composed)
    }

    @Test func stepTwoSeesStepOnesWriteInTheSameAction() {
        let flux = Self.makeFlux()

        flux.dispatcher.dispatch(.email(.emailChanged("ada@example.com")))

        let state = flux.store.state
        #expect(state.user.email == "ada@example.com")
        #expect(state.email.user.email == "ada@example.com")
        #expect(state.name.user.email == "ada@example.com")
        // The flow's own mutation, which runs after the step's, saw the write too
        #expect(state.emailsSeen == ["ada@example.com"])
    }

    @Test func eachStepWritesItsOwnFieldsAndKeepsTheOthers() {
        let flux = Self.makeFlux()

        flux.dispatcher.dispatch(.email(.emailChanged("ada@example.com")))
        flux.dispatcher.dispatch(.name(.nameChanged("Ada")))

        let user = SignUpUser(email: "ada@example.com", name: "Ada")
        #expect(flux.store.state.user == user)
        #expect(flux.store.state.email.user == user)
        #expect(flux.store.state.name.user == user)
    }

    @Test func aWriteByTheParentReachesEverySharer() {
        let flux = Self.makeFlux()
        flux.dispatcher.dispatch(.name(.nameChanged("Ada")))

        flux.dispatcher.dispatch(.reset)

        #expect(flux.store.state.user == SignUpUser())
        #expect(flux.store.state.email.user == SignUpUser())
        #expect(flux.store.state.name.user == SignUpUser())
    }

    @Test func aStepsMutationReadsTheSharedValueEvenWhenItsCopyWasStale() {
        // Given a state made with a step's copy that differs from the shared value
        var state = SharedUserFlowState(user: SignUpUser(email: "ada@example.com"))
        state.name.user = SignUpUser(email: "stale@example.com")
        let flux = Self.makeFlux(state)

        flux.dispatcher.dispatch(.name(.confirm))

        #expect(flux.store.state.name.confirmedEmail == "ada@example.com")
        #expect(flux.store.state.user.email == "ada@example.com")
        #expect(flux.store.state.name.user.email == "ada@example.com")
    }

    @Test func aCopyWrittenOutsideItsStepIsReplacedByTheSharedValueAndLogged() throws {
        let entries = Recorder<String>()
        let flux = Flux(
            state: SharedUserFlowState(), mutation: SharedUserFlowMutation.composed,
            debugLog: .custom { entries.append($0) })
        flux.dispatcher.dispatch(.email(.emailChanged("ada@example.com")))

        flux.dispatcher.dispatch(.overwriteNameStepCopy("other@example.com"))

        #expect(flux.store.state.name.user.email == "ada@example.com")
        #expect(flux.store.state.user.email == "ada@example.com")
        let entry = try #require(entries.all.last)
        #expect(
            entry.hasSuffix(
                "  replaced: \\NameStepState.user in \\SharedUserFlowState.name (written outside its mutation) by"
                    + " \\SharedUserFlowState.user\n"))
    }

    @Test func aScopedViewOfOneSharerReflectsAWriteByAnother() throws {
        // Given a view of the name step, and the email step's presenter
        let flux = Self.makeFlux()
        let nameView = RecordingView<NameStepState>()
        let namePresenter = Presenter(view: nameView, flux: flux.scope(state: \.name, action: .name))
        let emailPresenter = Presenter(
            view: RecordingView<EmailStepState>(), flux: flux.scope(state: \.email, action: .email))

        // When the email step writes the user
        emailPresenter.dispatch(.emailChanged("ada@example.com"))

        // Then the name step's view heard it, in that action, from what it showed before
        let change = try #require(nameView.changes.last)
        #expect(nameView.changes.count == 1)
        #expect(change.old?.user.email == "")
        #expect(change.new.user.email == "ada@example.com")
        #expect(change.user?.value.email == "ada@example.com")
        #expect(namePresenter.state.user.email == "ada@example.com")
    }

    @Test func aDispatchThatLeavesTheSharedValueAloneChangesNoOtherSharer() {
        let flux = Self.makeFlux()
        let emailView = RecordingView<EmailStepState>()
        let emailPresenter = Presenter(view: emailView, flux: flux.scope(state: \.email, action: .email))

        flux.dispatcher.dispatch(.name(.confirm))

        #expect(emailView.changes.isEmpty)
        #expect(emailPresenter.state == EmailStepState())
    }

    @Test func theDebugLogShowsTheWriteInEveryCopy() throws {
        let entries = Recorder<String>()
        let flux = Flux(
            state: SharedUserFlowState(), mutation: SharedUserFlowMutation.composed,
            debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.name(.nameChanged("Ada")))

        let entry = try #require(entries.all.last)
        #expect(
            entry == """
                action SharedUserFlowAction.name.nameChanged("Ada")
                  - user.name: ""
                  + user.name: "Ada"
                  - email.user.name: ""
                  + email.user.name: "Ada"
                  - name.user.name: ""
                  + name.user.name: "Ada"
                  + emailsSeen[0]: ""

                """)
    }

    @Test func aTestStoreStatesTheWriteInEveryCopy() async {
        let store = TestStore(state: SharedUserFlowState(), mutation: SharedUserFlowMutation.composed)

        await store.send(.email(.emailChanged("ada@example.com"))) {
            $0.user.email = "ada@example.com"
            $0.email.user = $0.user
            $0.email.isValid = true
            $0.name.user = $0.user
            $0.emailsSeen = ["ada@example.com"]
        }
        await store.send(.name(.confirm)) {
            $0.name.confirmedEmail = "ada@example.com"
            $0.emailsSeen.append("ada@example.com")
        }
        await store.send(.reset) {
            $0.user = SignUpUser()
            $0.email.user = $0.user
            $0.name.user = $0.user
        }
        await store.finish()
    }
}
