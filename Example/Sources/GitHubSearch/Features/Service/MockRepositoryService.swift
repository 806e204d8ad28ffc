import Foundation
import Prex

/// A ``RepositoryService`` that serves an embedded data set the way GitHub's API would, without a network.
///
/// Searches filter, sort (most stars first, then full name) and page the repositories, and answer with what
/// a client of GitHub's API gets: the page, and its pagination parsed from a GitHub-style `Link` header. The
/// data set is decoded from JSON in the API's shape; the answer's items are the decoded values as they are,
/// since encoding them and decoding them back gives the same values (the tests check it for the whole data
/// set). Only a `malformed` fault encodes the answer, cuts the body short and decodes it, to fail as a client
/// would. A ``FaultPlan`` adds latency and failures, deterministically; a search's latency grows as its query
/// gets shorter (``latencyMilliseconds(forQuery:)``), so answers really do arrive out of order. The latency is
/// slept on the service's clock: the live one in the program, a test clock in tests, so that a test decides
/// which answer comes first.
///
/// A search costs about 0.1 ms in a release build (`swift run -c release prex-bench mock-search`): each
/// repository's searchable text is lowercased once, when the service is created, and matched byte by byte.
///
/// ```swift
/// let service = MockRepositoryService(faults: FaultPlan(latencyMilliseconds: 200))
/// let page = try await service.searchRepositories(query: "swift language:swift", page: 1, perPage: 30)
/// print(page.response.totalCount, page.pagination.next ?? "no next page")
/// ```
///
/// The service is immutable and `Sendable`: call it from any task. Every call honours cancellation: a task
/// cancelled while waiting out the latency, or before the answer is returned, throws `CancellationError`.
package final class MockRepositoryService: RepositoryService, Sendable {
    /// The repositories, most stars first, then by full name, prepared for searching.
    private let repositories: [SearchableRepository]
    /// The repositories by lowercased full name.
    private let repositoriesByName: [String: SearchableRepository]
    /// The latency and failures to simulate.
    private let faults: FaultPlan
    /// How many more requests fail, for ``FaultPlan/failingRequests``.
    private let failureBudget: FailureBudget
    /// The current time in seconds since 1970, for the rate limit's reset time.
    private let now: @Sendable () -> Int
    /// What the latency is slept on.
    private let clock: any FeatureClock

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - repositories: The data set; by default the embedded one.
    ///   - faults: The latency and failures to simulate; by default none.
    ///   - now: The current time in seconds since 1970; ``ServiceError/rateLimited(resetAt:)`` says a minute
    ///     later.
    ///   - clock: What the latency is slept on; by default the live clock.
    package init(
        repositories: [Repository] = MockRepositoryService.embeddedRepositories(), faults: FaultPlan = .none,
        now: @escaping @Sendable () -> Int = { Int(Date().timeIntervalSince1970) },
        clock: any FeatureClock = LiveClock()
    ) {
        self.repositories = repositories.sorted(by: Self.mostStarredFirst).map(SearchableRepository.init)
        self.repositoriesByName = Dictionary(
            self.repositories.map { ($0.repository.fullName.lowercased(), $0) }, uniquingKeysWith: { first, _ in first }
        )
        self.faults = faults
        self.failureBudget = FailureBudget(count: faults.failingRequests)
        self.now = now
        self.clock = clock
    }

    /// The embedded data set: several hundred well-known repositories, decoded once.
    ///
    /// The data comes from the `repositories.json` resource (written by `Example/Scripts/make-repositories.py`).
    /// A missing or broken resource is a bug in the build and stops the program with a message.
    package static func embeddedRepositories() -> [Repository] {
        embedded
    }

    private static let embedded: [Repository] = {
        guard let url = Bundle.module.url(forResource: "repositories", withExtension: "json") else {
            fatalError("The GitHubSearch bundle has no repositories.json resource; check Package.swift.")
        }
        do {
            return try JSONDecoder().decode(SearchResponse.self, from: Data(contentsOf: url)).items
        } catch {
            fatalError("The embedded repositories.json cannot be decoded: \(error)")
        }
    }()

    /// Searches the data set, most starred first.
    ///
    /// Validates the arguments and the query, waits out the latency, applies the fault plan, then pages the
    /// matches and returns them the way GitHub would: a page past the last is empty and links back to the
    /// first, previous and last pages.
    ///
    /// - Parameters:
    ///   - query: Words and the qualifiers `language:NAME` and `stars:>N` (see ``SearchQuery``).
    ///   - page: The page to return, from 1.
    ///   - perPage: Results per page, 1 to 100.
    /// - Returns: The page and its pagination.
    /// - Throws: ``ServiceError/validationFailed(message:)`` for a bad page, page size or query, the error of
    ///   a simulated failure, or `CancellationError`.
    package func searchRepositories(query: String, page: Int, perPage: Int) async throws -> SearchPage {
        guard page >= 1 else {
            throw ServiceError.validationFailed(message: "The page must be 1 or more, not \(page).")
        }
        guard SearchPage.sizes.contains(perPage) else {
            throw ServiceError.validationFailed(message: "The page size must be from 1 to 100, not \(perPage).")
        }
        let searchQuery = try SearchQuery(parsing: query)
        try await waitOutLatency(latencyMilliseconds(forQuery: query))
        let failure = await failure(forPage: page)
        try fail(failure)

        let matcher = RepositoryMatcher(searchQuery)
        let matches = repositories.indices.filter { matcher.matches(repositories[$0]) }
        let lastPage = max(1, (matches.count + perPage - 1) / perPage)
        var items: [Repository] = []
        if page <= lastPage {
            let start = (page - 1) * perPage
            items = matches[start..<min(start + perPage, matches.count)].map { repositories[$0].repository }
        }
        let response = SearchResponse(totalCount: matches.count, incompleteResults: false, items: items)
        if failure == .malformed {
            try Self.failDecodingCutShortBody(of: response)
        }
        let linkHeader = Self.linkHeader(query: query, page: page, perPage: perPage, lastPage: lastPage)
        let pagination: Pagination
        do {
            pagination = try Pagination(linkHeader: linkHeader)
        } catch {
            throw ServiceError.malformedPayload(message: error.message)
        }
        try Task.checkCancellation()
        return SearchPage(page: page, response: response, pagination: pagination)
    }

    /// Fetches one repository by its full name, without regard to case.
    ///
    /// Waits out the latency and applies the fault plan's failure to every call, whatever its
    /// ``FaultPlan/failingPage``, while its ``FaultPlan/failingRequests`` last.
    ///
    /// - Parameter fullName: Owner and name, such as `apple/swift`.
    /// - Returns: The repository.
    /// - Throws: ``ServiceError/notFound(fullName:)`` for an unknown name, the error of a simulated failure, or
    ///   `CancellationError`.
    package func repository(fullName: String) async throws -> Repository {
        try await waitOutLatency()
        let failure = await failure(forPage: nil)
        try fail(failure)
        guard let repository = repositoriesByName[fullName.lowercased()]?.repository else {
            throw ServiceError.notFound(fullName: fullName)
        }
        if failure == .malformed {
            try Self.failDecodingCutShortBody(of: repository)
        }
        try Task.checkCancellation()
        return repository
    }

    /// Stars or unstars a repository: waits out the latency, then succeeds (the mock keeps no stars; the app's
    /// state does). A write cancelled before it was sent throws `CancellationError`.
    package func setStarred(_ isStarred: Bool, fullName: String) async throws {
        try await waitOutLatency()
    }

    /// How long a search for `query` waits before answering: the plan's latency, plus a quarter of it for each
    /// character the query is shorter than 8, as a broad query matches more and takes longer. Searches typed
    /// one after another (`s`, `sw`, `swift`) therefore answer in the reverse order, deterministically: the
    /// app must ignore the late answers.
    package func latencyMilliseconds(forQuery query: String) -> Int {
        faults.latencyMilliseconds + faults.latencyMilliseconds * max(0, 8 - query.count) / 4
    }

    /// Sleeps on the clock for `milliseconds` (the plan's latency by default); throws `CancellationError` if the
    /// task is cancelled meanwhile.
    private func waitOutLatency(_ milliseconds: Int? = nil) async throws {
        try Task.checkCancellation()
        let milliseconds = milliseconds ?? faults.latencyMilliseconds
        if milliseconds > 0 {
            try await clock.sleep(for: .milliseconds(milliseconds))
        }
    }

    /// The failure a request for `page` meets (`nil` for a request that is not a search): the plan's, while
    /// its budget of failing requests lasts.
    private func failure(forPage page: Int?) async -> FaultPlan.Failure? {
        guard let failure = faults.failure(forPage: page) else { return nil }
        return await failureBudget.spend() ? failure : nil
    }

    /// Throws the error of a failure that happens before any body is sent; a malformed body comes later.
    private func fail(_ failure: FaultPlan.Failure?) throws(ServiceError) {
        switch failure {
        case .rateLimit: throw .rateLimited(resetAt: now() + 60)
        case .network: throw .network(message: "The network connection was lost.")
        case .malformed, nil: return
        }
    }

    /// Sorts by stars, most first, then by full name.
    private static func mostStarredFirst(_ lhs: Repository, _ rhs: Repository) -> Bool {
        if lhs.stargazersCount != rhs.stargazersCount {
            return lhs.stargazersCount > rhs.stargazersCount
        }
        return lhs.fullName.lowercased() < rhs.fullName.lowercased()
    }

    /// Throws what a client decoding `value`'s JSON body meets when a dropped connection cut the body in
    /// half: a ``ServiceError/malformedPayload(message:)`` saying where the decoding failed.
    private static func failDecodingCutShortBody<Value: Codable>(of value: Value) throws(ServiceError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body: Data
        do {
            body = try encoder.encode(value)
        } catch {
            throw .malformedPayload(message: "The response could not be encoded: \(error)")
        }
        _ = try decode(Value.self, from: body.prefix(body.count / 2))
        throw .malformedPayload(message: "The response was cut short.")
    }

    /// Decodes a body as a client would.
    private static func decode<Value: Decodable>(_ type: Value.Type, from body: Data) throws(ServiceError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw .malformedPayload(message: "The response is not the JSON the API documents: \(explain(error))")
        } catch {
            throw .malformedPayload(message: "The response could not be decoded: \(error)")
        }
    }

    /// A one-line account of a decoding error: where it happened and what went wrong.
    private static func explain(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found),
            .dataCorrupted(let found):
            context = found
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    }

    /// The `Link` header GitHub would send: `prev`, `next`, `last` and `first`, each where it applies.
    ///
    /// Pages before the last link to the next and last pages; pages after the first link to the previous
    /// and first pages. A single page has no header (an empty string).
    private static func linkHeader(query: String, page: Int, perPage: Int, lastPage: Int) -> String {
        let encodedQuery = formEncoded(query)
        func link(_ target: Int, _ relation: String) -> String {
            "<https://api.github.com/search/repositories?q=\(encodedQuery)&per_page=\(perPage)&page=\(target)>; "
                + "rel=\"\(relation)\""
        }
        var links: [String] = []
        if page > 1 {
            links.append(link(page - 1, "prev"))
        }
        if page < lastPage {
            links.append(link(page + 1, "next"))
        }
        if page != lastPage {
            links.append(link(lastPage, "last"))
        }
        if page > 1 {
            links.append(link(1, "first"))
        }
        return links.joined(separator: ", ")
    }

    /// The characters a query item value keeps as they are (the space becomes `+` afterwards).
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~ ")

    /// The query as a URL's query item value: spaces as `+`, everything but unreserved characters escaped.
    private static func formEncoded(_ text: String) -> String {
        let escaped = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        return escaped.replacingOccurrences(of: " ", with: "+")
    }
}
