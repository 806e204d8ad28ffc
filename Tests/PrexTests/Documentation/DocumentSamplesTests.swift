import Foundation
import Testing

/// The reader's grouping rules, on small documents.
struct DocumentSamplesTests {
    @Test func markersChooseHowABlockIsCompiled() throws {
        let markdown = """
            ```swift
            let a = 1
            ```
            <!-- sample: separate -->
            ```swift
            let b = 2
            ```
            <!-- sample: not compiled: pseudo-code -->
            ```swift
            let c = …
            ```
            ```sh
            swift test
            ```
            """

        let samples = try DocumentSamples(markdown: markdown)

        #expect(samples.blocks.map(\.kind) == [.story, .separate, .notCompiled(reason: "pseudo-code")])
        #expect(samples.blocks.map(\.firstLine) == [2, 6, 10])
    }

    @Test func anUnknownMarkerIsAnError() {
        #expect(throws: DocumentSamples.UnknownMarker.self) {
            try DocumentSamples(markdown: "<!-- sample: seperate -->\n```swift\nlet a = 1\n```")
        }
    }

    @Test func declarationsStayAtFileScopeAndStatementsGoInTheBlocksFunction() throws {
        let markdown = "```swift\nimport PrexTesting\n\nstruct S {\n    var x = 1\n}\nlet s = S()\nprint(s)\n```"
        let block = try #require(try DocumentSamples(markdown: markdown).blocks.first)

        let file = block.swiftFile(document: "D.md", number: 7).components(separatedBy: "\n")

        let function = try #require(file.firstIndex(of: "@MainActor func sample7() async throws {"))
        #expect(file.first == "import PrexTesting")
        #expect(try #require(file.firstIndex(of: "struct S {")) < function)
        #expect(try #require(file.firstIndex(of: "let s = S()")) > function)
        #expect(file.contains("#sourceLocation(file: \"D.md\", line: 7)"))  // `let s` is line 7 of the document
    }
}
