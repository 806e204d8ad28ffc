import Prex

// A two-step sign-up flow whose steps share the user being signed up, and a list whose rows share one setting:
// the fixtures of the sharing tests.

struct SignUpUser: Equatable, Sendable {
    var email = ""
    var name = ""
}

struct EmailStepState: State, Equatable {
    var user = SignUpUser()
    var isValid = false
}

enum EmailStepAction: Action, Equatable {
    case emailChanged(String)
}

struct EmailStepMutation: Mutation {
    func mutate(action: EmailStepAction, state: inout EmailStepState) {
        switch action {
        case .emailChanged(let email):
            state.user.email = email
            state.isValid = email.contains("@")
        }
    }
}

struct NameStepState: State, Equatable {
    var user = SignUpUser()
    /// What the step read of the shared user when it was last confirmed.
    var confirmedEmail: String?
}

enum NameStepAction: Action, Equatable {
    case nameChanged(String)
    case appendToName(String)
    case confirm
}

struct NameStepMutation: Mutation {
    func mutate(action: NameStepAction, state: inout NameStepState) {
        switch action {
        case .nameChanged(let name): state.user.name = name
        case .appendToName(let text): state.user.name += text
        case .confirm: state.confirmedEmail = state.user.email
        }
    }
}

struct SharedUserFlowState: State, Equatable {
    var user = SignUpUser()
    var email = EmailStepState()
    var name = NameStepState()
    /// The email the flow's own mutation saw after each step action.
    var emailsSeen: [String] = []
}

enum SharedUserFlowAction: Action, Equatable {
    case email(EmailStepAction)
    case name(NameStepAction)
    case reset
    case overwriteNameStepCopy(String)
}

extension ActionCase where Parent == SharedUserFlowAction {
    static var email: ActionCase<SharedUserFlowAction, EmailStepAction> {
        .init(SharedUserFlowAction.email) { if case .email(let action) = $0 { action } else { nil } }
    }

    static var name: ActionCase<SharedUserFlowAction, NameStepAction> {
        .init(SharedUserFlowAction.name) { if case .name(let action) = $0 { action } else { nil } }
    }
}

struct SharedUserFlowMutation: Mutation {
    static let composed = SharedUserFlowMutation()
        .scope(state: \.email, action: .email, sharing: \.user, as: \.user, EmailStepMutation())
        .scope(state: \.name, action: .name, sharing: \.user, as: \.user, NameStepMutation())

    func mutate(action: SharedUserFlowAction, state: inout SharedUserFlowState) {
        switch action {
        case .email, .name: state.emailsSeen.append(state.user.email)
        case .reset: state.user = SignUpUser()
        case .overwriteNameStepCopy(let email): state.name.user.email = email
        }
    }
}

struct SharedSettings: Equatable, Sendable {
    var showsDetails = false
    /// How many times a row counted: a shared value several threads write through different rows.
    var count = 0
}

struct SettingRow: State, Identifiable, Equatable {
    let id: Int
    var settings = SharedSettings()
    var opened = 0
}

enum SettingRowAction: Action, Equatable {
    case toggleDetails
    case open
    case count
}

struct SettingRowMutation: Mutation {
    func mutate(action: SettingRowAction, state: inout SettingRow) {
        switch action {
        case .toggleDetails: state.settings.showsDetails.toggle()
        case .open: state.opened += 1
        case .count: state.settings.count += 1
        }
    }
}

/// A sheet that edits the settings the rows share.
struct SettingsSheetState: State, Equatable {
    var settings = SharedSettings()
}

enum SettingsSheetAction: Action, Equatable {
    case setShowsDetails(Bool)
}

struct SettingsSheetMutation: Mutation {
    func mutate(action: SettingsSheetAction, state: inout SettingsSheetState) {
        switch action {
        case .setShowsDetails(let shows): state.settings.showsDetails = shows
        }
    }
}

struct SettingRowsState: State, Equatable {
    var settings = SharedSettings()
    var rows: IdentifiedList<SettingRow> = []
    var sheet: SettingsSheetState?
}

enum SettingRowsAction: Action, Equatable {
    case row(ElementAction<Int, SettingRowAction>)
    case sheet(SettingsSheetAction)
    case add(Int)
    case showDetails(Bool)
    case openSheet
    case closeSheet
    case overwriteRowCopy(Int)
    case overwriteSheetCopy
}

extension ActionCase where Parent == SettingRowsAction {
    static var row: ActionCase<SettingRowsAction, ElementAction<Int, SettingRowAction>> {
        .init(SettingRowsAction.row) { if case .row(let action) = $0 { action } else { nil } }
    }

    static var sheet: ActionCase<SettingRowsAction, SettingsSheetAction> {
        .init(SettingRowsAction.sheet) { if case .sheet(let action) = $0 { action } else { nil } }
    }
}

struct SettingRowsMutation: Mutation {
    static let composed = SettingRowsMutation()
        .forEach(state: \.rows, action: .row, sharing: \.settings, as: \.settings, SettingRowMutation())
        .ifLet(state: \.sheet, action: .sheet, sharing: \.settings, as: \.settings, SettingsSheetMutation())

    func mutate(action: SettingRowsAction, state: inout SettingRowsState) {
        switch action {
        case .row, .sheet: break
        case .add(let id): state.rows.append(SettingRow(id: id))
        case .showDetails(let shows): state.settings.showsDetails = shows
        case .openSheet: state.sheet = SettingsSheetState()
        case .closeSheet: state.sheet = nil
        case .overwriteRowCopy(let id): state.rows[id: id]?.settings.showsDetails.toggle()
        case .overwriteSheetCopy: state.sheet?.settings.showsDetails.toggle()
        }
    }
}

extension SettingRowsState {
    /// Rows 1…count, every one with `settings`, as a coherent state has them.
    static func make(count: Int, settings: SharedSettings = SharedSettings()) -> SettingRowsState {
        SettingRowsState(
            settings: settings, rows: IdentifiedList((1...count).map { SettingRow(id: $0, settings: settings) }))
    }
}
