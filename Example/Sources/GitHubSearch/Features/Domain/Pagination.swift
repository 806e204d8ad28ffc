/// Where a page of results sits among the others, from GitHub's `Link` response header.
///
/// GitHub sends, for page 2 of 34:
/// `<https://api.github.com/search/repositories?q=swift&page=3>; rel="next",
///  <https://api.github.com/search/repositories?q=swift&page=34>; rel="last",
///  <https://api.github.com/search/repositories?q=swift&page=1>; rel="first",
///  <https://api.github.com/search/repositories?q=swift&page=1>; rel="prev"`.
package struct Pagination: Codable, Equatable, Sendable {
    /// The next page's number, or `nil` on the last page.
    package var next: Int?
    /// The previous page's number, or `nil` on the first page.
    package var previous: Int?
    /// The first page's number, when the header names it.
    package var first: Int?
    /// The last page's number, when the header names it.
    package var last: Int?

    /// Creates a pagination from page numbers.
    package init(next: Int? = nil, previous: Int? = nil, first: Int? = nil, last: Int? = nil) {
        self.next = next
        self.previous = previous
        self.first = first
        self.last = last
    }
}
