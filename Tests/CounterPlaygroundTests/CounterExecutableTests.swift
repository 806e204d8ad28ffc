import Foundation
import Testing

/// The built `counter` executable, driven through pipes: standard output, standard error and exit status.
@Suite(.timeLimit(.minutes(5)))
struct CounterExecutableTests {
    @Test func scriptedSessionPrintsEachChangeAndExitsZero() throws {
        let outcome = try CounterExecutable.run(input: "+\n+\n-\nbogus\nreset\nquit\n")

        #expect(
            outcome.standardOutput == """
                count: 0
                count: 1
                count: 2
                count: 1
                unknown command "bogus": use +, -, undo, redo, reset or quit
                count: 0

                """
        )
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 0)
    }

    @Test func undoAndRedoLinesPutBackTheCount() throws {
        let outcome = try CounterExecutable.run(input: "+\n+\n+\nundo\nu\nredo\n-\ny\nundo\nquit\n")

        #expect(
            outcome.standardOutput == """
                count: 0
                count: 1
                count: 2
                count: 3
                count: 2
                count: 1
                count: 2
                count: 1
                count: 2

                """
        )
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.status == 0)
    }

    @Test func verbosePrintsTheActionLog() throws {
        let outcome = try CounterExecutable.run(["--verbose"], input: "+\n-\n-\nquit\n")

        #expect(outcome.standardOutput == "count: 0\ncount: 1\naction: increment\ncount: 0\naction: decrement\n")
        #expect(outcome.status == 0)
    }

    @Test func endOfInputExitsZero() throws {
        let outcome = try CounterExecutable.run(input: "+\n+")

        #expect(outcome.standardOutput == "count: 0\ncount: 1\ncount: 2\n")
        #expect(outcome.status == 0)
    }

    @Test func pipedOutputHasNoEscapeCodes() throws {
        let outcome = try CounterExecutable.run(["--verbose"], input: "+\nnope\nr\n")

        #expect(!outcome.standardOutput.contains("\u{1B}"))
    }

    @Test func helpPrintsUsageAndExitsZero() throws {
        let outcome = try CounterExecutable.run(["--help"])

        #expect(outcome.standardOutput.hasPrefix("USAGE: counter [--verbose] [--observe] [--record FILE [--force]]\n"))
        #expect(outcome.standardOutput.contains("u  undo the last change of the count"))
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.status == 0)
    }

    @Test(arguments: [["--nope"], ["--verbose", "extra"]])
    func unknownArgumentIsAUsageError(arguments: [String]) throws {
        let outcome = try CounterExecutable.run(arguments, input: "+\n")

        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("counter: ") == true)
        #expect(lines.first?.contains("'\(arguments.last ?? "")'") == true)
        #expect(lines.first?.hasSuffix(" (see 'counter --help')") == true)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.status == 64)
    }
}
