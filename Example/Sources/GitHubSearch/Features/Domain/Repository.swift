/// A repository, in the shape of an item of GitHub's repository search API.
package struct Repository: Codable, Equatable, Hashable, Identifiable, Sendable {
    /// GitHub's numeric id for the repository.
    package var id: Int
    /// The repository's name, such as `swift`.
    package var name: String
    /// Owner and name, such as `apple/swift`.
    package var fullName: String
    /// The owning account.
    package var owner: User
    /// The one-line description, if the owner wrote one.
    package var description: String?
    /// The repository's page.
    package var htmlURL: String
    /// The project's home page, if any.
    package var homepage: String?
    /// How many people starred it.
    package var stargazersCount: Int
    /// How many forks it has.
    package var forksCount: Int
    /// How many issues are open.
    package var openIssuesCount: Int
    /// The main language, if GitHub detected one.
    package var language: String?
    /// Topic tags, lowercase.
    package var topics: [String]
    /// When it last changed, as an ISO 8601 timestamp such as `2026-10-01T12:00:00Z`.
    package var updatedAt: String
    /// The licence, if GitHub recognised one.
    package var license: License?

    /// Creates a repository.
    package init(
        id: Int, name: String, fullName: String, owner: User, description: String?, htmlURL: String,
        homepage: String?, stargazersCount: Int, forksCount: Int, openIssuesCount: Int, language: String?,
        topics: [String], updatedAt: String, license: License?
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.description = description
        self.htmlURL = htmlURL
        self.homepage = homepage
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.openIssuesCount = openIssuesCount
        self.language = language
        self.topics = topics
        self.updatedAt = updatedAt
        self.license = license
    }

    /// A repository's licence, as the API summarises it.
    package struct License: Codable, Equatable, Hashable, Sendable {
        /// A lowercase key, such as `apache-2.0`.
        package var key: String
        /// The full name, such as `Apache License 2.0`.
        package var name: String
        /// The SPDX identifier, such as `Apache-2.0`.
        package var spdxID: String

        /// Creates a licence summary.
        package init(key: String, name: String, spdxID: String) {
            self.key = key
            self.name = name
            self.spdxID = spdxID
        }

        enum CodingKeys: String, CodingKey {
            case key, name
            case spdxID = "spdx_id"
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, owner, description, homepage, language, topics, license
        case fullName = "full_name"
        case htmlURL = "html_url"
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case openIssuesCount = "open_issues_count"
        case updatedAt = "updated_at"
    }
}
