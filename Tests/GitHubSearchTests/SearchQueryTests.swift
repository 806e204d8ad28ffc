import GitHubSearch
import Testing

struct SearchQueryTests {
    @Test func wordsAreSplitAtWhitespaceAndLowercased() throws {
        let query = try SearchQuery(parsing: "  HTTP\tClient\n Swift ")

        #expect(query == SearchQuery(words: ["http", "client", "swift"]))
    }

    @Test func qualifiersAreReadOutOfTheWords() throws {
        let query = try SearchQuery(parsing: "json language:Swift parser stars:>1000")

        #expect(query == SearchQuery(words: ["json", "parser"], language: "Swift", minimumStars: 1000))
    }

    @Test func qualifierNamesIgnoreCaseAndTheLastOneWins() throws {
        let query = try SearchQuery(parsing: "Language:Go LANGUAGE:Rust Stars:>5 stars:>0")

        #expect(query == SearchQuery(words: [], language: "Rust", minimumStars: 0))
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func anEmptyQueryFailsValidation(text: String) {
        #expect(
            throws: ServiceError.validationFailed(
                message: "The query is empty: type words to search for, such as 'swift'.")
        ) {
            try SearchQuery(parsing: text)
        }
    }

    @Test(arguments: [
        "stars:>abc", "stars:100", "stars:>", "stars:", "stars:>-5", "stars:>=10", "stars:<10", "stars:>1k",
        "stars:>99999999999999999999999", "swift stars:>١٢",
    ])
    func aMalformedStarsQualifierFailsValidation(text: String) {
        let error = #expect(throws: ServiceError.self) {
            try SearchQuery(parsing: text)
        }
        guard case .validationFailed(let message) = error else {
            Issue.record("expected validationFailed, got \(String(describing: error))")
            return
        }
        #expect(message.contains("'stars:>N'"))
    }

    @Test(arguments: ["language:", "swift language:", "LANGUAGE:"])
    func aLanguageQualifierWithoutANameFailsValidation(text: String) {
        #expect(
            throws: ServiceError.validationFailed(
                message: "The qualifier 'language:' needs a name, such as 'language:swift'.")
        ) {
            try SearchQuery(parsing: text)
        }
    }

    @Test(arguments: ["alamofire", "ALAMOFIRE/alamo", "elegant http", "networking", "Swift"])
    func aWordMatchesTheNameFullNameDescriptionOrATopic(text: String) throws {
        let query = try SearchQuery(parsing: text)

        #expect(query.matches(Self.alamofire))
    }

    @Test func everyWordMustMatch() throws {
        #expect(try SearchQuery(parsing: "http networking").matches(Self.alamofire))
        #expect(try !SearchQuery(parsing: "http graphql").matches(Self.alamofire))
    }

    @Test func aRepositoryWithoutDescriptionMatchesByItsOtherFields() throws {
        var repository = Self.alamofire
        repository.description = nil

        #expect(try SearchQuery(parsing: "alamofire").matches(repository))
        #expect(try !SearchQuery(parsing: "elegant").matches(repository))
    }

    @Test func theLanguageQualifierIgnoresCaseAndReadsHyphensAsSpaces() throws {
        var vimPlugin = Repository.make("tpope/vim-fugitive", language: "Vim Script")
        vimPlugin.topics = []

        #expect(try SearchQuery(parsing: "language:SWIFT").matches(Self.alamofire))
        #expect(try !SearchQuery(parsing: "language:rust").matches(Self.alamofire))
        #expect(try SearchQuery(parsing: "language:vim-script").matches(vimPlugin))
        #expect(try !SearchQuery(parsing: "language:swift").matches(.make("a/b", language: nil)))
    }

    @Test func theStarsQualifierKeepsRepositoriesWithMoreStars() throws {
        let query = try SearchQuery(parsing: "stars:>1000")

        #expect(query.matches(.make("a/more", stars: 1001)))
        #expect(!query.matches(.make("a/exactly", stars: 1000)))
        #expect(!query.matches(.make("a/fewer", stars: 999)))
    }

    @Test func qualifiersAloneMatchWithoutWords() throws {
        let query = try SearchQuery(parsing: "language:swift stars:>10")

        #expect(query.words.isEmpty)
        #expect(query.matches(Self.alamofire))
    }

    private static let alamofire: Repository = {
        var repository = Repository.make("Alamofire/Alamofire", stars: 41_500, language: "Swift")
        repository.description = "Elegant HTTP Networking in Swift"
        repository.topics = ["networking", "urlsession"]
        return repository
    }()
}
