import Prex

/// Everything that happens in the app: a feature's action, wrapped in its case, or a navigation step.
package enum AppAction: Action, Equatable, Codable {
    /// An action of the search feature.
    case search(SearchAction)
    /// An action of the open repository's detail feature.
    case detail(DetailAction)
    /// An action of one starred repository, by its id.
    case starred(ElementAction<Repository.ID, StarredAction>)
    /// The starred list was asked for: it is pushed on the stack.
    case starredListShown
    /// Back: the screen on top is popped (the detail closes, its load is cancelled).
    case backTapped
}

extension ActionCase where Parent == AppAction {
    /// The search feature's case.
    package static var search: ActionCase<AppAction, SearchAction> {
        .init(AppAction.search) { if case .search(let action) = $0 { action } else { nil } }
    }

    /// The detail feature's case.
    package static var detail: ActionCase<AppAction, DetailAction> {
        .init(AppAction.detail) { if case .detail(let action) = $0 { action } else { nil } }
    }

    /// The starred repositories' case: an action for one of them, by id.
    package static var starred: ActionCase<AppAction, ElementAction<Repository.ID, StarredAction>> {
        .init(AppAction.starred) { if case .starred(let action) = $0 { action } else { nil } }
    }
}
