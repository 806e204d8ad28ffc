import Prex
import PrexTesting
import TestSupport
import Testing

/// A destination that is an enum of screens, each its own feature, sharing a value through
/// `ifLet(state:action:sharing:cases:_:)` while presented: its write is the flow's and every step's in the same
/// action, and a screen presented with any value takes the shared one.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SharingPresentedMutationTests {
    static func makeFlux(_ state: SignUpStackState, log: Recorder<String>? = nil) -> Flux<
        SignUpStackAction, SignUpStackState
    > {
        Flux(
            state: state, mutation: SignUpStackMutation.composed,
            debugLog: log.map { log in .custom { log.append($0) } })
    }

    @Test func aScreenPresentedWithAnotherValueTakesTheSharedOne() {
        let user = SignUpUser(email: "ada@example.com")
        let flux = Self.makeFlux(.make(user: user, steps: []))

        flux.dispatcher.dispatch(.present(.name(NameStepState())))

        #expect(flux.store.state.destination == .name(NameStepState(user: user)))
    }

    @Test func thePresentedScreensWriteIsSeenByTheFlowAndEveryStepInTheSameAction() throws {
        // Given a name step on the stack and its view, and an email screen presented
        let flux = Self.makeFlux(.make(steps: [.name(NameStepState())]))
        flux.dispatcher.dispatch(.present(.email(EmailStepState())))
        let stepView = RecordingView<SignUpStep>()
        let step = Presenter(
            view: stepView, flux: try #require(flux.scope(stackElement: 0, in: \.steps, action: .steps)))
        let screen = try #require(
            flux.scope(presented: \.destination, action: .destination)?.scope(case: .email, action: .email))

        // When the presented screen writes the user
        screen.dispatcher.dispatch(.emailChanged("ada@example.com"))

        // Then the shared value, the step and the step's view have it
        let user = SignUpUser(email: "ada@example.com")
        #expect(flux.store.state.user == user)
        #expect(flux.store.state.destination == .email(EmailStepState(user: user, isValid: true)))
        #expect(step.state == .name(NameStepState(user: user)))
        #expect(stepView.changes.count == 1)
    }

    @Test func aStepsWriteReachesThePresentedScreensScope() throws {
        let flux = Self.makeFlux(.make(steps: [.name(NameStepState())]))
        flux.dispatcher.dispatch(.present(.email(EmailStepState())))
        let screenView = RecordingView<EmailStepState>()
        let screen = Presenter(
            view: screenView,
            flux: try #require(
                flux.scope(presented: \.destination, action: .destination)?.scope(case: .email, action: .email)))

        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .name(.nameChanged("Ada")))))

        #expect(screen.state.user.name == "Ada")
        #expect(screenView.changes.map(\.new.user.name) == ["Ada"])
    }

    @Test func aPresentedScreenThatKeepsNoCopyIsLeftAlone() {
        let flux = Self.makeFlux(.make(steps: [.name(NameStepState())]))
        flux.dispatcher.dispatch(.present(.terms(TermsStepState())))

        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .name(.nameChanged("Ada")))))
        flux.dispatcher.dispatch(.destination(.presented(.terms(.accept))))

        #expect(flux.store.state.destination == .terms(TermsStepState(accepted: true)))
        #expect(flux.store.state.user.name == "Ada")
    }

    @Test func aCopyWrittenOutsideThePresentedScreenIsReplacedAndLogged() throws {
        let entries = Recorder<String>()
        let flux = Self.makeFlux(.make(steps: []), log: entries)
        flux.dispatcher.dispatch(.present(.email(EmailStepState())))

        flux.dispatcher.dispatch(.overwriteDestinationCopy("other@example.com"))

        #expect(flux.store.state.destination == .email(EmailStepState()))
        let entry = try #require(entries.all.last)
        #expect(
            entry.hasSuffix(
                "  replaced: \\EmailStepState.user in \\SignUpStackState.destination (written outside its mutation) by"
                    + " \\SignUpStackState.user\n"))
    }

    @Test func anActionAfterADismissChangesNothingAndIsLogged() throws {
        let entries = Recorder<String>()
        let flux = Self.makeFlux(.make(steps: []), log: entries)
        flux.dispatcher.dispatch(.present(.email(EmailStepState())))
        flux.dispatcher.dispatch(.destination(.dismiss))

        flux.dispatcher.dispatch(.destination(.presented(.email(.emailChanged("ada@example.com")))))

        #expect(flux.store.state == SignUpStackState())
        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("  ignored: no SignUpStep (\\SignUpStackState.destination is nil)\n"))
    }

    @Test func aSheetOfOneFeatureSharesThroughItsPresentationActions() throws {
        // Given a sheet presented with another value, and a name step
        let flux = Self.makeFlux(.make(steps: [.name(NameStepState())]))
        flux.dispatcher.dispatch(.presentEmailSheet(EmailStepState(user: SignUpUser(name: "Old"))))
        #expect(flux.store.state.emailSheet == EmailStepState())

        // When the sheet writes the user
        flux.dispatcher.dispatch(.emailSheet(.presented(.emailChanged("ada@example.com"))))

        // Then the step has it
        let user = SignUpUser(email: "ada@example.com")
        #expect(flux.store.state.user == user)
        #expect(flux.store.state.steps[id: 0] == .name(NameStepState(user: user)))
    }
}
