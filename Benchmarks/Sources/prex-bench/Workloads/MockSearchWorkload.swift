import Dispatch
import GitHubSearch

/// What one search of the github-search example's mocked service costs: parsing the query, matching it
/// against the embedded data set of about 500 repositories, paging, and the JSON and `Link` header round
/// trip the service makes to look like GitHub's API.
enum MockSearchWorkload {
    /// Queries that match most of the data set, a part of it, or nothing; with and without qualifiers.
    private static let queries = [
        "swift", "rust language:rust", "http client", "stars:>10000", "no-repository-matches-this", "go", "a",
        "javascript framework", "language:swift ios",
    ]

    /// Runs `count` searches, one after the other, each awaited from this thread as a user's would be.
    private static func search(_ service: MockRepositoryService, count: Int) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            for index in 0..<count {
                let page = try? await service.searchRepositories(
                    query: queries[index % queries.count], page: 1, perPage: 30)
                // One search at a time: each write to `Sink` happens after the one before.
                Sink.value &+= page?.response.totalCount ?? 0
            }
            done.signal()
        }
        done.wait()
    }

    static let workload = Workload(
        name: "mock-search",
        summary: "one search of the example's mocked service (matching, paging, JSON and Link round trip)",
        defaultCount: 5_000
    ) { count, mode in
        let service = MockRepositoryService()
        let nanoseconds = mode.measure(count: count) { search(service, count: $0) }
        guard case .compare = mode else { return [] }
        return [
            Row(
                name: "mock-search", count: count, unit: "µs/search", value: nanoseconds / 1_000, floor: nil,
                floorName: nil, target: .atMost(500))
        ]
    }
}
