/// One page of GitHub's repository search: the body of `GET /search/repositories`.
package struct SearchResponse: Codable, Equatable, Sendable {
    /// How many repositories match the query in all.
    package var totalCount: Int
    /// Whether GitHub gave up before finding every match.
    package var incompleteResults: Bool
    /// This page's repositories, most starred first.
    package var items: [Repository]

    /// Creates a page.
    package init(totalCount: Int, incompleteResults: Bool, items: [Repository]) {
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
