import Foundation
import GitHubSearch

/// A repository service whose answers the test decides, and which records the requests it got.
final class StubRepositoryService: RepositoryService, @unchecked Sendable {
    // `@unchecked Sendable` is sound: `requests` is only touched while holding `lock`; `answer` and `refusedStar`
    // are immutable.
    typealias Answer = @Sendable (_ query: String, _ page: Int, _ perPage: Int) async throws -> SearchPage

    private let lock = NSLock()
    private var requests: [String] = []
    private let answer: Answer
    private let refusedStar: Bool?

    /// A service that answers searches with `answer`, and refuses every write that would set a star to
    /// `refusedStar` (`true`: stars, `false`: unstars; `nil`: none) with a network error.
    init(refusing refusedStar: Bool? = nil, answer: @escaping Answer) {
        self.answer = answer
        self.refusedStar = refusedStar
    }

    /// Every request, as "query#page/perPage".
    var recordedRequests: [String] {
        lock.withLock { requests }
    }

    func searchRepositories(query: String, page: Int, perPage: Int) async throws -> SearchPage {
        lock.withLock { requests.append("\(query)#\(page)/\(perPage)") }
        return try await answer(query, page, perPage)
    }

    func repository(fullName: String) async throws -> Repository {
        lock.withLock { requests.append("repository \(fullName)") }
        return Repository.make(fullName, stars: 999)
    }

    func setStarred(_ isStarred: Bool, fullName: String) async throws {
        lock.withLock { requests.append("\(isStarred ? "star" : "unstar") \(fullName)") }
        if isStarred == refusedStar {
            throw ServiceError.network(message: "the service refused the write")
        }
    }
}
