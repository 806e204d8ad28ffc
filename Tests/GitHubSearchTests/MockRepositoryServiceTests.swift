import Foundation
import GitHubSearch
import Prex
import PrexTesting
import Testing

@Suite(.timeLimit(.minutes(5)))
struct MockRepositoryServiceTests {
    /// Seven Swift repositories: `owner/repo1` with 100 stars up to `owner/repo7` with 700.
    private static let seven = (1...7).map { Repository.make("owner/repo\($0)", stars: $0 * 100) }

    private static func names(_ page: SearchPage) -> [String] {
        page.response.items.map(\.fullName)
    }

    // MARK: The embedded data set

    @Test func theEmbeddedDataSetHoldsSeveralHundredRepositories() {
        let repositories = MockRepositoryService.embeddedRepositories()

        #expect(repositories.count >= 320)
        #expect(Set(repositories.map { $0.fullName.lowercased() }).count == repositories.count)
        #expect(repositories.filter { $0.language == "Swift" }.count >= 60)
        #expect(repositories.contains { $0.description == nil })
        #expect(repositories.contains { $0.language == nil })
        #expect(repositories.allSatisfy { $0.htmlURL == "https://github.com/\($0.fullName)" })
        #expect(repositories.allSatisfy { $0.topics.allSatisfy { $0 == $0.lowercased() } })
    }

    /// The service answers with the decoded values instead of encoding and decoding each page: this is
    /// what makes that the same answer.
    @Test func theDataSetSurvivesTheJSONRoundTripUnchanged() throws {
        let repositories = MockRepositoryService.embeddedRepositories()
        let response = SearchResponse(totalCount: repositories.count, incompleteResults: false, items: repositories)

        let decoded = try JSONDecoder().decode(SearchResponse.self, from: JSONEncoder().encode(response))

        #expect(decoded == response)
    }

    @Test func aSwiftSearchIsSortedByStars() async throws {
        let service = MockRepositoryService()

        let page = try await service.searchRepositories(query: "swift", page: 1, perPage: 30)

        let stars = page.response.items.map(\.stargazersCount)
        #expect(page.response.items.count == 30)
        #expect(page.response.totalCount > 60)
        #expect(!page.response.incompleteResults)
        #expect(stars == stars.sorted(by: >))
        #expect(page.pagination == Pagination(next: 2, last: (page.response.totalCount + 29) / 30))
    }

    @Test func equalStarsAreSortedByFullName() async throws {
        let repositories = [Repository.make("b/tie", stars: 5), .make("a/tie", stars: 5), .make("c/top", stars: 9)]
        let service = MockRepositoryService(repositories: repositories)

        let page = try await service.searchRepositories(query: "swift", page: 1, perPage: 10)

        #expect(Self.names(page) == ["c/top", "a/tie", "b/tie"])
    }

    @Test func theRepositoriesSurviveTheTripThroughJSON() async throws {
        let embedded = MockRepositoryService.embeddedRepositories()
        let service = MockRepositoryService(repositories: embedded)

        let page = try await service.searchRepositories(query: "vapor", page: 1, perPage: 100)

        let expected = embedded.filter { $0.fullName.lowercased().contains("vapor") || $0.topics.contains("vapor") }
        #expect(!expected.isEmpty)
        #expect(Set(page.response.items).isSuperset(of: expected))
    }

    // MARK: Paging

    @Test(arguments: [
        (1, ["owner/repo7", "owner/repo6", "owner/repo5"], Pagination(next: 2, last: 3)),
        (2, ["owner/repo4", "owner/repo3", "owner/repo2"], Pagination(next: 3, previous: 1, first: 1, last: 3)),
        (3, ["owner/repo1"], Pagination(previous: 2, first: 1)),
    ])
    func pagesSplitTheMatchesAndLinkLikeGitHub(page: Int, names: [String], pagination: Pagination) async throws {
        let service = MockRepositoryService(repositories: Self.seven)

        let result = try await service.searchRepositories(query: "repo", page: page, perPage: 3)

        #expect(result.page == page)
        #expect(result.response.totalCount == 7)
        #expect(Self.names(result) == names)
        #expect(result.pagination == pagination)
    }

    @Test func aSinglePageHasNoLinks() async throws {
        let service = MockRepositoryService(repositories: Self.seven)

        let page = try await service.searchRepositories(query: "repo", page: 1, perPage: 7)

        #expect(page.response.items.count == 7)
        #expect(page.pagination == Pagination())
    }

    @Test func aPagePastTheLastIsEmptyAndLinksBack() async throws {
        let service = MockRepositoryService(repositories: Self.seven)

        let page = try await service.searchRepositories(query: "repo", page: 5, perPage: 3)

        #expect(page.response.items.isEmpty)
        #expect(page.response.totalCount == 7)
        #expect(page.pagination == Pagination(previous: 4, first: 1, last: 3))
    }

    @Test func aSearchWithoutMatchesIsOneEmptyPage() async throws {
        let service = MockRepositoryService(repositories: Self.seven)

        let page = try await service.searchRepositories(query: "kotlin", page: 1, perPage: 30)

        #expect(page.response == SearchResponse(totalCount: 0, incompleteResults: false, items: []))
        #expect(page.pagination == Pagination())
    }

    @Test func qualifiersAndSpacesInTheQuerySurviveTheLinkHeader() async throws {
        let service = MockRepositoryService()

        let first = try await service.searchRepositories(query: "language:swift stars:>1000", page: 1, perPage: 5)
        let last = try #require(first.pagination.last)
        let lastPage = try await service.searchRepositories(query: "language:swift stars:>1000", page: last, perPage: 5)

        #expect(first.pagination.next == 2)
        #expect(lastPage.pagination == Pagination(previous: last - 1, first: 1))
        #expect(lastPage.response.items.count == first.response.totalCount - (last - 1) * 5)
    }

    // MARK: Filters

    @Test func theLanguageQualifierKeepsThatLanguage() async throws {
        let service = MockRepositoryService()

        let page = try await service.searchRepositories(query: "language:rust", page: 1, perPage: 100)

        #expect(page.response.totalCount >= 30)
        #expect(page.response.items.allSatisfy { $0.language == "Rust" })
    }

    @Test func theStarsQualifierKeepsTheMostStarred() async throws {
        let service = MockRepositoryService()

        let page = try await service.searchRepositories(query: "swift stars:>10000", page: 1, perPage: 100)

        #expect(!page.response.items.isEmpty)
        #expect(page.response.items.allSatisfy { $0.stargazersCount > 10_000 })
    }

    // MARK: Validation

    @Test(arguments: [(0, 30), (-1, 30), (1, 0), (1, 101), (1, -5)])
    func anInvalidPageOrPageSizeFailsValidation(page: Int, perPage: Int) async {
        let service = MockRepositoryService(repositories: Self.seven)

        let error = await #expect(throws: ServiceError.self) {
            try await service.searchRepositories(query: "repo", page: page, perPage: perPage)
        }

        guard case .validationFailed = error else {
            Issue.record("expected validationFailed, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: ["", "  ", "stars:>many", "language:"])
    func anInvalidQueryFailsValidation(query: String) async {
        let service = MockRepositoryService(repositories: Self.seven)

        let error = await #expect(throws: ServiceError.self) {
            try await service.searchRepositories(query: query, page: 1, perPage: 30)
        }

        guard case .validationFailed = error else {
            Issue.record("expected validationFailed, got \(String(describing: error))")
            return
        }
    }

    // MARK: Faults

    @Test(arguments: FaultPlan.Failure.allCases)
    func eachFailureMapsToItsServiceError(failure: FaultPlan.Failure) async {
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(failure: failure), now: { 1_700_000_000 })

        let error = await #expect(throws: ServiceError.self) {
            try await service.searchRepositories(query: "repo", page: 1, perPage: 3)
        }

        switch (failure, error) {
        case (.rateLimit, .rateLimited(let resetAt)):
            #expect(resetAt == 1_700_000_060)
        case (.network, .network(let message)):
            #expect(message == "The network connection was lost.")
        case (.malformed, .malformedPayload(let message)):
            #expect(!message.isEmpty)
        default:
            Issue.record("\(failure) threw \(String(describing: error))")
        }
    }

    @Test func aFailingPageFailsOnlyThatPage() async throws {
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(failure: .network, failingPage: 2))

        let first = try await service.searchRepositories(query: "repo", page: 1, perPage: 3)
        await #expect(throws: ServiceError.network(message: "The network connection was lost.")) {
            try await service.searchRepositories(query: "repo", page: 2, perPage: 3)
        }
        let third = try await service.searchRepositories(query: "repo", page: 3, perPage: 3)

        #expect(Self.names(first) == ["owner/repo7", "owner/repo6", "owner/repo5"])
        #expect(Self.names(third) == ["owner/repo1"])
    }

    @Test func aMalformedPageFailsDecodingOnlyOnThatPage() async throws {
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(failure: .malformed, failingPage: 3))

        _ = try await service.searchRepositories(query: "repo", page: 2, perPage: 3)
        let error = await #expect(throws: ServiceError.self) {
            try await service.searchRepositories(query: "repo", page: 3, perPage: 3)
        }

        guard case .malformedPayload = error else {
            Issue.record("expected malformedPayload, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: FaultPlan.Failure.allCases)
    func fetchingARepositoryFailsWhateverTheFailingPage(failure: FaultPlan.Failure) async {
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(failure: failure, failingPage: 2), now: { 0 })

        await #expect(throws: ServiceError.self) {
            try await service.repository(fullName: "owner/repo1")
        }
    }

    @Test func aSearchAnswersWhenItsLatencyHasPassedOnTheServicesClock() async throws {
        let clock = TestClock()
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(latencyMilliseconds: 100), clock: clock)
        let latency = service.latencyMilliseconds(forQuery: "repo")
        let answered = Flag(false)

        let task = Task {
            defer { answered.isSet = true }
            return try await service.searchRepositories(query: "repo", page: 1, perPage: 3)
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(latency - 1))
        #expect(!answered.isSet, "one millisecond before its latency ends, the search still waits")
        #expect(clock.pendingSleeps == 1)
        await clock.advance(by: .milliseconds(1))

        #expect(try await task.value.response.items.count == 3)
    }

    @Test func cancellingASearchDuringTheLatencyThrowsCancellationError() async {
        let clock = TestClock()
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(latencyMilliseconds: 1), clock: clock)

        let task = Task { try await service.searchRepositories(query: "repo", page: 1, perPage: 3) }
        await clock.waitForSleepers(1)
        task.cancel()

        await #expect(throws: CancellationError.self) {
            try await task.value
        }
        #expect(clock.pendingSleeps == 0)
    }

    @Test func cancellingAFetchDuringTheLatencyThrowsCancellationError() async {
        let clock = TestClock()
        let service = MockRepositoryService(
            repositories: Self.seven, faults: FaultPlan(latencyMilliseconds: 1), clock: clock)

        let task = Task { try await service.repository(fullName: "owner/repo1") }
        await clock.waitForSleepers(1)
        task.cancel()

        await #expect(throws: CancellationError.self) {
            try await task.value
        }
    }

    @Test func theNonePlanHasNoLatencyOrFailure() {
        #expect(FaultPlan.none == FaultPlan(latencyMilliseconds: 0, failure: nil, failingPage: nil))
        #expect(FaultPlan.Failure.allCases.map(\.rawValue) == ["rate-limit", "network", "malformed"])
    }

    // MARK: One repository

    @Test(arguments: ["apple/swift", "APPLE/Swift", "Apple/SWIFT"])
    func aRepositoryIsFoundByItsFullNameWhateverTheCase(fullName: String) async throws {
        let service = MockRepositoryService()

        let repository = try await service.repository(fullName: fullName)

        #expect(repository.fullName == "apple/swift")
        #expect(repository.owner.login == "apple")
    }

    @Test func anUnknownRepositoryIsNotFound() async {
        let service = MockRepositoryService(repositories: Self.seven)

        await #expect(throws: ServiceError.notFound(fullName: "nobody/nothing")) {
            try await service.repository(fullName: "nobody/nothing")
        }
    }
}
