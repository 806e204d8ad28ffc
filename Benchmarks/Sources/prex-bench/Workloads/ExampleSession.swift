import Dispatch
import Foundation
import GitHubSearch
import Prex

/// A session of the github-search example, the same on every run: the actions the app's presenters dispatch for
/// what a user does, as the entries `--record` writes (`SessionEntry`), to open as a timeline.
///
/// It starts as a recording does: `started` (the prompt, 30 results per page), then the starred file's
/// repositories loaded (`starredChangedOnDisk`, 50 of them). Then rounds, each one:
/// - a query typed letter by letter: a search started for each letter, the one before it cancelled (the debounce);
/// - its first page loaded: 30 results replace the 60 of the round before (a big part of the state changes);
/// - its second page requested and appended (60 results);
/// - a result opened, refreshed and starred; its owner's screen drilled to and loaded; back twice;
/// - the starred list shown, the new star undone on it (one row of 51 changes), back (the row leaves the list).
///
/// The rounds take the queries in turn (8 of them), and each round opens the next result of its query, so each
/// star is a new one and the starred list is back to its 50 rows after every round. Pages and repositories are the
/// example's own: its mocked service's answers over its embedded data set. A round is 18 to 32 entries (22.5 on
/// average, 2.8 repositories an entry); the last entry is `ended`, after a round cut short if the size says so.
struct ExampleSession {
    /// The entries, in the order `--record` writes them. A timeline of them has entry `n` as its step `n + 1`:
    /// step 1 is `started`.
    let entries: [SessionEntry]
    /// The step of the last complete round of the first query (`swift`) whose action loaded its first page: the
    /// 60 results shown replaced by 30 others.
    let firstPageStep: Int
    /// The step of the same round whose action undid the round's star on the starred list: one row changed.
    let unstarStep: Int

    /// The state a recording starts from: the app's, with the session's page size.
    static var initialState: GitHubSearch.AppState { GitHubSearch.AppState(perPage: perPage) }

    /// The example's whole mutation, on a recording's lines.
    static var mutation: some Mutation<SessionLine, GitHubSearch.AppState> {
        SessionLineMutation(app: GitHubSearch.AppMutation.composed)
    }

    /// Results per page, the example's default.
    static let perPage = 30

    /// The queries the rounds type, in turn; each matches at least 60 repositories of the data set.
    static let queries = ["swift", "ui", "java", "framework", "app", "lib", "go", "python"]

    /// The example's answers the rounds use, fetched once.
    private static let material = Material.fetch()

    /// A session of `count` entries (at least 3): `started`, the actions, `ended`.
    static func make(entries count: Int) -> ExampleSession {
        precondition(count >= 3, "a session has at least its two settings and its end")
        let material = Self.material
        let mutation = GitHubSearch.AppMutation.composed
        var state = initialState
        var entries: [SessionEntry] = [.started(perPage: perPage, isInteractive: true, isJSON: false)]
        var lastRequest: UInt64 = 0
        func request() -> RequestID {
            lastRequest += 1
            return RequestID(rawValue: lastRequest)
        }
        /// Applies `action` as the app's Flux does and records it; returns its step.
        @discardableResult
        func apply(_ action: GitHubSearch.AppAction) -> Int {
            mutation.mutate(action: action, state: &state)
            entries.append(.action(action))
            return entries.count
        }

        apply(.starredChangedOnDisk(material.starredAtStart))
        // (first page, unstar, last) steps of each round of the first query.
        var measured: [(firstPage: Int, unstar: Int, end: Int)] = []
        var round = 0
        while entries.count < count - 1 {
            let query = queries[round % queries.count]
            let pages = material.pages[round % queries.count]
            var typed: RequestID?
            for length in 1...query.count {
                let search = request()
                apply(.search(.searchStarted(request: search, query: String(query.prefix(length)), page: 1)))
                if let typed {
                    apply(.search(.requestCancelled(request: typed)))
                }
                typed = search
            }
            let firstPage = apply(.search(.pageLoaded(request: typed!, pages.first)))
            let next = request()
            apply(.search(.pageRequested(request: next, page: 2)))
            apply(.search(.pageLoaded(request: next, pages.second)))

            let results = state.search.repositories
            let repository = results[(round / queries.count) % results.count]
            apply(.search(.repositorySelected(repository)))
            let refresh = request()
            apply(.detail(.refreshStarted(refresh)))
            apply(.detail(.refreshed(refresh, repository)))
            apply(.detail(.starTapped))
            apply(.ownerShown)
            if let owner = state.drill.ids.last {
                let load = request()
                apply(.drill(.element(id: owner, action: .owner(.loadStarted(load)))))
                let owned = material.repositoriesByOwner[repository.owner.login.lowercased()] ?? []
                apply(.drill(.element(id: owner, action: .owner(.loaded(load, owned)))))
            }
            apply(.backTapped)
            apply(.backTapped)
            apply(.starredListShown)
            let unstar = apply(.starred(ElementAction(id: repository.id, action: .unstarTapped)))
            let end = apply(.backTapped)
            if round % queries.count == 0 {
                measured.append((firstPage, unstar, end))
            }
            round += 1
        }
        entries.removeLast(entries.count - (count - 1))
        entries.append(.ended)
        let last = measured.last { $0.end <= count - 1 } ?? measured[0]
        return ExampleSession(entries: entries, firstPageStep: last.firstPage, unstarStep: last.unstar)
    }

    /// Writes the entries to a new file in the temporary folder, as `--record` writes them (an `ActionLogWriter`
    /// of `SessionEntry`, one line each), and returns its URL.
    func write() throws(ActionLogError) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "prex-bench-session-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        let writer = try ActionLogWriter<SessionEntry>(creatingFileAt: url)
        defer { writer.close() }
        for entry in entries {
            writer.append(entry)
        }
        if let failure = writer.failure {
            throw failure
        }
        return url
    }

    /// The example's answers a session is made of.
    private struct Material: Sendable {
        /// Each query's first two pages, in the order of ``queries``.
        var pages: [(first: SearchPage, second: SearchPage)]
        /// The repositories of the starred file: 50 that no page holds, so that a round's star is always new.
        var starredAtStart: [Repository]
        /// The data set's repositories by lowercased owner, as the owner screen lists them.
        var repositoriesByOwner: [String: [Repository]]

        /// Asks the example's mocked service for the pages (its answers arrive in a task; this waits for them).
        static func fetch() -> Material {
            let service = MockRepositoryService()
            let pages = waitFor {
                var pages: [(first: SearchPage, second: SearchPage)] = []
                for query in queries {
                    guard let first = try? await service.searchRepositories(query: query, page: 1, perPage: perPage),
                        let second = try? await service.searchRepositories(query: query, page: 2, perPage: perPage)
                    else { preconditionFailure("the mocked service answers '\(query)'") }
                    pages.append((first, second))
                }
                return pages
            }
            let repositories = MockRepositoryService.embeddedRepositories()
            let shown = Set(pages.flatMap { $0.first.response.items + $0.second.response.items }.map(\.id))
            return Material(
                pages: pages,
                starredAtStart: Array(repositories.filter { !shown.contains($0.id) }.prefix(50)),
                repositoriesByOwner: Dictionary(grouping: repositories) { $0.owner.login.lowercased() })
        }
    }
}

/// Runs `operation` in a task and waits on this thread for its result: a workload's set-up is synchronous.
private func waitFor<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let handoff = Handoff<Value>()
    Task.detached {
        handoff.value = await operation()
        handoff.done.signal()
    }
    handoff.done.wait()
    return handoff.value!
}

/// A value a task hands to the thread that waits for it.
// `@unchecked Sendable` is sound: the task writes `value` once, then signals `done`; the waiting thread reads it
// only after `done.wait()` returns, so the semaphore orders the write before the read, and nothing else touches it.
private final class Handoff<Value>: @unchecked Sendable {
    var value: Value?
    let done = DispatchSemaphore(value: 0)
}
