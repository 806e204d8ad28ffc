import Prex

/// The whole app's state: one slice per feature, and the stack of screens above the results.
///
/// Navigation is state: the detail screen shows while ``detail`` is set and ``Screen/detail`` is on the
/// ``path``; the starred list while ``Screen/starred`` is. Each screen is a passive view on a scoped Flux of its
/// slice (see ``AppScreen``).
package struct AppState: State, Equatable {
    /// The search feature: the query, and its results as a request state.
    package var search: SearchState
    /// The open repository, an optional child: `nil` while no detail screen is open.
    package var detail: DetailState?
    /// The starred repositories, a collection of child features by repository id, in the order starred; while
    /// the starred list is on the stack, also those unstarred on it (``StarredRepository/isStarred`` is `false`).
    package var starred = IdentifiedList<StarredRepository>()
    /// The screens stacked above the results, the last on top; empty while the results show.
    package var path: [Screen] = []
    /// The screens drilled from the open detail, above it (an owner's repositories, another detail); empty while
    /// none is. Each has an id from the stack, and its own scope.
    package var drill = StackState<Drilled>()
    /// The last star or unstar the service refused, until the next one is asked for: the app says so.
    package var starRefusal: StarRefusal?
    /// The question the app asks, such as "Unstar NAME?", while it waits for the answer: any answer removes it.
    package var alert: AlertState<AppAlertAction>?

    /// Creates the state of an app that has not searched yet, with results of `perPage` repositories.
    package init(perPage: Int = 30) {
        search = SearchState(perPage: perPage)
    }

    /// The screen on top of the ``path``, or `nil` for the results; a drilled screen (``drill``) shows above it.
    package var topScreen: Screen? { path.last }

    /// The starred repositories as they are kept between runs (``StarredFile``): those starred, in the order
    /// starred. Setting it replaces the starred list.
    package var starredRepositories: [Repository] {
        get { starred.compactMap { $0.isStarred ? $0.repository : nil } }
        set { starred = IdentifiedList(newValue.map(StarredRepository.init(repository:))) }
    }

    /// Whether the repository with `id` is starred.
    package func isStarred(_ id: Repository.ID) -> Bool {
        starred.isStarred(id)
    }
}

/// A star or unstar the service refused (the star was put back).
package struct StarRefusal: Equatable, Sendable {
    /// The repository's full name.
    package var fullName: String
    /// What the refused write asked: `true` to star, `false` to unstar.
    package var isStarred: Bool
    /// Why the service refused it.
    package var error: ServiceError
}

/// A screen that can be pushed above the results.
package enum Screen: Equatable, Sendable {
    /// The open repository (``AppState/detail``).
    case detail
    /// The starred repositories (``AppState/starred``).
    case starred
}

extension AppState {
    /// The repository whose detail is on top: a drilled detail's, or the open one's while nothing is drilled.
    package var repositoryOnTop: Repository? {
        switch drill.last {
        case .detail(let detail)?: detail.repository
        case .owner?: nil
        case nil: topScreen == .detail ? detail?.repository : nil
        }
    }
}
