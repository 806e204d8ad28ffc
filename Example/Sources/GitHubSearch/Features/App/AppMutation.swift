import Prex

/// The app's own part of the mutation: what crosses features (opening, starring, the stack). It runs after
/// the features' mutations, and sees every action.
///
/// The app's mutation is ``AppMutation/composed``: the search, detail and starred mutations on their slices,
/// then this one. The app's alert is composed with `ifLet(state: \.alert, action: .alert)`: any answer removes
/// it before this one sees the answer.
package struct AppMutation: Mutation {
    /// Creates the app's own part.
    package init() {}

    /// The whole app's mutation: every feature's, children first, then the app's own.
    package static var composed: some Mutation<AppAction, AppState> {
        AppMutation()
            .ifLet(state: \.alert, action: .alert)
            .scope(state: \.search, action: .search, SearchMutation())
            .ifLet(state: \.detail, action: .detail, DetailMutation())
            .forEach(state: \.starred, action: .starred, StarredMutation())
            .forEach(stack: \.drill, action: .drill, Drilled.mutation)
    }

    /// Applies what `action` means across features.
    package func mutate(action: AppAction, state: inout AppState) {
        switch action {
        case .search(.repositorySelected(let repository)):
            open(repository, in: &state)
        case .search(.starTapped(let repository)):
            state.starRefusal = nil
            toggleStar(repository, in: &state)
        case .search(.starFailed(let repository, let isStarred, let error)):
            setStar(!isStarred, of: repository, in: &state)
            state.starRefusal = StarRefusal(fullName: repository.fullName, isStarred: isStarred, error: error)
        case .detail(.starTapped):
            state.starRefusal = nil
            if let repository = state.detail?.repository {
                toggleStar(repository, in: &state)
            }
        case .detail(.starFailed(let error)):
            if let repository = state.detail?.repository {
                // The detail's star is what the refused write asked.
                let isStarred = state.isStarred(repository.id)
                setStar(!isStarred, of: repository, in: &state)
                state.starRefusal = StarRefusal(fullName: repository.fullName, isStarred: isStarred, error: error)
            }
        case .starred(let element):
            // The element's own mutation ran first; what it cannot do (leave the list, open a screen) is here.
            switch element.action {
            case .opened:
                if let starred = state.starred[id: element.id] {
                    open(starred.repository, in: &state)
                }
            case .unstarTapped, .starTapped:
                // The row stays listed, marked, while the list shows (see below).
                state.starRefusal = nil
                syncDetailStar(in: &state)
            case .starFailed(let isStarred, let error):
                if let starred = state.starred[id: element.id] {
                    state.starRefusal = StarRefusal(
                        fullName: starred.repository.fullName, isStarred: isStarred, error: error)
                }
                syncDetailStar(in: &state)
            case .refreshStarted, .refreshed, .refreshFailed, .refreshCancelled:
                break
            }
        case .unstarAsked(let repository):
            state.alert = .unstar(repository)
        case .alert(.presented(.unstar(let repository))):
            // The alert is already gone: any answer removes it before this mutation sees the answer.
            state.starRefusal = nil
            setStar(false, of: repository, in: &state)
        case .alert(.dismiss):
            break
        case .unstarFailed(let repository, let error):
            setStar(true, of: repository, in: &state)
            state.starRefusal = StarRefusal(fullName: repository.fullName, isStarred: false, error: error)
        case .ownerShown:
            if let login = state.repositoryOnTop?.owner.login {
                state.drill.append(.owner(OwnerState(login: login)))
            }
        case .drill(.element(_, .owner(.repositoryChosen(let repository)))):
            state.drill.append(.detail(DetailState(repository: repository, isStarred: state.isStarred(repository.id))))
        case .drill:
            // The pops are the stack's (`forEach(stack:)`); the screens' own actions, their mutations'.
            break
        case .starredChangedOnDisk(let repositories):
            state.starredRepositories = repositories
            syncDetailStar(in: &state)
        case .starredListShown:
            push(.starred, on: &state)
        case .backTapped:
            if !state.drill.isEmpty {
                state.drill.removeLast()
            } else if state.path.popLast() == .detail {
                state.detail = nil
            }
        case .search(.searchStarted), .search(.pageRequested), .search(.cleared):
            // The results are what the user is after again: the screens stacked on them go.
            state.path.removeAll()
            state.detail = nil
            state.drill.removeAll()
        case .search, .detail:
            break
        }
        // A row unstarred on the starred list stays, so that the rows' numbers do not move under the user, until
        // the list is left (back, a new search).
        if !state.path.contains(.starred), state.starred.contains(where: { !$0.isStarred }) {
            state.starred.removeAll { !$0.isStarred }
        }
    }

    /// Opens `repository`'s detail screen: a new detail child, pushed on the stack.
    private func open(_ repository: Repository, in state: inout AppState) {
        state.detail = DetailState(repository: repository, isStarred: state.isStarred(repository.id))
        state.drill.removeAll()
        push(.detail, on: &state)
    }

    /// Puts `screen` on top; a screen already on the stack moves there, so each shows at most once (a second
    /// `open` replaces the detail, which stays one child).
    private func push(_ screen: Screen, on state: inout AppState) {
        state.path.removeAll { $0 == screen }
        state.path.append(screen)
    }

    /// Stars `repository`, or unstars it when it is starred.
    private func toggleStar(_ repository: Repository, in state: inout AppState) {
        setStar(!state.isStarred(repository.id), of: repository, in: &state)
    }

    /// Stars or unstars `repository` (a row the starred list shows stays on it, marked).
    private func setStar(_ isStarred: Bool, of repository: Repository, in state: inout AppState) {
        if state.starred[id: repository.id] != nil {
            state.starred[id: repository.id]?.isStarred = isStarred
        } else if isStarred {
            state.starred.append(StarredRepository(repository: repository))
        }
        syncDetailStar(in: &state)
    }

    /// Keeps the open repository's star in step with the starred list.
    private func syncDetailStar(in state: inout AppState) {
        guard let id = state.detail?.repository.id else { return }
        let isStarred = state.isStarred(id)
        if state.detail?.isStarred != isStarred {
            state.detail?.isStarred = isStarred
        }
    }
}
