import GitHubSearch
import TerminalKit
import Testing

struct ResultTableTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1k"), (12_345, "12.3k"), (67_890, "67.9k"), (1_250_000, "1.3m")])
    func starCountsAreAbbreviatedAsOnGitHub(count: Int, text: String) {
        #expect(ResultTable.abbreviated(count) == text)
    }

    @Test func linesFitTheWidthAndCutTheDescription() {
        let table = ResultTable(width: 80)
        var repository = Repository.make("apple/swift", stars: 67_100, language: "C++")
        repository.description = String(repeating: "long description ", count: 10)

        let line = table.line(rank: 1, repository: repository)

        #expect(line.count == 80)
        #expect(line.hasSuffix("…"))
        #expect(line.hasPrefix("   1 apple/swift"))
        #expect(line.contains("67.1k"))
    }

    @Test(arguments: Array(1...20) + [35, 49, 50, 61, 62, 80, 100, 200])
    func noLineIsWiderThanTheWidth(width: Int) {
        let table = ResultTable(width: width)
        var repository = Repository.make("some-organisation/a-rather-long-repository-name", stars: 1_234_567)
        repository.description = String(repeating: "long description ", count: 20)

        #expect(table.header.columns <= width)
        #expect(table.line(rank: 1_000, repository: repository).columns <= width)
    }

    @Test func wideCharactersCountTwoColumns() {
        var repository = Repository.make("日本/日本語日本語日本語日本語日本語日本語", stars: 10, language: "Swift")
        repository.description = String(repeating: "説明", count: 40)

        let line = ResultTable(width: 80).line(rank: 1, repository: repository)

        #expect(line.columns <= 80)
        #expect(line.hasSuffix("…"))
    }

    @Test func aMissingLanguageShowsADash() {
        let line = ResultTable(width: 100).line(rank: 7, repository: .make("a/b", language: nil))

        #expect(line.contains(" - "))
    }
}
