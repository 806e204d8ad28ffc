import Foundation
import Testing

/// The command lines the docs show can be pasted into a shell as they are: no `>` in a query (`stars:>N`)
/// is left unquoted, where the shell would take it for a redirection and create a file.
@Suite(.timeLimit(.minutes(5)))
struct ShellExamplesTests {
    @Test func theHelpQuotesTheQualifiersOfItsExamples() throws {
        let help = try GitHubSearchExecutable.run(["--help"])
        let examples = Self.codeSpans(in: help.standardOutput).filter { $0.hasPrefix("github-search ") }

        try #require(!examples.isEmpty)
        for example in examples {
            #expect(Self.unquotedRedirections(in: example).isEmpty, "\(example)")
        }
    }

    @Test(arguments: ["Example/README.md", "README.md"])
    func theReadmeCommandsQuoteTheirQualifiers(path: String) throws {
        let readme = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let commands = Self.shellLines(in: readme).filter { $0.contains("github-search") }

        try #require(!commands.isEmpty)
        for command in commands {
            #expect(Self.unquotedRedirections(in: command).isEmpty, "\(command)")
        }
    }

    @Test(arguments: ["Example/README.md", "README.md"])
    func theReadmeRecordingsCanRunTwice(path: String) throws {
        // A recording refuses a file that exists (73) unless --force: an example without it works only once.
        let readme = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let commands = (Self.shellLines(in: readme) + Self.codeSpans(in: readme)).filter {
            $0.contains("github-search") && $0.contains("--record ")
        }

        try #require(!commands.isEmpty)
        for command in commands {
            #expect(command.contains("--force"), "\(command)")
        }
    }

    @Test func theCheckFindsAnUnquotedQualifier() {
        #expect(Self.unquotedRedirections(in: "github-search swift stars:>10000 --page 2") == ["stars:>"])
        #expect(Self.unquotedRedirections(in: "github-search swift 'stars:>10000' > out.txt 2>&1").isEmpty)
        #expect(Self.unquotedRedirections(in: #"github-search "stars:>1" | head -1"#).isEmpty)
    }

    /// Where the package's README files are: two folders above this file.
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `>` outside quotes that stick to a word (a redirection like `> file` or `2>&1` stands apart or
    /// follows a descriptor number), each with the characters of its word before it.
    static func unquotedRedirections(in line: String) -> [String] {
        var found: [String] = []
        var quote: Character?
        var word = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == ">", let last = word.last, !last.isNumber, last != ">" {
                found.append(word + ">")
            }
            word = character == " " ? "" : word + String(character)
        }
        return found
    }

    /// The text between each pair of backticks.
    private static func codeSpans(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The lines of the ```` ```sh ```` blocks, comments cut off.
    private static func shellLines(in markdown: String) -> [String] {
        var lines: [String] = []
        var inShell = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
            } else if inShell {
                lines.append(String(line.split(separator: "#", maxSplits: 1).first ?? ""))
            }
        }
        return lines
    }
}
