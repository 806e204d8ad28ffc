/// A repository search query: words to look for and the qualifiers `language:NAME` and `stars:>N`.
///
/// The text is split at whitespace. `language:NAME` keeps repositories in that language, compared without
/// regard to case and with `-` standing for a space (`language:vim-script` matches `Vim Script`).
/// `stars:>N` keeps repositories with more than `N` stars. Every other token is a word, which must appear,
/// without regard to case, in the repository's name, full name, description or one of its topics.
///
/// ```swift
/// let query = try SearchQuery(parsing: "HTTP client language:Swift stars:>1000")
/// // query.words == ["http", "client"], query.language == "Swift", query.minimumStars == 1000
/// ```
package struct SearchQuery: Equatable, Sendable {
    /// The words to look for, lowercased, in the order typed.
    package var words: [String]
    /// The language from `language:NAME`, as typed, or `nil` for any language.
    package var language: String?
    /// The `N` of `stars:>N`: matches have more than `N` stars. `nil` for any number of stars.
    package var minimumStars: Int?

    /// Creates a query from its parts.
    ///
    /// - Parameters:
    ///   - words: Words that must all appear; give them lowercased.
    ///   - language: The language to keep, or `nil` for any.
    ///   - minimumStars: Keep repositories with more stars than this, or `nil` for any.
    package init(words: [String] = [], language: String? = nil, minimumStars: Int? = nil) {
        self.words = words
        self.language = language
        self.minimumStars = minimumStars
    }

    /// The longest query accepted, in characters, as GitHub's search API allows: counted as Unicode scalars
    /// (what reaches a terminal), so that accents stacked on one letter count each.
    package static let maximumLength = 256

    /// Parses a query as typed.
    ///
    /// When a qualifier is repeated, the last one wins. Like GitHub, it refuses queries longer than
    /// ``maximumLength`` characters: matching costs grow with the query, so a pasted megabyte would otherwise
    /// keep the service busy for minutes.
    ///
    /// - Parameter text: Words and qualifiers separated by whitespace, such as `swift language:swift stars:>500`.
    /// - Throws: ``ServiceError/validationFailed(message:)`` for a query without words or qualifiers, for one
    ///   longer than ``maximumLength`` characters, for `language:` without a name and for `stars:` not followed
    ///   by `>` and a whole number.
    package init(parsing text: String) throws(ServiceError) {
        self.init()
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
        guard trimmed.reduce(0, { $0 + $1.unicodeScalars.count }) <= Self.maximumLength else {
            throw .validationFailed(message: "The query is longer than \(Self.maximumLength) characters.")
        }
        let tokens = text.split(whereSeparator: \.isWhitespace)
        guard !tokens.isEmpty else {
            throw .validationFailed(message: "The query is empty: type words to search for, such as 'swift'.")
        }
        for token in tokens {
            let lowercased = token.lowercased()
            if lowercased.hasPrefix("language:") {
                let name = token.dropFirst("language:".count)
                guard !name.isEmpty else {
                    throw .validationFailed(
                        message: "The qualifier 'language:' needs a name, such as 'language:swift'.")
                }
                language = String(name)
            } else if lowercased.hasPrefix("stars:") {
                let comparison = token.dropFirst("stars:".count)
                let number = comparison.dropFirst()
                guard comparison.first == ">", !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }),
                    let stars = Int(number)
                else {
                    throw .validationFailed(
                        message: "The qualifier '\(token)' needs the form 'stars:>N' with a whole number N.")
                }
                minimumStars = stars
            } else {
                words.append(lowercased)
            }
        }
    }

    /// Whether a repository satisfies every word and qualifier of the query.
    ///
    /// Words are compared as lowercased UTF-8 bytes: a word matches where its bytes appear in a field's.
    /// To test many repositories, ``MockRepositoryService`` prepares each one once instead (see
    /// `SearchableRepository`); this prepares `repository` on every call.
    ///
    /// - Parameter repository: The repository to test.
    /// - Returns: `true` when each word appears in its name, full name, description or a topic, its language
    ///   is the query's (if any) and it has more stars than ``minimumStars`` (if any).
    package func matches(_ repository: Repository) -> Bool {
        RepositoryMatcher(self).matches(SearchableRepository(repository))
    }

    /// A language name compared without case, with `-` standing for a space.
    static func normalized(language: String) -> String {
        String(language.lowercased().map { $0 == "-" ? " " : $0 })
    }
}
