import Prex

/// One line of a `--record` file: the session's settings, or an action of the search or detail Flux.
///
/// A session file is a Prex action log (JSON Lines, see `ActionLog`) of these entries: first `started`,
/// then every action the search Flux and the detail Fluxes applied, in the order they were applied, and last
/// `ended`, written when the program finished normally (a file without it was cut short). The
/// detail Flux is implied by the search actions, as the app does it: opening a result
/// (`SearchAction.repositorySelected`) starts a detail Flux on that repository, and closing it
/// (`SearchAction.selectionCleared`) ends it; `detail` entries go to the open one.
package enum SessionEntry: Codable, Equatable, Sendable {
    /// The session began with these settings (`--per-page`, the prompt or a one-shot search, `--json`).
    case started(perPage: Int, isInteractive: Bool, isJSON: Bool)
    /// The search Flux applied this action.
    case search(SearchAction)
    /// The open detail Flux applied this action.
    case detail(DetailAction)
    /// The session finished normally: the program was not killed or stopped by an error while recording.
    case ended
}
