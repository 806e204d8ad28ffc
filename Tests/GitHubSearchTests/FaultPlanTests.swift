import GitHubSearch
import Testing

/// `--fail KIND[:N]` and the failures it makes: all requests, or only the first N, so that a retry succeeds.
@Suite(.timeLimit(.minutes(5)))
struct FaultPlanTests {
    private static let specifications: [(String, FaultPlan.Specification?)] = [
        ("network", FaultPlan.Specification(failure: .network)),
        ("network:2", FaultPlan.Specification(failure: .network, count: 2)),
        ("rate-limit:1", FaultPlan.Specification(failure: .rateLimit, count: 1)),
        ("malformed:10", FaultPlan.Specification(failure: .malformed, count: 10)),
        ("network:0", nil), ("network:", nil), ("network:-1", nil), ("network:+2", nil), ("network:2:3", nil),
        ("often", nil), (":2", nil), ("network:99999999999999999999999", nil),
    ]

    @Test(arguments: specifications)
    func aSpecificationIsAFailureAndOptionallyACount(text: String, expected: FaultPlan.Specification?) {
        #expect(FaultPlan.Specification(parsing: text) == expected)
    }

    @Test func theFirstNRequestsFailThenTheServiceAnswers() async throws {
        let service = MockRepositoryService(faults: FaultPlan(failure: .network, failingRequests: 2))

        let first = await outcome { try await service.searchRepositories(query: "swift", page: 1, perPage: 3) }
        let second = await outcome { try await service.repository(fullName: "apple/swift") }
        let third = try await service.searchRepositories(query: "swift", page: 1, perPage: 3)

        #expect(first == .network(message: "The network connection was lost."))
        #expect(second == .network(message: "The network connection was lost."))
        #expect(third.response.items.count == 3)
    }

    @Test func onlyRequestsForTheFailingPageCountTowardsTheBudget() async throws {
        let service = MockRepositoryService(faults: FaultPlan(failure: .malformed, failingPage: 2, failingRequests: 1))

        _ = try await service.searchRepositories(query: "swift", page: 1, perPage: 3)
        let failed = await outcome { try await service.searchRepositories(query: "swift", page: 2, perPage: 3) }
        let retried = try await service.searchRepositories(query: "swift", page: 2, perPage: 3)

        #expect(failed.map { if case .malformedPayload = $0 { true } else { false } } == true)
        #expect(retried.page == 2)
    }

    @Test func withoutACountEveryRequestFails() async {
        let service = MockRepositoryService(faults: FaultPlan(failure: .rateLimit), now: { 0 })

        for _ in 0..<3 {
            let failure = await outcome { try await service.searchRepositories(query: "swift", page: 1, perPage: 3) }
            #expect(failure == .rateLimited(resetAt: 60))
        }
    }

    @Test(arguments: [
        (ServiceError.rateLimited(resetAt: 0), true), (.network(message: ""), true),
        (.malformedPayload(message: ""), true), (.validationFailed(message: ""), false),
        (.notFound(fullName: ""), false),
    ])
    func onlyFailuresTheSameRequestCanOvercomeAreRetryable(error: ServiceError, isRetryable: Bool) {
        #expect(error.isRetryable == isRetryable)
    }

    /// The service error `body` threw, or `nil` when it returned.
    private func outcome<Value>(_ body: () async throws -> Value) async -> ServiceError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return ServiceError(error)
        }
    }
}
