import Prex

// The search feature the documents' side-effect, observation and debugging samples use, written once: compiled
// into these tests (SampleCancellationTests runs the samples' searches on it) and, read as text, with the samples
// themselves (`SampleStandIns.searchFeature()`), which cannot see this module.

struct SearchState: State, Equatable {
    var query = ""
    var page = 1
    var repositories: [String] = []
    var failure: String?
    var results = RequestState<[String], LoadFailure>()
}

enum SearchAction: Action, Equatable {
    case searchStarted(query: String)
    case loaded(repositories: [String])
    case failed(String)
    case started(query: String, request: RequestID)
    case finished(request: RequestID, result: Result<[String], LoadFailure>)
    case cancelled(request: RequestID)
}

struct SearchMutation: Mutation {
    func mutate(action: SearchAction, state: inout SearchState) {
        switch action {
        case .searchStarted(let query): state.query = query
        case .loaded(let repositories): state.repositories = repositories
        case .failed(let message): state.failure = message
        case .started(let query, let request):
            state.query = query
            state.results.start(request)
        case .finished(let request, let result): state.results.finish(request, with: result)
        case .cancelled(let request): state.results.cancel(request)
        }
    }
}

protocol RepositoryService: Sendable {
    func search(_ query: String) async throws -> [String]
}

/// The service a Flux has when none is set: it finds nothing.
struct NoRepositories: RepositoryService {
    func search(_ query: String) async throws -> [String] { [] }
}

enum RepositoriesKey: DependencyKey {
    static var defaultValue: any RepositoryService { NoRepositories() }
}

extension Dependencies {
    var repositories: any RepositoryService {
        get { self[RepositoriesKey.self] }
        set { self[RepositoriesKey.self] = newValue }
    }
}
