/// A ``SearchQuery`` prepared for matching many repositories: its words as UTF-8 bytes and its language
/// normalised, once per search instead of once per repository.
struct RepositoryMatcher: Sendable {
    private let words: [[UInt8]]
    private let language: String?
    private let minimumStars: Int?

    /// Prepares `query`; its words must be lowercased, as ``SearchQuery/init(parsing:)`` makes them.
    init(_ query: SearchQuery) {
        words = query.words.map { Array($0.utf8) }
        language = query.language.map(SearchQuery.normalized(language:))
        minimumStars = query.minimumStars
    }

    /// Whether `candidate` satisfies every word and qualifier: see ``SearchQuery/matches(_:)``.
    ///
    /// Cost: one comparison per qualifier and one `memmem` per word, stopping at the first that fails.
    func matches(_ candidate: SearchableRepository) -> Bool {
        if let minimumStars, candidate.repository.stargazersCount <= minimumStars {
            return false
        }
        if let language, candidate.language != language {
            return false
        }
        for word in words where !candidate.contains(word) {
            return false
        }
        return true
    }
}
