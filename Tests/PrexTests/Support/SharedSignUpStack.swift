import Prex

// A sign-up flow whose steps are pushed on a navigation stack, each its own feature, all sharing the user being
// signed up with a stack of email steps and a destination: the fixtures of the stack and destination sharing tests.
// The steps are those of SharedUserFlow.swift.

/// A step that keeps no copy of the user.
struct TermsStepState: State, Equatable {
    var accepted = false
}

enum TermsStepAction: Action, Equatable {
    case accept
}

struct TermsStepMutation: Mutation {
    func mutate(action: TermsStepAction, state: inout TermsStepState) {
        switch action {
        case .accept: state.accepted = true
        }
    }
}

/// A screen of the flow: each case its own feature; the email and name steps keep a copy of the user.
enum SignUpStep: State, Equatable {
    case email(EmailStepState)
    case name(NameStepState)
    case terms(TermsStepState)
}

enum SignUpStepAction: Action, Equatable {
    case email(EmailStepAction)
    case name(NameStepAction)
    case terms(TermsStepAction)
    /// Replaces the step, whichever it is, with a new name step, whose copy is a new (empty) user.
    case becomeNameStep
}

extension StateCase where Parent == SignUpStep {
    static var email: StateCase<SignUpStep, EmailStepState> {
        .init(SignUpStep.email) { if case .email(let step) = $0 { step } else { nil } }
    }

    static var name: StateCase<SignUpStep, NameStepState> {
        .init(SignUpStep.name) { if case .name(let step) = $0 { step } else { nil } }
    }

    static var terms: StateCase<SignUpStep, TermsStepState> {
        .init(SignUpStep.terms) { if case .terms(let step) = $0 { step } else { nil } }
    }
}

extension ActionCase where Parent == SignUpStepAction {
    static var email: ActionCase<SignUpStepAction, EmailStepAction> {
        .init(SignUpStepAction.email) { if case .email(let action) = $0 { action } else { nil } }
    }

    static var name: ActionCase<SignUpStepAction, NameStepAction> {
        .init(SignUpStepAction.name) { if case .name(let action) = $0 { action } else { nil } }
    }

    static var terms: ActionCase<SignUpStepAction, TermsStepAction> {
        .init(SignUpStepAction.terms) { if case .terms(let action) = $0 { action } else { nil } }
    }
}

/// The screens' mutation, composed by case as without sharing.
struct SignUpStepMutation: Mutation {
    static let composed = SignUpStepMutation()
        .scope(case: .email, action: .email, EmailStepMutation())
        .scope(case: .name, action: .name, NameStepMutation())
        .scope(case: .terms, action: .terms, TermsStepMutation())

    /// Where the screens keep their copy of the user.
    static let copies: [CaseCopy<SignUpStep, SignUpUser>] = [CaseCopy(.email, \.user), CaseCopy(.name, \.user)]

    func mutate(action: SignUpStepAction, state: inout SignUpStep) {
        if case .becomeNameStep = action {
            state = .name(NameStepState())
        }
    }
}

struct SignUpStackState: State, Equatable {
    var user = SignUpUser()
    var steps = StackState<SignUpStep>()
    /// A stack of one feature (a struct), sharing the same user.
    var emails = StackState<EmailStepState>()
    var destination: SignUpStep?
    /// A sheet of one feature (a struct), sharing the same user.
    var emailSheet: EmailStepState?
    /// The email the flow's own mutation saw after each step action.
    var emailsSeen: [String] = []
}

enum SignUpStackAction: Action, Equatable {
    case steps(StackAction<SignUpStep, SignUpStepAction>)
    case emails(StackAction<EmailStepState, EmailStepAction>)
    case destination(PresentationAction<SignUpStepAction>)
    case emailSheet(PresentationAction<EmailStepAction>)
    /// The flow pushes a step in its own mutation.
    case next(SignUpStep)
    case present(SignUpStep)
    case presentEmailSheet(EmailStepState)
    case reset
    /// Writes the top step's copy of the user outside its mutation.
    case overwriteTopStepCopy(String)
    /// Writes the destination's copy of the user outside its mutation.
    case overwriteDestinationCopy(String)
}

extension ActionCase where Parent == SignUpStackAction {
    static var steps: ActionCase<SignUpStackAction, StackAction<SignUpStep, SignUpStepAction>> {
        .init(SignUpStackAction.steps) { if case .steps(let action) = $0 { action } else { nil } }
    }

    static var emails: ActionCase<SignUpStackAction, StackAction<EmailStepState, EmailStepAction>> {
        .init(SignUpStackAction.emails) { if case .emails(let action) = $0 { action } else { nil } }
    }

    static var destination: ActionCase<SignUpStackAction, PresentationAction<SignUpStepAction>> {
        .init(SignUpStackAction.destination) { if case .destination(let action) = $0 { action } else { nil } }
    }

    static var emailSheet: ActionCase<SignUpStackAction, PresentationAction<EmailStepAction>> {
        .init(SignUpStackAction.emailSheet) { if case .emailSheet(let action) = $0 { action } else { nil } }
    }
}

struct SignUpStackMutation: Mutation {
    static let composed = SignUpStackMutation()
        .forEach(
            stack: \.steps, action: .steps, sharing: \.user, cases: SignUpStepMutation.copies,
            SignUpStepMutation.composed
        )
        .forEach(stack: \.emails, action: .emails, sharing: \.user, as: \.user, EmailStepMutation())
        .ifLet(
            state: \.destination, action: .destination, sharing: \.user, cases: SignUpStepMutation.copies,
            SignUpStepMutation.composed
        )
        .ifLet(state: \.emailSheet, action: .emailSheet, sharing: \.user, as: \.user, EmailStepMutation())

    func mutate(action: SignUpStackAction, state: inout SignUpStackState) {
        switch action {
        case .steps(.element): state.emailsSeen.append(state.user.email)
        case .steps, .emails, .destination, .emailSheet: break
        case .next(let step): state.steps.append(step)
        case .present(let step): state.destination = step
        case .presentEmailSheet(let sheet): state.emailSheet = sheet
        case .reset: state.user = SignUpUser()
        case .overwriteTopStepCopy(let email):
            if let id = state.steps.ids.last, case .name(var step)? = state.steps[id: id] {
                step.user.email = email
                state.steps[id: id] = .name(step)
            }
        case .overwriteDestinationCopy(let email):
            if case .email(var step)? = state.destination {
                step.user.email = email
                state.destination = .email(step)
            }
        }
    }
}

extension SignUpStackState {
    /// A flow with `steps` pushed (ids 0, 1, …), every copy the shared `user`, as a coherent state has them.
    static func make(user: SignUpUser = SignUpUser(), steps: [SignUpStep]) -> SignUpStackState {
        var state = SignUpStackState(user: user)
        for step in steps {
            state.steps.append(step)
        }
        return state
    }
}
