import Prex

/// A state with the shapes a SwiftUI body reads: plain, nested, optional, collection, computed, and a value
/// that is not `Equatable`.
struct ProfileState: State, Equatable {
    var count = 0
    var label = ""
    var owner = Owner(login: "octocat", followers: 0)
    var selection: Int?
    var items: [String] = []
    var badge = Badge(symbol: "★")

    /// A computed property: what a body shows under the list.
    var total: Int {
        count + items.count
    }
}

/// A nested value: `model.owner.login` reads it.
struct Owner: Equatable {
    var login: String
    var followers: Int
}

/// A value that cannot be compared (no `Equatable`): a read of it counts as changed on every delivery.
struct Badge {
    var symbol: String
}

extension ProfileState {
    /// Compares badges by symbol, so that the state stays `Equatable` for the tests' checks.
    static func == (lhs: ProfileState, rhs: ProfileState) -> Bool {
        lhs.count == rhs.count && lhs.label == rhs.label && lhs.owner == rhs.owner && lhs.selection == rhs.selection
            && lhs.items == rhs.items && lhs.badge.symbol == rhs.badge.symbol
    }
}

enum ProfileAction: Action {
    case add(Int)
    case rename(String)
    case login(String)
    case follow
    case select(Int?)
    case append(String)
    case restamp(String)
}

struct ProfileMutation: Mutation {
    func mutate(action: ProfileAction, state: inout ProfileState) {
        switch action {
        case .add(let amount): state.count += amount
        case .rename(let label): state.label = label
        case .login(let login): state.owner.login = login
        case .follow: state.owner.followers += 1
        case .select(let selection): state.selection = selection
        case .append(let item): state.items.append(item)
        case .restamp(let symbol): state.badge.symbol = symbol
        }
    }
}

/// A subclass, as apps that prefer subclasses write their presenters.
final class ProfilePresenter: Presenter<ProfileAction, ProfileState> {
    func add(_ amount: Int) {
        if amount != 0 {
            dispatch(.add(amount))
        }
    }
}
