import TerminalKit
import Testing

struct CommandLineInterfaceTests {
    private struct Settings: Equatable {
        var count = 1
        var isLoud = false
        var file = ""
        var words: [String] = []
    }

    private static let commandLine = CommandLineInterface<Settings>(
        name: "tool", synopsis: ["[WORD ...] [--count N]"], about: "Does things.",
        options: [
            .number("-c", "--count", in: 1...100, summary: "how many") { $0.count = $1 },
            .flag("--loud", summary: "shout") { $0.isLoud = true },
            .value("--file", valueName: "FILE", summary: "where\nsecond line") { $0.file = $1 },
        ],
        argument: { settings, word throws(UsageError) in settings.words.append(word) },
        sections: "EXIT STATUS: 0, or 64."
    )

    private func parse(_ arguments: [String]) throws(UsageError) -> Settings? {
        guard case .run(let settings) = try Self.commandLine.parse(arguments, defaults: Settings()) else { return nil }
        return settings
    }

    @Test func optionsValuesAndWords() throws {
        let settings = try parse(["a", "--count", "5", "--loud", "--file=x.txt", "--", "--loud", "-"])

        #expect(settings == Settings(count: 5, isLoud: true, file: "x.txt", words: ["a", "--loud", "-"]))
    }

    @Test func aValueThatLooksLikeAnOptionIsGivenAttachedOrAsAPath() throws {
        #expect(try parse(["--file=--loud"])?.file == "--loud")
        #expect(try parse(["--file", "./--loud"])?.file == "./--loud")
        #expect(try parse(["--file", "-"])?.file == "-")
    }

    @Test func helpWinsWhereverItComes() throws {
        #expect(try parse(["a", "--count", "5", "-h"]) == nil)
        #expect(try parse(["--help", "--bogus"]) == nil)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--count"], "--count needs a value"),
        (["--count", "ten"], "--count takes a whole number from 1 to 100, not 'ten'"),
        (["--count", "+5"], "--count takes a whole number from 1 to 100, not '+5'"),
        (["--count", " 5"], "--count takes a whole number from 1 to 100, not ' 5'"),
        (["--count", "5 "], "--count takes a whole number from 1 to 100, not '5 '"),
        (["--count", "0x10"], "--count takes a whole number from 1 to 100, not '0x10'"),
        (["--count", "٣"], "--count takes a whole number from 1 to 100, not '٣'"),
        (["--count", "101"], "--count 101 is too large (at most 100)"),
        (["--count", "99999999999999999999999"], "--count 99999999999999999999999 is too large (at most 100)"),
        (["--count", "0"], "--count 0 is too small (at least 1)"),
        (["--count", "-99999999999999999999999"], "--count -99999999999999999999999 is too small (at least 1)"),
        (["--loud=yes"], "--loud takes no value"),
        (["--file", ""], "--file needs a value"),
        (["--count", ""], "--count needs a value"),
        (["--count="], "--count needs a value"),
        (["--file", "--loud"], "--file needs a value"),
        (["--file", "--count=3"], "--file needs a value"),
        (["--count", "-c", "3"], "--count needs a value"),
    ])
    func badCommandLinesGetOneLine(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try parse(arguments)
        }
        #expect(Self.commandLine.usageLine(for: UsageError(message)) == "tool: \(message) (see 'tool --help')\n")
    }

    @Test func aUsageLineSpellsOutWhatItsMessageQuotesOnceAndBackslashesToo() {
        // The error holds the argument as typed; its line spells it out, a backslash typed as `\\`, so that
        // text typed as `\u{1B}` does not look like the character
        #expect(throws: UsageError("unknown option '--bo\u{1B}[31mgus'")) {
            try parse(["--bo\u{1B}[31mgus"])
        }
        #expect(
            Self.commandLine.usageLine(for: UsageError("unknown option '--bo\u{1B}[31m\\u{1B}'"))
                == #"tool: unknown option '--bo\u{1B}[31m\\u{1B}' (see 'tool --help')"# + "\n")
    }

    @Test func numbersWithoutAnUpperBoundSayTooLargeWhenTheyOverflow() {
        #expect(throws: UsageError("--page 99999999999999999999999 is too large")) {
            try WholeNumber.parse("99999999999999999999999", for: "--page", in: 1...Int.max)
        }
        #expect(throws: UsageError("--page takes a whole number of at least 1, not 'x'")) {
            try WholeNumber.parse("x", for: "--page", in: 1...Int.max)
        }
    }

    @Test func helpListsTheOptionsInAColumnThenTheSections() {
        #expect(
            Self.commandLine.help == """
                USAGE: tool [WORD ...] [--count N]

                Does things.

                OPTIONS:
                  -c, --count N    how many
                  --loud           shout
                  --file FILE      where
                                   second line
                  -h, --help       print this help

                EXIT STATUS: 0, or 64.

                """)
    }

    @Test func aSynopsisLineStartingWithASpaceContinuesTheFormBeforeIt() {
        let commandLine = CommandLineInterface<Settings>(
            name: "tool", synopsis: ["[WORD ...] [--count N]", " [--loud]", "--file FILE"], about: "Does things.",
            options: [])

        let usage = commandLine.help.split(separator: "\n").prefix(3)

        #expect(usage == ["USAGE: tool [WORD ...] [--count N]", "            [--loud]", "       tool --file FILE"])
    }
}
