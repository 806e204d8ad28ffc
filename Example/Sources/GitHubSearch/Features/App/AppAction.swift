import Prex

/// Everything that happens in the app: a feature's action, wrapped in its case, or a navigation step.
package enum AppAction: Action, Equatable, Codable {
    /// An action of the search feature.
    case search(SearchAction)
    /// An action of the open repository's detail feature.
    case detail(DetailAction)
    /// An action of one starred repository, by its id.
    case starred(ElementAction<Repository.ID, StarredAction>)
    /// An action of the screens drilled from a detail: one screen's, by its id, or a pop.
    case drill(StackAction<Drilled, DrilledAction>)
    /// The owner of the repository on top was asked for: the owner's repositories are drilled to.
    case ownerShown
    /// The starred list was asked for: it is pushed on the stack.
    case starredListShown
    /// Back: the screen on top is popped (a drilled one first) (the detail closes, its load is cancelled).
    case backTapped
    /// Unstarring a repository was asked for, wherever it shows: the app asks "Unstar NAME?" first.
    case unstarAsked(Repository)
    /// The answer to the app's alert: a button's action, or a dismiss (Cancel, the end of the input).
    case alert(PresentationAction<AppAlertAction>)
    /// The service refused the unstar the alert's Unstar sent (the app stars it again).
    case unstarFailed(Repository, ServiceError)
    /// Another run of the app changed the starred file (``StarredFile``): these are starred now.
    case starredChangedOnDisk([Repository])
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

    /// The alert's case: the answer to the question the app asks.
    package static var alert: ActionCase<AppAction, PresentationAction<AppAlertAction>> {
        .init(AppAction.alert) { if case .alert(let action) = $0 { action } else { nil } }
    }

    /// The starred repositories' case: an action for one of them, by id.
    package static var starred: ActionCase<AppAction, ElementAction<Repository.ID, StarredAction>> {
        .init(AppAction.starred) { if case .starred(let action) = $0 { action } else { nil } }
    }

    /// The drilled screens' case.
    package static var drill: ActionCase<AppAction, StackAction<Drilled, DrilledAction>> { .init(AppAction.drill) }
}
