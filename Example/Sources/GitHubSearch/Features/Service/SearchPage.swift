/// What a repository search returns: the response body and the pagination from its `Link` header.
package struct SearchPage: Codable, Equatable, Sendable {
    /// The page's number (1-based).
    package var page: Int
    /// The decoded body.
    package var response: SearchResponse
    /// Where this page sits among the others.
    package var pagination: Pagination

    /// The page sizes GitHub's search API accepts: 1 to 100 results per page.
    package static let sizes = 1...100

    /// Creates a page.
    package init(page: Int, response: SearchResponse, pagination: Pagination) {
        self.page = page
        self.response = response
        self.pagination = pagination
    }
}
