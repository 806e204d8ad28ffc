import Prex

/// What the app's root screen asks of its presenter, written as an extension: the navigation steps that are
/// not a feature's.
extension Presenter where Action == AppAction, State == AppState {
    /// Pushes the starred list.
    package func showStarred() {
        dispatch(.starredListShown)
    }

    /// Pops the screen on top.
    ///
    /// - Returns: Whether there was a screen above the results.
    @discardableResult
    package func back() -> Bool {
        guard !state.path.isEmpty else { return false }
        dispatch(.backTapped)
        return true
    }
}
