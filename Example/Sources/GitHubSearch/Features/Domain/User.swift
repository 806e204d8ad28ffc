/// A GitHub account, as the search API returns it inside a repository (`owner`).
package struct User: Codable, Equatable, Hashable, Sendable {
    /// The account's name, such as `apple`.
    package var login: String
    /// GitHub's numeric id for the account.
    package var id: Int
    /// The account's page, such as `https://github.com/apple`.
    package var htmlURL: String
    /// `User` or `Organization`.
    package var type: String

    /// Creates an account.
    package init(login: String, id: Int, htmlURL: String, type: String) {
        self.login = login
        self.id = id
        self.htmlURL = htmlURL
        self.type = type
    }

    enum CodingKeys: String, CodingKey {
        case login, id, type
        case htmlURL = "html_url"
    }
}
