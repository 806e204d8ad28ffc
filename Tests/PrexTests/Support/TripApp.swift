import Prex

/// An app that goes to one place at a time, "where this feature went" as one optional enum: an article's detail
/// (`Identifiable`), its owner's page (not), or an about screen (no state).
struct TripState: State, Equatable {
    var destination: TripDestination?
}

enum TripAction: Action, Equatable {
    case destination(TripDestinationAction)
    case goTo(TripDestination?)
}

enum TripDestination: State, Equatable {
    case detail(TripDetail)
    case owner(TripOwner)
    case about
}

enum TripDestinationAction: Action, Equatable {
    case detail(TripDetailAction)
    case owner(TripOwnerAction)
}

struct TripDetail: State, Identifiable, Equatable {
    let id: Int
    var text = ""
}

enum TripDetailAction: Action, Equatable {
    case edit(String)
}

struct TripOwner: State, Equatable {
    var name: String
    var followed = false
}

enum TripOwnerAction: Action, Equatable {
    case follow
}

struct TripDetailMutation: Mutation {
    func mutate(action: TripDetailAction, state: inout TripDetail) {
        switch action {
        case .edit(let text): state.text = text
        }
    }
}

struct TripOwnerMutation: Mutation {
    func mutate(action: TripOwnerAction, state: inout TripOwner) {
        switch action {
        case .follow: state.followed = true
        }
    }
}

struct TripMutation: Mutation {
    func mutate(action: TripAction, state: inout TripState) {
        switch action {
        case .goTo(let destination): state.destination = destination
        case .destination: break
        }
    }

    /// The destination's mutation, built from its cases'.
    static let destination = EmptyMutation<TripDestinationAction, TripDestination>()
        .scope(case: .detail, action: .detail, TripDetailMutation())
        .scope(case: .owner, action: .owner, TripOwnerMutation())

    static let composed = TripMutation().ifLet(state: \.destination, action: .destination, destination)
}

extension Flux where Action == TripAction, State == TripState {
    static func tripApp(_ destination: TripDestination? = nil, debugLog: DebugLog? = nil) -> Flux {
        Flux(state: TripState(destination: destination), mutation: TripMutation.composed, debugLog: debugLog)
    }
}

extension StateCase where Parent == TripDestination {
    static var detail: StateCase<TripDestination, TripDetail> { .init(TripDestination.detail) }
    static var owner: StateCase<TripDestination, TripOwner> { .init(TripDestination.owner) }
}

extension ActionCase where Parent == TripDestinationAction {
    static var detail: ActionCase<TripDestinationAction, TripDetailAction> { .init(TripDestinationAction.detail) }
    static var owner: ActionCase<TripDestinationAction, TripOwnerAction> { .init(TripDestinationAction.owner) }
}

extension ActionCase where Parent == TripAction {
    static var destination: ActionCase<TripAction, TripDestinationAction> { .init(TripAction.destination) }
}
