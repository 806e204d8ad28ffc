import GitHubSearch
import Prex

/// A line of a session file as a Prex action: the example's `SessionEntry`, which is not one (the app's Flux
/// applies `AppAction`s), wrapped so that a Flux and a `Timeline` can be made of a recording's lines as they are.
/// Encoded and decoded as the entry itself.
struct SessionLine: Action, Codable, Equatable {
    let entry: SessionEntry

    init(_ entry: SessionEntry) {
        self.entry = entry
    }

    init(from decoder: any Decoder) throws {
        entry = try decoder.singleValueContainer().decode(SessionEntry.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entry)
    }
}

/// The app's mutation on a recording's lines: an action as the app's Flux applies it; `started` and `ended`,
/// which carry no action of the app, change nothing (the initial state has the session's page size already).
struct SessionLineMutation<App: Mutation>: Mutation
where App.Action == GitHubSearch.AppAction, App.State == GitHubSearch.AppState {
    let app: App

    func mutate(action: SessionLine, state: inout GitHubSearch.AppState) {
        if case .action(let action) = action.entry {
            app.mutate(action: action, state: &state)
        }
    }
}
