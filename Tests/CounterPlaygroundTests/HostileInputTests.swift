import Foundation
import TerminalKit
import TestSupport
import Testing

/// The built `counter` under hostile input: generated command lines, broken bytes on standard input, and a
/// reader that hangs up. Whatever comes in, it ends by `exit` with 0 or 64, never by a signal or a trap, and
/// never writes an escape code to a pipe.
@Suite(.timeLimit(.minutes(10)))
struct HostileInputTests {
    private static let executable = CounterExecutable.url
    private static let environment = CounterExecutable.environment

    /// The seed of the generated command lines; `PREX_FUZZ_SEED` replaces it.
    private static let seed = SplitMix64.seed(default: 0x5EED_C0_0E7E_0005)
    /// How many command lines to try: the first 200 of the seed's, all 1,000 under `PREX_FULL_SIZE=1`;
    /// `PREX_FUZZ_CASES` replaces both (CI lowers it under the sanitizers, whose instrumented executables start
    /// about 25 times slower).
    private static let caseCount = GeneratedCases.count(full: 1_000, reduced: 200)

    @Test("Generated command lines end with 0 or 64, never a crash")
    func generatedCommandLines() async throws {
        // Given hundreds of command lines and scripts from a seeded generator (a thousand at full size)
        var generator = SplitMix64(seed: Self.seed)
        let cases = (0..<Self.caseCount).map { _ in
            (arguments: Self.commandLine(using: &generator), input: Self.scripts.randomElement(using: &generator)!)
        }

        // When each runs, a few at a time
        let failures = await GeneratedCases.failures(of: cases) { arguments, input in
            Self.problem(
                with: try ChildProcess.run(
                    Self.executable, arguments, input: Data(input.utf8), environment: Self.environment))
        }

        // Then every run ended cleanly
        #expect(failures.isEmpty, "\(GeneratedCases.report(failures, of: cases.count, seed: Self.seed))")
    }

    @Test("Invalid UTF-8 lines are unknown commands, repaired, not fatal")
    func invalidUTF8() throws {
        let input =
            Data("+\n".utf8) + Data([0xFF, 0xFE, 0x0A, 0xC0, 0x80, 0x0A, 0xED, 0xA0, 0x80]) + Data("\n+\n".utf8)

        let outcome = try ChildProcess.run(Self.executable, [], input: input, environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.first == "count: 0")
        #expect(lines.last == "count: 2")
        #expect(lines.count { $0.hasPrefix("unknown command \"\u{FFFD}") } == 3)
    }

    @Test("NUL bytes are spelled out in the hint")
    func nulBytes() throws {
        let input = Data("+\u{0}\n\u{0}\n+\n\u{0}\u{0}".utf8)

        let outcome = try ChildProcess.run(Self.executable, [], input: input, environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(!outcome.standardOutput.contains(0))
        #expect(outcome.output.contains("unknown command \"+\\u{0}\": use +, -, undo, redo, reset or quit"))
        #expect(
            outcome.output.hasSuffix(
                "count: 1\nunknown command \"\\u{0}\\u{0}\": use +, -, undo, redo, reset or quit\n"))
    }

    @Test("A line longer than 64 KiB ends the counter with one line and status 65, whatever follows it")
    func aMebibyteLine() throws {
        let line = String(repeating: "+", count: 1 << 20)

        let outcome = try ChildProcess.run(
            Self.executable, [], input: Data("+\n\(line)\n+\n".utf8), environment: Self.environment)

        #expect(outcome.endedCleanly(with: [65]), "\(outcome.summary)")
        #expect(outcome.output == "count: 0\ncount: 1\n")
        #expect(outcome.errors == "counter: input line 2 is longer than 65536 bytes\n")
    }

    @Test("Input that never has a line ending (< /dev/zero) ends at once with status 65")
    func endlessInput() throws {
        let outcome = try ExitWatch.runOnEndlessInput(Self.executable, environment: Self.environment)

        try #require(outcome.ended)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 65)
        #expect(outcome.errors == "counter: input line 1 is longer than 65536 bytes\n")
    }

    @Test("A line quoted in a hint is cut to 64 characters counted as scalars: accents cannot grow it")
    func stackedAccents() throws {
        let line = "a" + String(repeating: "\u{301}", count: 30_000)

        let outcome = try ChildProcess.run(
            Self.executable, [], input: Data("\(line)\n".utf8), environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output.contains("…\" (30001 characters): use +, -, undo, redo, reset or quit"))
        #expect(outcome.standardOutput.count < 400)
    }

    @Test("Escape and control sequences are spelled out, so piped output stays plain")
    func controlSequences() throws {
        let input = "\u{1B}[2J\u{1B}[H\n\u{1B}]0;pwned\u{07}\n+\u{9B}1m\n\r\u{08}\u{7F}\n+\n"

        let outcome = try ChildProcess.run(
            Self.executable, ["-v"], input: Data(input.utf8), environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        for control: UInt8 in [0x1B, 0x07, 0x08, 0x7F] {
            #expect(!outcome.standardOutput.contains(control), "byte \(control) in \(outcome.output.debugDescription)")
        }
        #expect(!outcome.output.unicodeScalars.contains("\u{9B}"))
        #expect(outcome.output.contains("unknown command \"\\u{1B}[2J\\u{1B}[H\": use +, -, undo, redo, reset or quit"))
        #expect(outcome.output.hasSuffix("count: 1\naction: increment\n"))
    }

    @Test("Bidirectional format characters and line separators are spelled out in the hint")
    func bidiCharacters() throws {
        let input = "\u{202E}+\n\u{2066}-\u{2069}\nx\u{2028}y\n"

        let outcome = try ChildProcess.run(Self.executable, [], input: Data(input.utf8), environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output.contains("unknown command \"\\u{202E}+\": use +, -, undo, redo, reset or quit"))
        #expect(outcome.output.contains("unknown command \"\\u{2066}-\\u{2069}\": use +, -, undo, redo, reset or quit"))
        #expect(outcome.output.contains("unknown command \"x\\u{2028}y\": use +, -, undo, redo, reset or quit"))
        let raw: [Unicode.Scalar] = ["\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}"]
        #expect(!outcome.output.unicodeScalars.contains { raw.contains($0) })
    }

    @Test("Text typed as an escape shows its backslash doubled, unlike the character it spells")
    func textTypedAsAnEscape() throws {
        let input = #"\u{202E}+"# + "\n\u{202E}+\n"

        let outcome = try ChildProcess.run(Self.executable, [], input: Data(input.utf8), environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output.contains(#"unknown command "\\u{202E}+": use +, -, undo, redo, reset or quit"#))
        #expect(outcome.output.contains(#"unknown command "\u{202E}+": use +, -, undo, redo, reset or quit"#))
    }

    @Test("Standard input closed at once draws the count and exits 0")
    func closedInput() throws {
        let outcome = try ChildProcess.run(Self.executable, [], environment: Self.environment)

        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output == "count: 0\n")
        #expect(outcome.standardError.isEmpty)
    }

    @Test("A reader that hangs up after one line ends the counter with status 0, not SIGPIPE")
    func readerHangsUp() throws {
        // Given a script that would draw a hundred thousand counts
        let script = String(repeating: "+\n", count: 100_000)

        // When the reader of standard output closes it after the first line, as `| head -1` does
        let outcome = try ChildProcess.run(
            Self.executable, ["--verbose"], input: Data(script.utf8), environment: Self.environment,
            hangsUpAfterFirstLine: true)

        // Then the counter stops reading and ends quietly, as documented
        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        #expect(outcome.output == "count: 0\n")
        #expect(outcome.standardError.isEmpty)
    }
}

extension HostileInputTests {
    /// What is wrong with a run of a generated command line, if anything.
    private static func problem(with outcome: ChildProcess.Outcome) -> String? {
        guard outcome.endedCleanly(with: [0, 64]) else { return outcome.summary }
        if outcome.standardOutput.contains(0x1B) || outcome.standardError.contains(0x1B) {
            return "an escape code in piped output: \(outcome.summary)"
        }
        switch outcome.status {
        case 0 where !(outcome.output.hasPrefix("count: 0\n") || outcome.output.hasPrefix("USAGE: counter")):
            return "status 0 without the first count or the usage: \(outcome.summary)"
        case 64 where !outcome.errors.hasPrefix("counter: ") || !outcome.standardOutput.isEmpty:
            return "status 64 without a one-line reason: \(outcome.summary)"
        default:
            return nil
        }
    }

    /// A command line mixing the known options, near misses, `--`, unicode, control characters and long words.
    private static func commandLine(using generator: inout SplitMix64) -> [String] {
        let length = Int.random(in: 0...5, using: &generator)
        return (0..<length).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0
                ? randomText(using: &generator) : arguments.randomElement(using: &generator)!
        }
    }

    /// Random characters from a mix of ASCII, controls, other scripts and emoji (argv cannot hold NUL).
    private static func randomText(using generator: inout SplitMix64) -> String {
        let alphabet: [Character] = [
            "v", "h", "-", "+", " ", "\t", "\n", "\u{1B}", "\u{7F}", "\u{9B}", "é", "日", "🦄", "\u{202E}", "9",
        ]
        let count = Int.random(in: 0...30, using: &generator)
        return String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
    }

    private static let arguments = [
        "-v", "--verbose", "-h", "--help", "-v", "--verbose", "--", "-", "", " ", "-vh", "--VERBOSE", "--verbose=1",
        "---", "verbose", "+", "reset", "9223372036854775808", "-1", "Ünïcødé", "🦄", "\u{1B}[31m",
        String(repeating: "v", count: 10_000),
    ]

    private static let scripts = ["", "+\n", "+\n+\n-\n", "quit\n+\n", "bogus\n", "-\n-\n-\nr\n", "+"]
}
