import Testing

@testable import CounterPlayground

struct OptionsTests {
    @Test func noArgumentsMeansAQuietCounter() throws {
        let options = try Options(arguments: [])

        #expect(!options.verbose)
        #expect(!options.help)
    }

    @Test(arguments: [["-v"], ["--verbose"]])
    func verbose(arguments: [String]) throws {
        #expect(try Options(arguments: arguments).verbose)
    }

    @Test func observe() throws {
        let options = try Options(arguments: ["--observe", "--verbose"])

        #expect(options.observe)
        #expect(options.verbose)
        #expect(try !Options(arguments: []).observe)
    }

    @Test(arguments: [["-h"], ["--help"], ["--verbose", "--help"]])
    func help(arguments: [String]) throws {
        #expect(try Options(arguments: arguments).help)
    }

    @Test func unknownOptionIsAUsageError() {
        #expect(throws: Options.UsageError(message: "unknown option '--nope'")) {
            try Options(arguments: ["--verbose", "--nope"])
        }
    }

    @Test func positionalArgumentIsAUsageError() {
        #expect(throws: Options.UsageError(message: "unexpected argument 'extra'")) {
            try Options(arguments: ["extra"])
        }
    }

    @Test func helpStartsWithTheSynopsisAndListsTheOptions() {
        #expect(Options.help.hasPrefix(Options.synopsis + "\n"))
        #expect(Options.help.contains("--verbose"))
        #expect(Options.help.contains("NO_COLOR"))
    }
}
