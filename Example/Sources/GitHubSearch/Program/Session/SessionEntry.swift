import Prex

/// One line of a `--record` file: the session's settings, or an action of the app's Flux.
///
/// A session file is a Prex action log (JSON Lines, see `ActionLog`) of these entries: first `started`,
/// then every action the app's Flux applied (each feature's wrapped in its case, `{"search":…}`,
/// `{"detail":…}`, `{"starred":…}`), in the order they were applied, and last `ended`, written when the
/// program finished normally (a file without it was cut short). One Flux holds every feature, so one
/// recording replays the whole session: the search, the screens opened and closed, the stars.
package enum SessionEntry: Codable, Equatable, Sendable {
    /// The session began with these settings (`--per-page`, the prompt or a one-shot search, `--json`).
    case started(perPage: Int, isInteractive: Bool, isJSON: Bool)
    /// The app's Flux applied this action.
    case action(AppAction)
    /// The session finished normally: the program was not killed or stopped by an error while recording.
    case ended
}
