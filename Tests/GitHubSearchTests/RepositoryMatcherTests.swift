import TestSupport
import Testing

@testable import GitHubSearch

/// The byte-level matching the mocked service searches with: the same answers as comparing the lowercased
/// fields as strings, without building anything per repository per query.
struct RepositoryMatcherTests {
    private static let alamofire = SearchableRepository(
        .make("Alamofire/Alamofire", stars: 41_000, language: "Swift"))

    @Test(arguments: ["alamofire", "alamo", "fire/alamo", "project", "the", "swift", "t"])
    func aWordFoundAnywhereInAFieldMatches(word: String) {
        #expect(Self.alamofire.contains(Array(word.utf8)))
    }

    @Test(arguments: ["firex", "Alamofire", "alamofire/alamofirealamofire", "swiftthe"])
    func aWordAbsentFromEveryFieldDoesNotMatch(word: String) {
        #expect(!Self.alamofire.contains(Array(word.utf8)))
    }

    @Test func aWordDoesNotMatchAcrossTwoFields() {
        // The name ends in "alamofire" and the next field starts with it: "firealamo" spans both.
        #expect(!Self.alamofire.contains(Array("firealamo".utf8)))
    }

    @Test func aCandidateStartThatFailsDoesNotHideALaterMatch() {
        let repository = SearchableRepository(.make("aab/aaab", stars: 1))

        #expect(repository.contains(Array("aaab".utf8)))
        #expect(!repository.contains(Array("aaaab".utf8)))
    }

    @Test func nonASCIIWordsMatchTheirLowercasedBytes() {
        var repository = Repository.make("owner/café", stars: 1)
        repository.description = "ÜBER schnell"

        let searchable = SearchableRepository(repository)

        #expect(searchable.contains(Array("über".utf8)))
        #expect(searchable.contains(Array("café".utf8)))
        #expect(!searchable.contains(Array("cafe".utf8)))
    }

    @Test func theLanguageIsComparedNormalised() throws {
        let vim = SearchableRepository(.make("a/vim", stars: 1, language: "Vim Script"))

        #expect(RepositoryMatcher(try SearchQuery(parsing: "language:VIM-script")).matches(vim))
        #expect(!RepositoryMatcher(try SearchQuery(parsing: "language:vim")).matches(vim))
    }

    /// Seeded queries of words cut from the data set: the matcher keeps exactly the repositories that a
    /// plain string comparison of the lowercased fields keeps.
    @Test func theMatcherAgreesWithStringComparisonOnTheDataSet() throws {
        let repositories = MockRepositoryService.embeddedRepositories()
        let searchable = repositories.map(SearchableRepository.init)
        var generator = SplitMix64(seed: 0x5EA2_C400_0016)
        let vocabulary = repositories.flatMap { [$0.name, $0.description ?? "x"] + $0.topics }

        for _ in 0..<100 {
            let words = (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                let source = Array(vocabulary.randomElement(using: &generator)!.lowercased())
                let start = Int.random(in: 0..<source.count, using: &generator)
                let length = Int.random(in: 1...min(6, source.count - start), using: &generator)
                return String(source[start..<start + length]).filter { !$0.isWhitespace }
            }.filter { !$0.isEmpty }
            guard !words.isEmpty else { continue }
            let query = try SearchQuery(parsing: words.joined(separator: " "))
            let matcher = RepositoryMatcher(query)

            let kept = searchable.filter(matcher.matches).map(\.repository.fullName)

            let expected = repositories.filter { repository in
                let fields = ([repository.name, repository.fullName, repository.description ?? ""] + repository.topics)
                    .map { $0.lowercased() }
                return query.words.allSatisfy { word in fields.contains { $0.contains(word) } }
            }.map(\.fullName)
            #expect(kept == expected, "\(query.words)")
        }
    }
}
