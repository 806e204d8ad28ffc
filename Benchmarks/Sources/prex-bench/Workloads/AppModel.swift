import Prex

// An app-scale state for the app-* workloads: 10,000 contacts, each a nested struct with strings (some longer
// than the 15 bytes a string keeps inline, so they live in storage of their own), plus a few scalars.

struct Address: Equatable, Sendable {
    var street: String
    var city: String
}

struct Contact: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
    var email: String
    var address: Address
    var tags: [String]
    var isFavorite: Bool

    static func make(_ id: Int) -> Contact {
        Contact(
            id: id, name: "Contact \(id)", email: "contact.\(id)@example.com",
            address: Address(street: "\(id) Infinite Loop", city: id.isMultiple(of: 2) ? "Cupertino" : "Zürich"),
            tags: id.isMultiple(of: 3) ? ["work", "vip"] : ["home"], isFavorite: id.isMultiple(of: 7))
    }
}

struct AppState: State, Equatable {
    static let contactCount = 10_000

    var count = 0
    var query = ""
    var selection: Int?
    var contacts: [Contact] = (0..<AppState.contactCount).map(Contact.make)
}

enum AppAction: Action, Equatable, Codable {
    /// Changes `count` only: the 10,000 contacts stay untouched.
    case tick
    /// Renames one contact: one element of the 10,000 changes.
    case rename(index: Int)
}

struct AppMutation: Mutation {
    func mutate(action: AppAction, state: inout AppState) {
        state.count &+= 1
        if case .rename(let index) = action {
            state.contacts[index].name = "Renamed \(state.count)"
        }
    }
}

extension Flux where Action == AppAction {
    /// Dispatches `count` ticks: `count` changes, the contacts do not.
    func dispatchTicks(_ count: Int) {
        for _ in 0..<count {
            dispatcher.dispatch(.tick)
        }
    }

    /// Dispatches `count` renames, each of one contact, walking through the list.
    func dispatchRenames(_ count: Int) {
        for index in 0..<count {
            dispatcher.dispatch(.rename(index: index % AppState.contactCount))
        }
    }
}
