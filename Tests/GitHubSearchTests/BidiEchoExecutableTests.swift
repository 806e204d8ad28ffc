import Foundation
import TestSupport
import Testing

/// The built programs never echo a character that reorders or breaks a line (a bidirectional override or
/// isolate, a direction mark, a line or paragraph separator) raw: from the command line, a pipe, a terminal,
/// in results, errors and the debug log (the counter's are in CounterPlaygroundTests), it is spelled out as `\u{202E}`.
@Suite(.timeLimit(.minutes(5)))
struct BidiEchoExecutableTests {
    /// The characters spelled out, each with its spelling.
    private static let characters: [(raw: String, spelled: String)] = [
        ("\u{202E}", "\\u{202E}"), ("\u{2066}", "\\u{2066}"), ("\u{2028}", "\\u{2028}"), ("\u{200F}", "\\u{200F}"),
        ("\u{61C}", "\\u{61C}"), ("\u{2029}", "\\u{2029}"),
        // Characters that show nothing: `swift` followed by one looks like `swift`.
        ("\u{200B}", "\\u{200B}"), ("\u{FEFF}", "\\u{FEFF}"), ("\u{AD}", "\\u{AD}"), ("\u{2060}", "\\u{2060}"),
        ("\u{34F}", "\\u{34F}"), ("\u{180E}", "\\u{180E}"),
    ]

    /// Whether `text` holds one of the characters raw.
    private static func holdsRaw(_ text: String) -> Bool {
        characters.contains { text.unicodeScalars.contains($0.raw.unicodeScalars.first!) }
    }

    @Test(arguments: characters.map(\.raw))
    func aQueryArgumentIsSpelledOutInTheResultsAndTheDebugLog(character: String) throws {
        let spelled = try #require(Self.characters.first { $0.raw == character }).spelled

        let outcome = try GitHubSearchExecutable.run(["zzz\(character)x", "--debug"])

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "No repositories match “zzz\(spelled)x”.\n")
        #expect(outcome.standardError.contains("query: \"zzz\(spelled)x\""))
        #expect(!Self.holdsRaw(outcome.standardOutput + outcome.standardError))
    }

    @Test func aUsageErrorQuotingAnArgumentSpellsItOut() throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "1\u{202E}0"])

        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("'1\\u{202E}0'"))
        #expect(!Self.holdsRaw(outcome.standardError))
    }

    @Test func aPipedPromptSpellsOutQueriesAndCommands() throws {
        let outcome = try GitHubSearchExecutable.run([], input: "zzz\u{2066}x\n:\u{202E}oops\nopen \u{2028}\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("No repositories match “zzz\\u{2066}x”."))
        #expect(outcome.standardError.contains("unknown command ':\\u{202E}oops'"))
        #expect(!Self.holdsRaw(outcome.standardOutput + outcome.standardError))
    }

    @Test func textTypedAsAnEscapeIsNotMistakenForTheCharacter() throws {
        // Given the text `zzz\u{202E}x` typed as it is, with a backslash
        let typed = #"zzz\u{202E}x"#

        // When it is searched for, at the prompt too, with a command quoting a number as typed
        let outcome = try GitHubSearchExecutable.run([typed, "--debug"])
        let piped = try GitHubSearchExecutable.run([], input: typed + "\nopen 1\u{202E}\\\n")

        // Then its backslash shows doubled, so that it does not look like U+202E spelled out; the debug log
        // quotes it as a literal, whose backslash is escaped once; an error line spells out what it quotes once
        #expect(outcome.standardOutput == #"No repositories match “zzz\\u{202E}x”."# + "\n")
        #expect(outcome.standardError.contains(#"query: "zzz\\u{202E}x""#))
        #expect(!outcome.standardError.contains(#"\\\"#))
        #expect(piped.standardOutput.contains(#"No repositories match “zzz\\u{202E}x”."#))
        #expect(piped.standardError.contains(#"not '1\u{202E}\\'"#), "\(piped.standardError)")
    }
}
