import Prex

/// A recorded session replayed onto the app's initial state: the final state of every feature, and the
/// screens stacked at the end.
///
/// Replaying runs the recorded actions through the app's mutation (every feature's, composed), with no
/// service and no view, so it reproduces the state exactly.
package struct SessionReplay: Sendable {
    /// The settings the session started with.
    package var perPage: Int
    /// Whether the session was the interactive prompt.
    package var isInteractive: Bool
    /// Whether the session printed JSON.
    package var isJSON: Bool
    /// The app's state after the last action.
    package var app: AppState
    /// Whether the session ends with its `ended` entry; `false` when the recording was cut short (its
    /// program was killed, or stopped by an error, before it finished).
    package var isComplete: Bool
    /// Every step of the session, when the replay was asked to keep them (`keepsSteps`; `--replay FILE --step`),
    /// else `nil`: the state after each action, sharing the storage an action did not change.
    package var timeline: Timeline<AppAction, AppState>?

    /// Why entries do not make a session.
    package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// There are no entries: the file holds only its header.
        case empty
        /// The first entry is not `started`.
        case doesNotStart
        /// The `started` entry's page size is not one the service accepts (``SearchPage/sizes``).
        case pageSizeOutOfRange(perPage: Int)
        /// Entry `number` (from 1, `started` being the first) is a second `started`.
        case startedTwice(entry: Int)
        /// Entry `number` is a detail action while no result was open.
        case detailWithoutResult(entry: Int)
        /// Entry `number` is an action for a starred repository that is not starred then.
        case starredNotFound(entry: Int)
        /// Entry `number` answers an alert while none was shown.
        case alertNotShown(entry: Int)
        /// Entry `number` comes after the `ended` entry.
        case entryAfterEnd(entry: Int)
        /// A one-shot search's session ended without its page loaded or failed, which a one-shot search never
        /// does: it ends once its page is in.
        case oneShotUnfinished

        /// One line for people.
        package var description: String {
            switch self {
            case .empty:
                "the file holds no session, only its header"
            case .doesNotStart:
                "the session does not start with its settings"
            case .pageSizeOutOfRange(let perPage):
                "the session's page size is \(perPage); it must be from \(SearchPage.sizes.lowerBound) to "
                    + "\(SearchPage.sizes.upperBound)"
            case .startedTwice(let entry):
                "entry \(entry) starts a second session"
            case .detailWithoutResult(let entry):
                "entry \(entry) is a detail action while no result is open"
            case .starredNotFound(let entry):
                "entry \(entry) is an action for a repository that is not starred"
            case .alertNotShown(let entry):
                "entry \(entry) answers an alert that is not shown"
            case .entryAfterEnd(let entry):
                "entry \(entry) follows the end of the session"
            case .oneShotUnfinished:
                "the one-shot search ends without its page loaded or failed"
            }
        }
    }

    /// Replays `entries` onto a fresh app Flux, logging every action to `debugLog` if there is one.
    ///
    /// - Throws: ``Failure`` when the entries are not a session as `--record` writes it: an action for a child
    ///   that is absent is one (the app never records one, since its mutation would ignore it).
    package init(replaying entries: [SessionEntry], debugLog: DebugLog? = nil, keepsSteps: Bool = false)
        throws(Failure)
    {
        try self.init(replaying: entries.makeIterator(), debugLog: debugLog, keepsSteps: keepsSteps)
    }

    /// Replays the entries `entries` yields, one at a time as it yields them, onto a fresh app Flux, logging
    /// every action to `debugLog` if there is one: memory for the app's state, not for the entries (and, with
    /// `keepsSteps`, for the actions and what they changed: the ``timeline``, made of the actions once they are
    /// all read).
    ///
    /// - Throws: ``Failure`` when the entries are not a session as `--record` writes it.
    package init(
        replaying entries: some IteratorProtocol<SessionEntry>, debugLog: DebugLog? = nil, keepsSteps: Bool = false
    ) throws(Failure) {
        var entries = entries
        guard let first = entries.next() else { throw .empty }
        guard case .started(let perPage, let isInteractive, let isJSON) = first else { throw .doesNotStart }
        guard SearchPage.sizes.contains(perPage) else { throw .pageSizeOutOfRange(perPage: perPage) }
        let app = Flux(state: AppState(perPage: perPage), mutation: AppMutation.composed, debugLog: debugLog)
        var steps: [AppAction] = []
        var isComplete = false
        var number = 1
        while let entry = entries.next() {
            number += 1
            guard !isComplete else { throw .entryAfterEnd(entry: number) }
            switch entry {
            case .started:
                throw .startedTwice(entry: number)
            case .action(let action):
                let state = app.store.state
                if case .detail = action, state.detail == nil {
                    throw .detailWithoutResult(entry: number)
                }
                if case .starred(let element) = action, !state.starred.contains(id: element.id) {
                    throw .starredNotFound(entry: number)
                }
                if case .alert = action, state.alert == nil {
                    throw .alertNotShown(entry: number)
                }
                app.dispatcher.dispatch(action)
                if keepsSteps {
                    steps.append(action)
                }
            case .ended:
                isComplete = true
            }
        }
        let search = app.store.state.search
        if isComplete, !isInteractive, search.isLoading || (search.results.value == nil && search.failure == nil) {
            throw .oneShotUnfinished
        }
        self.perPage = perPage
        self.isInteractive = isInteractive
        self.isJSON = isJSON
        self.app = app.store.state
        self.isComplete = isComplete
        if keepsSteps {
            timeline = Timeline(
                initialState: AppState(perPage: perPage), mutation: AppMutation.composed, actions: steps)
        }
    }
}
