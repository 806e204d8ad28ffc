/// One page of GitHub's repository search: the body of `GET /search/repositories`.
public struct SearchResponse: Codable, Equatable, Sendable {
    /// How many repositories match the query in all.
    public var totalCount: Int
    /// Whether GitHub gave up before finding every match.
    public var incompleteResults: Bool
    /// This page's repositories, most starred first.
    public var items: [Repository]

    /// Creates a page.
    public init(totalCount: Int, incompleteResults: Bool, items: [Repository]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }

    enum CodingKeys: String, CodingKey {
        case items
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
    }
}
