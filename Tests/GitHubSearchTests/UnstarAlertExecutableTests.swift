import Foundation
import TestSupport
import Testing

/// The built `github-search` asks "Unstar NAME?" before it unstars, wherever the repository shows, and takes the
/// answer on the next line (piped or typed) or key: only Unstar unstars.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UnstarAlertExecutableTests {
    /// Stars result 1 (apple/swift), then asks to unstar it.
    private static let asking = "swift\nstar 1\nstar 1\n"

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["unstar", "u", "  UNSTAR "])
    func answeringUnstarUnstars(answer: String) throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: Self.asking + answer + "\nstarred\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let lines = Self.lines(outcome.standardOutput)
        let asked = try #require(lines.firstIndex(of: "Unstar apple/swift?"))
        #expect(lines[asked + 1] == "[U]nstar  [C]ancel")
        #expect(lines[asked + 2] == "unstarred apple/swift (0 starred)")
        #expect(lines.contains { $0.hasPrefix("Nothing is starred") })
    }

    @Test(arguments: ["cancel", "c"])
    func answeringCancelKeepsTheStar(answer: String) throws {
        let outcome = try GitHubSearchExecutable.run(["--per-page", "3"], input: Self.asking + answer + "\nstarred\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let lines = Self.lines(outcome.standardOutput)
        #expect(lines.contains("Unstar apple/swift?"))
        #expect(!lines.contains { $0.hasPrefix("unstarred") })
        #expect(lines.contains("Starred (1)"))
    }

    @Test func anotherAnswerAsksAgainAndTheNextAnswerCounts() throws {
        let outcome = try GitHubSearchExecutable.run(
            ["--per-page", "3"], input: Self.asking + "yes\n\nquit\nc\nstarred\n")

        #expect(outcome.status == 0)
        #expect(
            Self.lines(outcome.standardError)
                == Array(repeating: "error: answer unstar or cancel (or the first letter)", count: 3))
        let lines = Self.lines(outcome.standardOutput)
        #expect(!lines.contains { $0.hasPrefix("unstarred") })
        #expect(lines.contains("Starred (1)"), "quit was an answer, not a command, and the program went on")
    }

    @Test func theEndOfTheInputWhileAskingCancelsAndEndsTheProgram() throws {
        try withTemporaryFile { file in
            let outcome = try GitHubSearchExecutable.run(
                ["--per-page", "3", "--record", file.path], input: Self.asking)
            let replayed = try GitHubSearchExecutable.run(["--replay", file.path, "--debug"])

            #expect(outcome.status == 0)
            #expect(outcome.standardError.isEmpty)
            #expect(!outcome.standardOutput.contains("unstarred"))
            // The recording holds the question and its cancellation, and the star stays
            #expect(replayed.status == 0)
            #expect(replayed.standardError.contains("action AppAction.unstarAsked("))
            #expect(replayed.standardError.contains("action AppAction.alert.dismiss\n  - alert: AlertState<"))
            #expect(!replayed.standardError.contains("- starred[0]"))
        }
    }

    @Test func theDetailAndTheStarredListAskToo() throws {
        let outcome = try GitHubSearchExecutable.run(
            ["--per-page", "3"], input: "swift\nstar 1\nstar 2\nopen 1\nstar\nunstar\nback\nstarred\nstar 1\nu\n")

        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let lines = Self.lines(outcome.standardOutput)
        #expect(lines.filter { $0.hasPrefix("Unstar ") } == ["Unstar apple/swift?", "Unstar vsouza/awesome-ios?"])
        #expect(
            lines.filter { $0.hasPrefix("unstarred") } == [
                "unstarred apple/swift (1 starred)", "unstarred vsouza/awesome-ios (0 starred)",
            ])
    }
}

/// The same question on a terminal, at the search-as-you-type prompt: Enter answers, Escape cancels.
@Suite(.timeLimit(.minutes(5)), .serialized, .enabled(if: PseudoTerminal.isAvailable, "needs pseudo-terminals"))
struct UnstarAlertKeysExecutableTests {
    @Test func theTypedAnswerUnstarsAndEscapeCancels() throws {
        let terminal = try PseudoTerminal()
        let original = terminal.settings
        let (process, exit) = try ExitWatch.start(
            GitHubSearchExecutable.url, arguments: ["--per-page", "3"],
            environment: ["TERM": "xterm-256color", "COLUMNS": "100"],
            input: terminal.terminal, output: terminal.terminal, error: terminal.terminal)
        try terminal.wait(for: "search> ")
        terminal.type("swift")
        try terminal.wait(for: "107 results")
        terminal.type("\r")
        terminal.type("star 1\r")
        try terminal.wait(for: "★ starred apple/swift (1 starred)")

        // Escape cancels the question: the star stays
        terminal.type("star 1\r")
        try terminal.wait(for: "Unstar apple/swift?")
        try terminal.wait(for: "unstar/cancel> ")
        terminal.type("\u{1B}")
        try terminal.wait(for: "search> ")

        // "u" and Enter answer Unstar; the typed "u" searched nothing meanwhile
        terminal.type("star 1\r")
        try terminal.wait(for: "unstar/cancel> ")
        terminal.type("u\r")
        try terminal.wait(for: "unstarred apple/swift (0 starred)")
        try terminal.wait(for: "search> ")

        terminal.type("\u{03}")
        try #require(exit.wait())
        try terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.settings == original)
        #expect(terminal.transcript.components(separatedBy: "Unstar apple/swift?").count == 3)
        #expect(!terminal.transcript.contains("No repositories match “u”"))
    }
}
