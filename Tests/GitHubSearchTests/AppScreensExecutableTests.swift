import Foundation
import TestSupport
import Testing

/// The built `github-search`'s screens beyond the results, as a user meets them: the detail and the starred
/// list on the screen stack, from the line prompt, a recording of them, and the keys of search-as-you-type.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AppScreensExecutableTests {
    /// A session through every screen: star from the results and from a detail, the starred list, a detail
    /// opened from it, back twice.
    private static let tour = "swift\nstar 1\nopen 2\nstar\nstarred\nopen 1\nback\nback\nquit\n"

    @Test func theLinePromptWalksTheStackInPlainText() throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: Self.tour)

        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(!outcome.standardOutput.contains("\u{1B}"), "plain output when not on a terminal")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let starredList = try #require(lines.firstIndex(of: "Starred (2)"))
        #expect(lines.contains("★ starred apple/swift (1 starred)"))
        #expect(lines.contains("★ starred vsouza/awesome-ios (2 starred)"))
        #expect(lines[starredList + 2].hasPrefix("   1 apple/swift") && lines[starredList + 2].contains("★68.9k"))
        #expect(lines[starredList + 3].hasPrefix("   2 vsouza/awesome-ios"))
        // The detail opened from the starred list, then back on the list, then back on the results.
        #expect(lines.filter { $0.hasPrefix("apple/swift  ★ ") }.count == 1)
        #expect(lines.filter { $0 == "Starred (2)" }.count == 2)
        #expect(lines.last?.hasPrefix("page 1 of ") == true)
    }

    @Test(arguments: [
        ("star 9\n", "error: there is no result 9; star one of 1–3 (type help for the commands)"),
        ("star\n", "error: star needs a result number here, as in: star 3 (type help for the commands)"),
        ("starred\nopen 1\n", "error: nothing is starred (type help for the commands)"),
        ("starred\nback\nback\n", "error: there is nothing to go back from (type help for the commands)"),
    ])
    func aCommandThatCannotApplyHereSaysWhyInOneLine(commands: String, message: String) throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: "swift\n" + commands)

        #expect(outcome.status == 0)
        #expect(outcome.standardError.split(separator: "\n").map(String.init) == [message])
    }

    @Test(arguments: [["TERM": "dumb"], ["TERM": "xterm-256color", "NO_COLOR": "1"]])
    func theNewScreensFollowTheColourRule(environment: [String: String]) throws {
        // Given the line prompt on a terminal that takes no escape codes
        let terminal = try PseudoTerminal()
        let (process, exit) = try ExitWatch.start(
            GitHubSearchExecutable.url, arguments: ["--per-page", "3"], environment: environment,
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "search> ")

        // When the tour goes through the detail and the starred list
        terminal.type(Self.tour.replacingOccurrences(of: "\nquit\n", with: "\n"))
        try terminal.wait(for: "Starred (2)")
        try terminal.wait(for: "Starred (2)")  // the list again, back from the detail opened on it
        terminal.type("quit\n")

        // Then nothing it drew holds an escape code
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.transcript.contains("apple/swift  ★ "))
        #expect(!terminal.transcript.contains("\u{1B}"))
    }

    @Test func starOneTwiceOnTheStarredListTogglesTheSameRowWhoseNumberStays() throws {
        // Each unstar is asked first ("Unstar apple/swift?") and answered on the next line
        let outcome = try GitHubSearchExecutable.run(
            ["--per-page", "3"],
            input: "swift\nstar 1\nstar 2\nstarred\nstar 1\nunstar\nstar 1\nstar 1\nu\nback\nstarred\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        // Row 1 is apple/swift each time: unstarred, starred again, unstarred; the other row is never touched
        #expect(
            lines.filter { $0.hasPrefix("★ starred") || $0.hasPrefix("unstarred") } == [
                "★ starred apple/swift (1 starred)", "★ starred vsouza/awesome-ios (2 starred)",
                "unstarred apple/swift (1 starred)", "★ starred apple/swift (2 starred)",
                "unstarred apple/swift (1 starred)",
            ])
        // While the list shows, the unstarred row keeps its number, without its star; once the list is left, it goes
        let lists = lines.indices.filter { lines[$0].hasPrefix("Starred (") }.map { lines[$0 + 2] }
        #expect(lists.map { $0.hasPrefix("   1 apple/swift") } == [true, true, true, true, false])
        #expect(lists.map { $0.contains("★") } == [true, false, true, false, true])
        #expect(lines.last { $0.hasPrefix("   1 ") }?.hasPrefix("   1 vsouza/awesome-ios") == true)
        #expect(lines.last?.hasPrefix("open N: details") == true)
    }

    @Test func starFollowedByWordsIsAQuery() throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: "star wars\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("No repositories match “star wars”."))
    }

    @Test func oneRecordingReplaysTheWholeSessionToItsLastScreen() throws {
        try withTemporaryFile { file in
            let recorded = try GitHubSearchExecutable.run(
                ["--per-page", "3", "--record", file.path], input: "swift\nstar 1\nopen 2\nstar\nstarred\n")

            let replayed = try GitHubSearchExecutable.run(["--replay", file.path])

            #expect(recorded.status == 0)
            #expect(replayed.status == 0)
            #expect(replayed.standardError.isEmpty)
            let lines = replayed.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first == "Starred (2)")
            #expect(lines.contains { $0.hasPrefix("   2 vsouza/awesome-ios") })
        }
    }
}

/// The built `github-search` on a pseudo-terminal: the keys that walk the stack while typing.
@Suite(.timeLimit(.minutes(5)), .serialized, .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct AppScreensKeysExecutableTests {
    @Test func ctrlTShowsTheStarredListAndEscapeGoesBack() throws {
        let terminal = try PseudoTerminal()
        let original = terminal.settings
        let (process, exit) = try ExitWatch.start(
            GitHubSearchExecutable.url, arguments: ["--per-page", "3"],
            environment: ["TERM": "xterm-256color", "COLUMNS": "100"],
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "search> ")

        terminal.type("swift")
        try terminal.wait(for: "107 results")
        terminal.type("\r")  // Enter keeps the results and empties the line
        try terminal.wait(for: "search> swift\r\n")
        terminal.type("\u{14}")
        try terminal.wait(for: "Nothing is starred")
        try terminal.wait(for: "starred> ")
        terminal.type("\u{1B}")
        try terminal.wait(for: "search> ")

        // A star, then the starred list again: styled, as the terminal takes escape codes
        terminal.type("star 1\r")
        try terminal.wait(for: "★ starred apple/swift (1 starred)")
        terminal.type("\u{14}")
        try terminal.wait(for: "\u{1B}[1mStarred (1)\u{1B}[0m")
        try terminal.wait(for: "starred> ")

        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
    }
}
