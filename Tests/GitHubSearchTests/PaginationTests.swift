import GitHubSearch
import Testing

struct PaginationTests {
    private static let base = "https://api.github.com/search/repositories?q=swift&per_page=30"

    @Test func aMiddlePageLinksEveryWay() throws {
        let header =
            "<\(Self.base)&page=1>; rel=\"prev\", <\(Self.base)&page=3>; rel=\"next\", "
            + "<\(Self.base)&page=34>; rel=\"last\", <\(Self.base)&page=1>; rel=\"first\""

        #expect(try Pagination(linkHeader: header) == Pagination(next: 3, previous: 1, first: 1, last: 34))
    }

    @Test func theFirstPageLinksOnlyForward() throws {
        let header = "<\(Self.base)&page=2>; rel=\"next\", <\(Self.base)&page=34>; rel=\"last\""

        #expect(try Pagination(linkHeader: header) == Pagination(next: 2, last: 34))
    }

    @Test func theLastPageLinksOnlyBack() throws {
        let header = "<\(Self.base)&page=33>; rel=\"prev\", <\(Self.base)&page=1>; rel=\"first\""

        let pagination = try Pagination(linkHeader: header)

        #expect(pagination == Pagination(previous: 33, first: 1))
        #expect(pagination.next == nil)
    }

    @Test(arguments: ["", "   ", "\n", " , "])
    func anEmptyHeaderHasNoLinks(header: String) throws {
        #expect(try Pagination(linkHeader: header) == Pagination())
    }

    @Test(arguments: [
        "<https://x.test/s?page=2>; rel=\"next\", <https://x.test/s?page=5>; rel=\"last\"",
        "<https://x.test/s?page=5>; rel=\"last\", <https://x.test/s?page=2>; rel=\"next\"",
        "  <https://x.test/s?page=2>;rel=\"next\",<https://x.test/s?page=5>;rel=\"last\"  ",
        "<https://x.test/s?page=2>  ;  rel = \"next\"  ,\n\t<https://x.test/s?page=5> ; rel=last",
        "<https://x.test/s?page=2>; REL=\"NEXT\", , <https://x.test/s?page=5>; rel=\"last\",",
        "<https://x.test/s?q=a,b&page=2&per_page=3#top>; title=\"a, b\"; rel=\"next\", <https://x.test/s?page=5>; rel=last",
    ])
    func whitespaceOrderAndCaseDoNotMatter(header: String) throws {
        #expect(try Pagination(linkHeader: header) == Pagination(next: 2, last: 5))
    }

    @Test func oneEntryCanCarrySeveralRelations() throws {
        let header = "<https://x.test/s?page=1>; rel=\"prev first\", <https://x.test/s?page=3>; rel=\"next last\""

        #expect(try Pagination(linkHeader: header) == Pagination(next: 3, previous: 1, first: 1, last: 3))
    }

    @Test func otherRelationsAreIgnored() throws {
        let header = "<https://x.test/docs>; rel=\"help\", <https://x.test/s?page=2>; rel=\"next\""

        #expect(try Pagination(linkHeader: header) == Pagination(next: 2))
    }

    @Test(arguments: [
        (
            "https://x.test/s?page=2; rel=\"next\"",
            LinkHeaderError.missingAngleBrackets(entry: "https://x.test/s?page=2; rel=\"next\"")
        ),
        (
            "<https://x.test/s?page=2; rel=\"next\"",
            .missingAngleBrackets(entry: "<https://x.test/s?page=2; rel=\"next\"")
        ),
        ("<https://x.test/s?page=2>", .missingRel(entry: "<https://x.test/s?page=2>")),
        ("<https://x.test/s?page=2>; title=\"t\"", .missingRel(entry: "<https://x.test/s?page=2>; title=\"t\"")),
        ("<https://x.test/s?page=2>; rel=\"\"", .missingRel(entry: "<https://x.test/s?page=2>; rel=\"\"")),
        ("<https://x.test/s?page=2>; rel=\"next", .malformedParameters(entry: "<https://x.test/s?page=2>; rel=\"next")),
        (
            "<https://x.test/s?page=2> rel=\"next\"",
            .malformedParameters(entry: "<https://x.test/s?page=2> rel=\"next\"")
        ),
        ("<https://x.test/s?page=2>; rel", .malformedParameters(entry: "<https://x.test/s?page=2>; rel")),
        ("<https://x.test/s?q=swift>; rel=\"next\"", .missingPage(url: "https://x.test/s?q=swift")),
        ("<https://x.test/s>; rel=\"last\"", .missingPage(url: "https://x.test/s")),
        ("<https://x.test/s?page=abc>; rel=\"next\"", .invalidPage(url: "https://x.test/s?page=abc", value: "abc")),
        ("<https://x.test/s?page=0>; rel=\"prev\"", .invalidPage(url: "https://x.test/s?page=0", value: "0")),
        ("<https://x.test/s?page=-2>; rel=\"first\"", .invalidPage(url: "https://x.test/s?page=-2", value: "-2")),
        ("<https://x.test/s?page=+2>; rel=\"first\"", .invalidPage(url: "https://x.test/s?page=+2", value: "+2")),
        ("<https://x.test/s?page=>; rel=\"next\"", .invalidPage(url: "https://x.test/s?page=", value: "")),
        (
            "<https://x.test/s?page=2>; rel=\"next\", <https://x.test/s?page=x>; rel=\"last\"",
            .invalidPage(url: "https://x.test/s?page=x", value: "x")
        ),
    ])
    func aMalformedHeaderThrows(header: String, expected: LinkHeaderError) {
        #expect(throws: expected) {
            try Pagination(linkHeader: header)
        }
    }

    @Test func theErrorMessageQuotesTheEntry() {
        let error = LinkHeaderError.missingRel(entry: "<https://x.test/s?page=2>")

        #expect(error.message == "The Link entry '<https://x.test/s?page=2>' has no rel parameter.")
        #expect("\(error)" == error.message)
    }
}
