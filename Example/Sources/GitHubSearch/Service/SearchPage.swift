/// What a repository search returns: the response body and the pagination from its `Link` header.
public struct SearchPage: Codable, Equatable, Sendable {
    /// The page's number (1-based).
    public var page: Int
    /// The decoded body.
    public var response: SearchResponse
    /// Where this page sits among the others.
    public var pagination: Pagination

    /// The page sizes GitHub's search API accepts: 1 to 100 results per page.
    public static let sizes = 1...100

    /// Creates a page.
    public init(page: Int, response: SearchResponse, pagination: Pagination) {
        self.page = page
        self.response = response
        self.pagination = pagination
    }
}
