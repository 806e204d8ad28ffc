import Foundation
import TestSupport
import Testing

/// The built `github-search` under hostile input: generated command lines, broken bytes on standard input,
/// and a reader that hangs up. Whatever comes in, it ends by `exit` with 0, 1 or 64, never by a signal or a
/// trap, and never writes an escape code to a pipe.
@Suite(.timeLimit(.minutes(10)))
struct HostileInputTests {
    private static let executable = GitHubSearchExecutable.url
    private static let statuses: Set<Int32> = [0, 1, 64]

    /// The seed of the generated command lines; `PREX_FUZZ_SEED` replaces it.
    private static let seed = SplitMix64.seed(default: 0x5EED_6175_6863_0005)
    /// How many command lines to try: the first 300 of the seed's, all 2,000 under `PREX_FULL_SIZE=1`;
    /// `PREX_FUZZ_CASES` replaces both (CI lowers it under the sanitizers, whose instrumented executables start
    /// about 25 times slower).
    private static let caseCount = GeneratedCases.count(full: 2_000, reduced: 300)

    @Test("Generated command lines end with 0, 1 or 64, never a crash")
    func generatedCommandLines() async throws {
        // Given hundreds of command lines from a seeded generator (thousands at full size)
        var generator = SplitMix64(seed: Self.seed)
        let cases = (0..<Self.caseCount).map { _ in Self.commandLine(using: &generator) }

        // When each runs, a few at a time
        let failures = await GeneratedCases.failures(of: cases) { arguments in
            Self.problem(with: try ChildProcess.run(Self.executable, arguments))
        }

        // Then every run ended cleanly
        #expect(failures.isEmpty, "\(GeneratedCases.report(failures, of: cases.count, seed: Self.seed))")
    }

    @Test("Invalid UTF-8 on standard input is repaired, not fatal")
    func invalidUTF8() throws {
        let input =
            Data([0xFF, 0xFE, 0x0A, 0x73, 0x77, 0xC0, 0x80, 0x0A, 0xED, 0xA0, 0x80, 0x0A]) + Data("swift\n".utf8)

        let outcome = try ChildProcess.run(Self.executable, ["--per-page", "3"], input: input)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output.contains("   1 "))
        #expect(outcome.output.contains("\u{FFFD}"))
    }

    @Test("NUL bytes on standard input are just characters")
    func nulBytes() throws {
        let input = Data("sw\u{0}ift\n\u{0}\nopen \u{0}1\nswift\u{0}\n\u{0}\u{0}\u{0}".utf8)

        let outcome = try ChildProcess.run(Self.executable, ["--per-page", "3"], input: input)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(!outcome.standardOutput.contains(0))
        #expect(!outcome.standardError.contains(0))
        #expect(outcome.errors.contains("\\u{0}"))
    }

    @Test("A line longer than 64 KiB ends the prompt with one line and status 65, whatever follows it")
    func aMebibyteLine() throws {
        let line = String(repeating: "swift ", count: (1 << 20) / 6) + "\n"

        let outcome = try ChildProcess.run(
            Self.executable, ["--per-page", "3"], input: Data(("rust\n" + line + "swift\n").utf8))

        #expect(outcome.endedCleanly(with: [65]), "\(outcome.summary)")
        #expect(outcome.errors == "github-search: input line 2 is longer than 65536 bytes\n")
        #expect(outcome.output.contains("rust-lang/rust"))
        #expect(!outcome.output.contains("apple/swift"))
    }

    @Test("Input that never has a line ending (< /dev/zero) ends at once with status 65")
    func endlessInput() throws {
        let outcome = try ExitWatch.runOnEndlessInput(Self.executable, environment: [:])

        try #require(outcome.ended)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 65)
        #expect(outcome.errors == "github-search: input line 1 is longer than 65536 bytes\n")
    }

    @Test("A line too long after quit is never read: the prompt ends with 0")
    func aLongLineAfterQuit() throws {
        let line = String(repeating: "x", count: 1 << 20)

        let outcome = try ChildProcess.run(Self.executable, [], input: Data("quit\n\(line)".utf8))

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.standardError.isEmpty)
    }

    @Test("A query of stacked accents is refused as longer than 256 characters, and no echo repeats it")
    func stackedAccents() throws {
        let query = "a" + String(repeating: "\u{301}", count: 60_000)

        let refused = try ChildProcess.run(Self.executable, [query])
        let unknown = try ChildProcess.run(Self.executable, ["--" + query])

        #expect(refused.endedCleanly(with: [1]), "\(refused.summary)")
        #expect(refused.errors.contains("The query is longer than 256 characters."))
        #expect(refused.standardOutput.count + refused.standardError.count < 1_000)
        #expect(unknown.endedCleanly(with: [64]), "\(unknown.summary)")
        #expect(unknown.errors.contains("…' (60003 characters) (see 'github-search --help')"))
        #expect(unknown.standardError.count < 1_000)
    }

    @Test("A 1 MiB argument-length query is refused as too long")
    func aLongQueryArgument() throws {
        let words = Array(repeating: "a", count: 50_000)

        let outcome = try ChildProcess.run(Self.executable, words)

        #expect(outcome.endedCleanly(with: [1]), "\(outcome.summary)")
        #expect(outcome.errors.contains("The query is longer than 256 characters."))
    }

    @Test("Escape and control sequences typed are spelled out, never sent to the terminal")
    func controlSequences() throws {
        let input =
            "\u{1B}[2J\u{1B}[H\n\u{1B}]0;pwned\u{07}\n:\u{1B}[31m\nopen \u{1B}[1m\nswift\u{9B}31m\n\r\u{08}\u{7F}\n"

        let outcome = try ChildProcess.run(Self.executable, [], input: Data(input.utf8))

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        for control: UInt8 in [0x1B, 0x07, 0x08, 0x7F] {
            #expect(!outcome.standardOutput.contains(control), "byte \(control) in \(outcome.output.debugDescription)")
            #expect(!outcome.standardError.contains(control), "byte \(control) in \(outcome.errors.debugDescription)")
        }
        #expect(!(outcome.output + outcome.errors).unicodeScalars.contains("\u{9B}"))
        #expect(outcome.output.contains("No repositories match “\\u{1B}[2J\\u{1B}[H”."))
        #expect(outcome.errors.contains("error: unknown command ':\\u{1B}[31m'"))
    }

    @Test("Standard input closed at once ends the prompt with status 0")
    func closedInput() throws {
        let outcome = try ChildProcess.run(Self.executable, [])

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.isEmpty)
    }

    @Test("A reader that hangs up after one line ends the prompt with status 0")
    func readerHangsUp() throws {
        // Given an interactive session that would print thousands of pages
        let script = String(repeating: "swift\nn\nn\n", count: 3_000)

        // When the reader of standard output closes it after the first line, as `| head -1` does
        let outcome = try ChildProcess.run(
            Self.executable, ["--per-page", "100"], input: Data(script.utf8), hangsUpAfterFirstLine: true)

        // Then the program ends quietly, as documented
        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output.hasPrefix("   # repository"))
        #expect(outcome.standardError.isEmpty)
    }

    @Test("A reader that hangs up during a one-shot JSON page ends it with status 0")
    func readerHangsUpOneShot() throws {
        let outcome = try ChildProcess.run(
            Self.executable, ["swift", "--json", "--per-page", "100"], hangsUpAfterFirstLine: true)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output == "[\n")
    }
}

extension HostileInputTests {
    /// What is wrong with a run of a generated command line, if anything.
    private static func problem(with outcome: ChildProcess.Outcome) -> String? {
        guard outcome.endedCleanly(with: statuses) else { return outcome.summary }
        if outcome.standardOutput.contains(0x1B) || outcome.standardError.contains(0x1B) {
            return "an escape code in piped output: \(outcome.summary)"
        }
        if outcome.status != 0, outcome.standardError.isEmpty {
            return "status \(outcome.status) without a reason on standard error"
        }
        return nil
    }

    /// A command line mixing known options, values good and bad, huge numbers, unicode, control characters,
    /// `--` and long words.
    private static func commandLine(using generator: inout SplitMix64) -> [String] {
        let length = Int.random(in: 0...7, using: &generator)
        var arguments: [String] = []
        for _ in 0..<length {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3:
                let option = options.randomElement(using: &generator)!
                arguments.append(option)
                if option == "--latency" {
                    // A valid latency stays short: the runs must not wait out minutes.
                    arguments.append(latencies.randomElement(using: &generator)!)
                }
            case 3..<5: arguments.append(numbers.randomElement(using: &generator)!)
            case 5..<8: arguments.append(words.randomElement(using: &generator)!)
            case 8: arguments.append(failureModes.randomElement(using: &generator)!)
            default: arguments.append(randomText(using: &generator))
            }
        }
        return arguments
    }

    /// Random characters from a mix of ASCII, controls, other scripts and emoji (argv cannot hold NUL).
    private static func randomText(using generator: inout SplitMix64) -> String {
        let alphabet: [Character] = [
            "a", "z", "-", ":", ">", " ", "\t", "\n", "\u{1B}", "\u{7F}", "\u{9B}", "é", "ß", "日", "🦄", "👩‍👩‍👧",
            "\u{202E}", "\u{FFFD}", "٣", "0", "9",
        ]
        let count = Int.random(in: 0...40, using: &generator)
        return String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
    }

    private static let options = [
        "--page", "--per-page", "--json", "-i", "--interactive", "--latency", "--fail", "-h", "--help", "--", "-",
        "--bogus", "-x", "---", "--page=2", "--PAGE", "-ih", "--json=true",
    ]
    private static let latencies = ["0", "1", "2", "-1", "600001", "99999999999999999999", "abc", ""]
    private static let numbers = [
        "0", "1", "2", "3", "10", "30", "100", "101", "-1", "-0", "+5", "1e3", "0x10", "07", " 2", "2 ", "٣", "",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "99999999999999999999999",
        "4294967296", "500", "17",
    ]
    private static let words = [
        "swift", "rust", "language:swift", "language:", "language:vim-script", "stars:>1000", "stars:>", "stars:<5",
        "stars:>99999999999999999999", "stars:>9223372036854775807", "Ünïcødé", "🦄", "日本語", "\u{1B}[31mred",
        "\u{1B}]0;title\u{07}", " ", "\t", "\n", "", "n", "open", "quit", String(repeating: "x", count: 300),
        String(repeating: "ab ", count: 2_000),
    ]
    private static let failureModes = ["rate-limit", "network", "malformed", "RATE-LIMIT", "often", ""]
}
