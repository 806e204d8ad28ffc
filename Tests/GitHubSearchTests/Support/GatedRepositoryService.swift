import Foundation
import GitHubSearch

/// A repository service that holds every search until the test releases it, and then answers whether or not
/// the caller still waits: a slow server that ignores cancellation. It notes each cancellation of a held
/// search all the same, so a test can see that the caller gave up.
final class GatedRepositoryService: RepositoryService, @unchecked Sendable {
    // `@unchecked Sendable` is sound: `held` is only touched while holding `lock`; the rest is immutable or
    // Sendable.
    private let lock = NSLock()
    private var held: [String: CheckedContinuation<Void, Never>] = [:]
    private let arrivals: AsyncStream<String>
    private let arrived: AsyncStream<String>.Continuation
    private let cancellations: AsyncStream<String>
    private let cancelled: AsyncStream<String>.Continuation
    private let answer: StubRepositoryService.Answer

    init(answer: @escaping StubRepositoryService.Answer) {
        (arrivals, arrived) = AsyncStream.makeStream()
        (cancellations, cancelled) = AsyncStream.makeStream()
        self.answer = answer
    }

    /// Waits until `count` more searches are held, and returns them as "query#page", in arrival order.
    func waitForSearches(_ count: Int) async -> [String] {
        var keys: [String] = []
        for await key in arrivals {
            keys.append(key)
            if keys.count == count { break }
        }
        return keys
    }

    /// Waits until the callers of `count` more searches cancelled them, and returns them as "query#page", in
    /// the order they were cancelled.
    func waitForCancellations(_ count: Int) async -> [String] {
        var keys: [String] = []
        for await key in cancellations {
            keys.append(key)
            if keys.count == count { break }
        }
        return keys
    }

    /// Lets the search held as "query#page" answer.
    func release(_ key: String) {
        lock.withLock { held.removeValue(forKey: key) }?.resume()
    }

    func searchRepositories(query: String, page: Int, perPage: Int) async throws -> SearchPage {
        let key = "\(query)#\(page)"
        let cancelled = cancelled
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock { held[key] = continuation }
                arrived.yield(key)
            }
        } onCancel: {
            cancelled.yield(key)
        }
        return try await answer(query, page, perPage)
    }

    func repository(fullName: String) async throws -> Repository {
        Repository.make(fullName)
    }

    func setStarred(_ isStarred: Bool, fullName: String) async throws {}
}
