import Prex

/// What the app's root screen asks of its presenter, written as an extension: the navigation steps and the
/// results' stars, which are not one feature's.
extension Presenter where Action == AppAction, State == AppState {
    /// Pushes the starred list.
    package func showStarred() {
        dispatch(.starredListShown)
    }

    /// Drills from the detail on top to its owner's repositories.
    ///
    /// - Returns: Whether a detail was on top.
    @discardableResult
    package func showOwner() -> Bool {
        guard state.repositoryOnTop != nil else { return false }
        dispatch(.ownerShown)
        return true
    }

    /// Stars the search result ranked `rank`, or unstars it when it is starred: the app does it at once, and the
    /// write goes to the service at the app's lifetime. A refusal puts the star back. Starring crosses features
    /// (the results show it, the starred list keeps it), so the app's presenter sends the write.
    ///
    /// - Returns: The write, to wait for; `nil` when the results shown hold no such rank.
    @discardableResult
    package func toggleStar(rank: Int) -> Task<Void, Never>? {
        guard let repository = state.search.result(rank: rank) else { return nil }
        dispatch(.search(.starTapped(repository)))
        let isStarred = state.isStarred(repository.id)
        return writeStar(isStarred, fullName: repository.fullName) { error in
            .search(.starFailed(repository, isStarred: isStarred, error))
        }
    }

    /// Asks whether to unstar `repository` (from the results, its detail or the starred list): the app shows
    /// "Unstar NAME?", and nothing is unstarred until its Unstar button is chosen (``answerAlert(with:)``).
    package func askToUnstar(_ repository: Repository) {
        dispatch(.unstarAsked(repository))
    }

    /// Answers the alert showing with `button`, one of its buttons: its action, or a dismiss for a button without
    /// one (Cancel). Unstar then sends the write, at the app's lifetime; a refusal stars the repository again.
    ///
    /// - Returns: The write, to wait for; `nil` when the answer writes nothing, or `button` is not the alert's.
    @discardableResult
    package func answerAlert(with button: ButtonState<AppAlertAction>) -> Task<Void, Never>? {
        guard state.alert?.buttons.contains(button) == true else { return nil }
        dispatch(.alert(button.presentationAction))
        guard case .unstar(let repository)? = button.action else { return nil }
        return writeStar(false, fullName: repository.fullName) { error in .unstarFailed(repository, error) }
    }

    /// Closes the alert without a button, as Cancel does: at the end of the input, or Escape on a terminal.
    package func dismissAlert() {
        guard state.alert != nil else { return }
        dispatch(.alert(.dismiss))
    }

    /// Pops the screen on top.
    ///
    /// - Returns: Whether there was a screen above the results.
    @discardableResult
    package func back() -> Bool {
        guard !state.path.isEmpty || !state.drill.isEmpty else { return false }
        dispatch(.backTapped)
        return true
    }
}
