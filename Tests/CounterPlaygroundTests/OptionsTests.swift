import TerminalKit
import TestSupport
import Testing

@testable import CounterPlayground

struct OptionsTests {
    private func parse(_ arguments: [String]) throws(UsageError) -> CommandLineInterface<Options>.Request {
        try Options.commandLine.parse(arguments, defaults: Options())
    }

    private func options(_ arguments: [String]) throws -> Options {
        try Options.commandLine.options(arguments, defaults: Options())
    }

    @Test func noArgumentsMeansAQuietCounter() throws {
        #expect(try !options([]).verbose)
    }

    @Test(arguments: [["-v"], ["--verbose"]])
    func verbose(arguments: [String]) throws {
        #expect(try options(arguments).verbose)
    }

    @Test func observe() throws {
        let options = try options(["--observe", "--verbose"])

        #expect(options.observe)
        #expect(options.verbose)
        #expect(try !self.options([]).observe)
    }

    @Test(arguments: [["-h"], ["--help"], ["--verbose", "--help"]])
    func help(arguments: [String]) throws {
        guard case .help = try parse(arguments) else {
            Issue.record("expected help")
            return
        }
    }

    @Test(arguments: [
        (["--verbose", "--nope"], "unknown option '--nope'"),
        (["extra"], "unexpected argument 'extra'"),
        (["--verbose=1"], "--verbose takes no value"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try parse(arguments)
        }
    }

    @Test func helpStartsWithTheSynopsisAndListsTheOptionsAndAliases() {
        let help = Options.commandLine.help
        #expect(help.hasPrefix("USAGE: counter [--verbose] [--observe] [--record FILE [--force]]\n"))
        #expect(help.contains("  -v, --verbose    print every action"))
        #expect(help.contains("  --observe        draw as SwiftUI does"))
        #expect(help.contains("reset (or r), undo (or u), redo (or y), quit (or q)"))
        #expect(help.contains("U or y  redo it"))
        #expect(help.contains("NO_COLOR"))
        #expect(help.contains("EXIT STATUS: 0 "))
    }
}
