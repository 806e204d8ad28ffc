import Prex
import PrexTesting
import TestSupport
import Testing

/// The steps of a flow, pushed on a navigation stack, each its own feature, that share one value through
/// `forEach(stack:action:sharing:cases:_:)` (an enum of screens) and `forEach(stack:action:sharing:as:_:)` (one
/// feature): a step's write is every step's and the flow's in the same action, a step pushed later starts with it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SharingStackMutationTests {
    static func makeFlux(_ state: SignUpStackState, log: Recorder<String>? = nil) -> Flux<
        SignUpStackAction, SignUpStackState
    > {
        Flux(
            state: state, mutation: SignUpStackMutation.composed,
            debugLog: log.map { log in .custom { log.append($0) } })
    }

    static let threeSteps: [SignUpStep] = [
        .email(EmailStepState()), .terms(TermsStepState()), .name(NameStepState()),
    ]

    @Test func aStepsWriteIsSeenByEveryStepAndTheFlowInTheSameAction() {
        let flux = Self.makeFlux(.make(steps: Self.threeSteps))

        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .email(.emailChanged("ada@example.com")))))

        let state = flux.store.state
        #expect(state.user.email == "ada@example.com")
        #expect(state.steps[id: 0] == .email(EmailStepState(user: state.user, isValid: true)))
        #expect(state.steps[id: 2] == .name(NameStepState(user: state.user)))
        // The flow's own mutation, which runs after the step's, saw the write too
        #expect(state.emailsSeen == ["ada@example.com"])
    }

    @Test func aStepThatKeepsNoCopyIsLeftAlone() {
        let flux = Self.makeFlux(.make(steps: Self.threeSteps))

        flux.dispatcher.dispatch(.steps(.element(id: 2, action: .name(.nameChanged("Ada")))))

        #expect(flux.store.state.steps[id: 1] == .terms(TermsStepState()))
        #expect(flux.store.state.steps[id: 0] == .email(EmailStepState(user: SignUpUser(name: "Ada"))))
    }

    @Test func aWriteByTheFlowReachesEveryStep() {
        let user = SignUpUser(email: "ada@example.com", name: "Ada")
        let flux = Self.makeFlux(.make(user: user, steps: [.email(EmailStepState(user: user))]))
        flux.dispatcher.dispatch(.emails(.push(EmailStepState(user: user))))

        flux.dispatcher.dispatch(.reset)

        #expect(flux.store.state.steps[id: 0] == .email(EmailStepState()))
        #expect(flux.store.state.emails.map(\.user) == [SignUpUser()])
    }

    @Test func aStepPushedLaterStartsWithTheCurrentValue() {
        let user = SignUpUser(email: "ada@example.com")
        let flux = Self.makeFlux(.make(user: user, steps: [.email(EmailStepState(user: user))]))

        // When a step is pushed with another value, by the stack's push and by the flow's own mutation
        flux.dispatcher.dispatch(.steps(.push(.name(NameStepState()))))
        flux.dispatcher.dispatch(.next(.email(EmailStepState(user: SignUpUser(email: "old@example.com")))))
        flux.dispatcher.dispatch(.emails(.push(EmailStepState())))

        // Then each has the shared value
        #expect(flux.store.state.steps[id: 1] == .name(NameStepState(user: user)))
        #expect(flux.store.state.steps[id: 2] == .email(EmailStepState(user: user)))
        #expect(flux.store.state.emails.map(\.user) == [user])
        #expect(flux.store.state.user == user)
    }

    @Test func aPoppedStepsCopyNoLongerMatters() throws {
        // Given a name step on top of an email step, and a scope of the name step
        let flux = Self.makeFlux(.make(steps: [.email(EmailStepState()), .name(NameStepState())]))
        let nameStep = try #require(flux.scope(stackElement: 1, in: \.steps, action: .steps))

        // When the name step is popped, then the email step writes
        flux.dispatcher.dispatch(.steps(.popFrom(id: 1)))
        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .email(.emailChanged("ada@example.com")))))

        // Then the stack and the shared value agree, and the popped step's scope is gone
        #expect(flux.store.state.steps.count == 1)
        #expect(flux.store.state.steps[id: 0] == .email(EmailStepState(user: flux.store.state.user, isValid: true)))
        #expect(flux.scope(stackElement: 1, in: \.steps, action: .steps) == nil)
        #expect(nameStep.store.state == .name(NameStepState()))
        // And a step pushed again starts with the current value
        flux.dispatcher.dispatch(.steps(.push(.name(NameStepState()))))
        #expect(flux.store.state.steps[id: 2] == .name(NameStepState(user: flux.store.state.user)))
    }

    @Test func anActionForAPoppedStepChangesNothingAndIsLogged() throws {
        let entries = Recorder<String>()
        let flux = Self.makeFlux(.make(steps: [.email(EmailStepState())]), log: entries)
        flux.dispatcher.dispatch(.steps(.popFrom(id: 0)))

        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .email(.emailChanged("ada@example.com")))))

        #expect(flux.store.state == SignUpStackState(steps: flux.store.state.steps))
        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("  ignored: no SignUpStep with id #0 in \\SignUpStackState.steps\n"))
    }

    @Test func aStepsMutationReadsTheSharedValueEvenWhenItsCopyWasStale() {
        // Given a state made with a step's copy that differs from the shared value
        let user = SignUpUser(email: "ada@example.com")
        let flux = Self.makeFlux(
            .make(user: user, steps: [.name(NameStepState(user: SignUpUser(email: "stale@example.com")))]))

        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .name(.confirm))))

        #expect(flux.store.state.steps[id: 0] == .name(NameStepState(user: user, confirmedEmail: "ada@example.com")))
        #expect(flux.store.state.user == user)
    }

    @Test func aStepThatBecomesAnotherCaseWritesNothingAndTakesTheSharedValue() {
        let user = SignUpUser(email: "ada@example.com")
        let flux = Self.makeFlux(
            .make(user: user, steps: [.email(EmailStepState(user: user)), .terms(TermsStepState())]))

        // When the email step, then the terms step, become name steps made with an empty user
        flux.dispatcher.dispatch(.steps(.element(id: 0, action: .becomeNameStep)))
        flux.dispatcher.dispatch(.steps(.element(id: 1, action: .becomeNameStep)))

        // Then the user is kept, and each new step has it
        #expect(flux.store.state.user == user)
        #expect(
            flux.store.state.steps.map { $0 } == [.name(NameStepState(user: user)), .name(NameStepState(user: user))])
    }

    @Test func aCopyWrittenOutsideItsStepIsReplacedByTheSharedValueAndLogged() throws {
        let entries = Recorder<String>()
        let user = SignUpUser(email: "ada@example.com")
        let flux = Self.makeFlux(.make(user: user, steps: [.name(NameStepState(user: user))]), log: entries)

        flux.dispatcher.dispatch(.overwriteTopStepCopy("other@example.com"))

        #expect(flux.store.state.steps[id: 0] == .name(NameStepState(user: user)))
        #expect(flux.store.state.user == user)
        let entry = try #require(entries.all.last)
        #expect(
            entry.hasSuffix(
                "  replaced: \\NameStepState.user of SignUpStep with id #0 in \\SignUpStackState.steps (written outside"
                    + " its mutation) by \\SignUpStackState.user\n"))
    }

    @Test func aStepsScopeByCaseHearsAnotherStepsWrite() throws {
        // Given the view of the name step, scoped by its element then its case, and the email step's presenter
        let flux = Self.makeFlux(.make(steps: [.email(EmailStepState()), .name(NameStepState())]))
        let nameView = RecordingView<NameStepState>()
        let nameStep = try #require(
            flux.scope(stackElement: 1, in: \.steps, action: .steps)?.scope(case: .name, action: .name))
        let namePresenter = Presenter(view: nameView, flux: nameStep)
        let emailStep = try #require(
            flux.scope(stackElement: 0, in: \.steps, action: .steps)?.scope(case: .email, action: .email))
        let emailPresenter = Presenter(view: RecordingView<EmailStepState>(), flux: emailStep)

        // When the email step writes the user
        emailPresenter.dispatch(.emailChanged("ada@example.com"))

        // Then the name step's view heard it, in that action, from what it showed before
        let change = try #require(nameView.changes.last)
        #expect(nameView.changes.count == 1)
        #expect(change.old?.user.email == "")
        #expect(change.new.user.email == "ada@example.com")
        #expect(namePresenter.state.user.email == "ada@example.com")
    }

    @Test func aStepActionThatLeavesTheUserAloneChangesNoOtherStep() throws {
        let flux = Self.makeFlux(.make(steps: Self.threeSteps))
        let emailView = RecordingView<SignUpStep>()
        let emailPresenter = Presenter(
            view: emailView, flux: try #require(flux.scope(stackElement: 0, in: \.steps, action: .steps)))

        flux.dispatcher.dispatch(.steps(.element(id: 2, action: .name(.confirm))))

        #expect(emailView.changes.isEmpty)
        #expect(emailPresenter.state == .email(EmailStepState()))
    }

    @Test func aStackOfOneFeatureSharesWithAStackOfScreens() {
        let flux = Self.makeFlux(.make(steps: Self.threeSteps))
        flux.dispatcher.dispatch(.emails(.push(EmailStepState())))
        flux.dispatcher.dispatch(.emails(.push(EmailStepState())))

        flux.dispatcher.dispatch(.emails(.element(id: 1, action: .emailChanged("ada@example.com"))))

        let user = SignUpUser(email: "ada@example.com")
        #expect(flux.store.state.user == user)
        #expect(flux.store.state.emails.map(\.user) == [user, user])
        #expect(flux.store.state.steps[id: 2] == .name(NameStepState(user: user)))
    }

    @Test func stepsWritingTheUserFromManyThreadsLoseNothingAndListenersSeeItCoherent() async {
        // Given a listener that checks every change it hears, and three name steps
        let flux = Self.makeFlux(.make(steps: Array(repeating: .name(NameStepState()), count: 3)))
        let incoherent = Recorder<Int>()
        let listener = flux.store.addListener { change in
            let state = change.new
            if state.steps.contains(where: { $0 != .name(NameStepState(user: state.user)) }) {
                incoherent.append(state.user.name.count)
            }
        }
        defer { flux.store.removeListener(with: listener) }

        // When 4 threads append 250 letters each, through steps 0, 1 and 2 in turn
        await ThreadGroup.run(4) { thread in
            for index in 0..<250 {
                let id = StackElementID(integerLiteral: (thread + index) % 3)
                flux.dispatcher.dispatch(.steps(.element(id: id, action: .name(.appendToName("a")))))
            }
        }

        // Then the user has every letter, and every state anyone heard was coherent
        #expect(flux.store.state.user.name.count == 1_000)
        #expect(incoherent.all.isEmpty)
    }

    @Test func aTestStoreStatesTheWriteInEveryStep() async {
        let store = TestStore(state: .make(steps: Self.threeSteps), mutation: SignUpStackMutation.composed)

        await store.send(.steps(.element(id: 0, action: .email(.emailChanged("ada@example.com"))))) {
            $0.user.email = "ada@example.com"
            $0.steps[id: 0] = .email(EmailStepState(user: $0.user, isValid: true))
            $0.steps[id: 2] = .name(NameStepState(user: $0.user))
            $0.emailsSeen = ["ada@example.com"]
        }
        await store.send(.steps(.push(.name(NameStepState())))) {
            $0.steps.append(.name(NameStepState(user: $0.user)))
        }
        await store.finish()
    }
}
