import GitHubSearch
import Prex

extension Repository {
    /// A repository named `owner/name` with `stars` stars.
    static func make(_ fullName: String, stars: Int = 100, language: String? = "Swift") -> Repository {
        let parts = fullName.split(separator: "/").map(String.init)
        let owner = User(
            login: parts[0], id: abs(parts[0].hashValue % 100_000), htmlURL: "https://github.com/\(parts[0])",
            type: "Organization")
        return Repository(
            id: abs(fullName.hashValue % 1_000_000), name: parts[1], fullName: fullName, owner: owner,
            description: "The \(parts[1]) project", htmlURL: "https://github.com/\(fullName)", homepage: nil,
            stargazersCount: stars, forksCount: stars / 10, openIssuesCount: 3, language: language,
            topics: ["swift"], updatedAt: "2026-10-01T12:00:00Z", license: nil)
    }
}

extension SearchPage {
    /// Page `page` of a search with `total` results and `pages` pages, holding `items`.
    static func make(page: Int, of pages: Int, total: Int, items: [Repository]) -> SearchPage {
        SearchPage(
            page: page,
            response: SearchResponse(totalCount: total, incompleteResults: false, items: items),
            pagination: Pagination(
                next: page < pages ? page + 1 : nil, previous: page > 1 ? page - 1 : nil,
                first: page > 1 ? 1 : nil, last: page < pages ? pages : nil))
    }
}

/// The request identity numbered `number`, as a recording holds it.
func request(_ number: UInt64) -> RequestID {
    RequestID(rawValue: number)
}
