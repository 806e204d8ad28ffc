/// What the mocked service does wrong, deterministically: how long each request takes and which fail.
///
/// ```swift
/// // Every request takes 300 ms, and page 2 of a search hits the rate limit.
/// let faults = FaultPlan(latencyMilliseconds: 300, failure: .rateLimit, failingPage: 2)
/// let service = MockRepositoryService(faults: faults)
///
/// // The first two requests lose the connection; from the third on, requests succeed (`--fail network:2`).
/// let flaky = MockRepositoryService(faults: FaultPlan(failure: .network, failingRequests: 2))
/// ```
package struct FaultPlan: Sendable, Equatable {
    /// How long every request waits before answering, in milliseconds; 0 answers at once. (Milliseconds
    /// rather than `Duration`, which needs macOS 13 and iOS 16.)
    package var latencyMilliseconds: Int
    /// The failure to simulate, or `nil` for none.
    package var failure: Failure?
    /// The only search page that fails, or `nil` for every request to fail.
    ///
    /// Fetching one repository ignores it: with a ``failure``, those requests always fail.
    package var failingPage: Int?
    /// How many requests meet the ``failure``, the first ones (of those ``failingPage`` selects); the
    /// service answers the later ones. `nil` for all of them.
    ///
    /// A request counts when its failure happens, after the latency: one cancelled while it waits does not.
    package var failingRequests: Int?

    /// A plan without latency or failures.
    package static let none = FaultPlan()

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - latencyMilliseconds: How long every request waits before answering, in milliseconds.
    ///   - failure: The failure to simulate, or `nil` for none.
    ///   - failingPage: The only search page that fails, or `nil` for every request.
    ///   - failingRequests: How many requests fail, the first ones, or `nil` for all of them.
    package init(
        latencyMilliseconds: Int = 0, failure: Failure? = nil, failingPage: Int? = nil, failingRequests: Int? = nil
    ) {
        self.latencyMilliseconds = latencyMilliseconds
        self.failure = failure
        self.failingPage = failingPage
        self.failingRequests = failingRequests
    }

    /// A failure the mocked service can simulate; the raw values are the names `--fail MODE` takes.
    package enum Failure: String, CaseIterable, Sendable {
        /// The API's rate limit is exhausted: ``ServiceError/rateLimited(resetAt:)``, a minute from now.
        case rateLimit = "rate-limit"
        /// The connection drops: ``ServiceError/network(message:)``.
        case network
        /// The body is cut short, so decoding it fails: ``ServiceError/malformedPayload(message:)``.
        case malformed
    }

    /// The failure a request for `page` meets, if any; `page` is `nil` for requests that are not a search.
    func failure(forPage page: Int?) -> Failure? {
        guard let failure else { return nil }
        guard let failingPage, let page else { return failure }
        return page == failingPage ? failure : nil
    }
}
