import Foundation
import TestSupport
import Testing

/// The built `counter` executable's recordings, through pipes: `--record FILE`, `--replay FILE`, and the
/// inspector of `--replay FILE --step` (lines in, plain lines out).
@Suite(.timeLimit(.minutes(5)))
struct CounterRecordingExecutableTests {
    /// A step of `--step --json`, as it prints it.
    private struct JSONStep: Decodable, Equatable {
        var step: Int
        var action: String
        var changed: [String]
    }

    /// Records `input` to `file`, expecting the counter to succeed.
    private func record(_ input: String, to file: URL) throws {
        let outcome = try CounterExecutable.run(["--record", file.path], input: input)
        try #require(outcome.status == 0, "recording failed: \(outcome.standardError)")
    }

    /// Records `+ + + undo redo u`: six steps, whose counts are 1, 2, 3, 2, 3 and 2.
    private func recordUndoAndRedo(to file: URL) throws {
        try record("+\n+\n+\nundo\nredo\nu\nquit\n", to: file)
    }

    /// The `step N of M` headers and the counts an inspection printed, in order.
    private func shown(_ output: String) -> (steps: [String], counts: [String]) {
        let lines = output.split(separator: "\n").map(String.init)
        return (lines.filter { $0.hasPrefix("step ") }, lines.filter { $0.hasPrefix("count: ") })
    }

    @Test func recordThenReplayShowsTheSameCount() throws {
        try withTemporaryFile { file in
            let recorded = try CounterExecutable.run(["--record", file.path], input: "+\n+\n-\n+\n+\nundo\nquit\n")
            #expect(recorded.standardOutput.hasSuffix("count: 3\ncount: 2\n"))
            #expect(recorded.status == 0)

            let replayed = try CounterExecutable.run(["--replay", file.path])

            #expect(replayed.standardOutput == "count: 2\n")
            #expect(replayed.standardError.isEmpty)
            #expect(replayed.status == 0)
        }
    }

    @Test func theRecordingIsAnActionLogOfTheCounterActions() throws {
        try withTemporaryFile { file in
            try record("+\n-\nreset\nu\ny\nquit\n", to: file)

            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            #expect(lines.first == #"{"format":"prex-action-log","version":1}"#)
            #expect(
                lines.dropFirst() == [
                    #"{"increment":{}}"#, #"{"decrement":{}}"#, #"{"reset":{}}"#, #"{"undo":{}}"#, #"{"redo":{}}"#,
                ])
        }
    }

    @Test func stepOpensAtTheFirstStepWithItsActionWhatItChangedAndTheCount() throws {
        try withTemporaryFile { file in
            try recordUndoAndRedo(to: file)

            let outcome = try CounterExecutable.run(["--replay", file.path, "--step"], input: "quit\n")

            #expect(
                outcome.standardOutput == """
                    step 1 of 6
                    action CounterAction.increment
                      - count: 0
                      + count: 1
                      + history.undoValues[0]: 0
                    count: 1

                    """)
            #expect(outcome.standardError.isEmpty)
            #expect(outcome.status == 0)
        }
    }

    @Test func nextBackJumpAndFindUndoMoveThroughTheRecording() throws {
        try withTemporaryFile { file in
            try recordUndoAndRedo(to: file)

            let outcome = try CounterExecutable.run(
                ["--replay", file.path, "--step"], input: "next\nback\njump 5\nfind undo\n/undo\nlast\n3\nfirst\n")

            let (steps, counts) = shown(outcome.standardOutput)
            #expect(steps == [1, 2, 1, 5, 6, 4, 6, 3, 1].map { "step \($0) of 6" })
            #expect(counts == [1, 2, 1, 3, 2, 2, 2, 3, 1].map { "count: \($0)" })
            // The second find started again from the first step, and says so.
            #expect(
                outcome.standardOutput.contains("found from the first step (none after the last step)\nstep 4 of 6"))
            #expect(outcome.standardOutput.contains("step 6 of 6\naction CounterAction.undo\n"))
            #expect(outcome.standardError.isEmpty)
            // The end of the input ends the inspection, as it ends the counter.
            #expect(outcome.status == 0)
        }
    }

    @Test func findAChangedPathAndTheRefusalsKeepTheStep() throws {
        try withTemporaryFile { file in
            try recordUndoAndRedo(to: file)

            let outcome = try CounterExecutable.run(
                ["--replay", file.path, "--step"],
                input: "back\nfind .history.redoValues\njump 9\nfind reset\nnxt\nlast\nnext\nquit\nnext\n")

            let (steps, _) = shown(outcome.standardOutput)
            #expect(steps == [1, 4, 6].map { "step \($0) of 6" })
            let hints = outcome.standardOutput.split(separator: "\n").filter {
                $0.hasSuffix("(type help for the commands)")
            }
            #expect(
                hints == [
                    "at the first step (1) (type help for the commands)",
                    "jump 9 is too large (at most 6) (type help for the commands)",
                    "no action is named 'reset', and no step changes 'reset' (type help for the commands)",
                    "unknown command 'nxt' (type help for the commands)",
                    "at the last step (6) (type help for the commands)",
                ])
            #expect(outcome.standardError.isEmpty)
            #expect(outcome.status == 0)
        }
    }

    @Test func stepJSONPrintsEveryStepAsOneParsableLine() throws {
        try withTemporaryFile { file in
            try recordUndoAndRedo(to: file)

            let outcome = try CounterExecutable.run(["--replay", file.path, "--step", "--json"], input: "next\n")

            let decoder = JSONDecoder()
            let steps = try outcome.standardOutput.split(separator: "\n").map {
                try decoder.decode(JSONStep.self, from: Data($0.utf8))
            }
            #expect(steps.map(\.step) == Array(1...6))
            #expect(
                steps.map(\.action)
                    == ["increment", "increment", "increment", "undo", "redo", "undo"].map { "CounterAction." + $0 })
            #expect(steps.first?.changed == ["- count: 0", "+ count: 1", "+ history.undoValues[0]: 0"])
            #expect(steps.last?.changed.prefix(2) == ["- count: 3", "+ count: 2"])
            #expect(outcome.standardError.isEmpty)
            #expect(outcome.status == 0)
        }
    }

    @Test func aRecordingWithoutActionsHasNoStepToShow() throws {
        try withTemporaryFile { file in
            try record("quit\n", to: file)

            let stepped = try CounterExecutable.run(["--replay", file.path, "--step"], input: "next\n")
            let replayed = try CounterExecutable.run(["--replay", file.path])

            #expect(stepped.standardOutput == "The recording has no actions: there is no step to show.\n")
            #expect(stepped.status == 0)
            #expect(replayed.standardOutput == "count: 0\n")
            #expect(replayed.status == 0)
        }
    }

    @Test(arguments: [
        ("missing", "", Int32(66), "no such file"),
        ("header", "hello\n", 65, "not a recording (its first line is not the header --record writes)"),
        (
            "action", "{\"format\":\"prex-action-log\",\"version\":1}\n{\"add\":{}}\n", 65,
            ", line 2: not an action of the counter (edited or damaged)"
        ),
        ("version", "{\"format\":\"prex-action-log\",\"version\":9}\n", 65, "format version 9"),
    ])
    func aRecordingThatCannotBeReadIsOneLineAndAStatus(
        kind: String, contents: String, status: Int32, message: String
    ) throws {
        try withTemporaryFile { file in
            if kind != "missing" {
                try Data(contents.utf8).write(to: file)
            }
            for arguments in [
                ["--replay", file.path], ["--replay", file.path, "--step"],
                ["--replay", file.path, "--step", "--json"],
            ] {
                let outcome = try CounterExecutable.run(arguments, input: "next\n")

                let lines = outcome.standardError.split(separator: "\n")
                #expect(lines.count == 1)
                #expect(lines.first?.hasPrefix("counter: \(file.path)") == true)
                #expect(lines.first?.contains(message) == true)
                #expect(outcome.standardOutput.isEmpty)
                #expect(outcome.status == status)
            }
        }
    }

    @Test func aFolderIsNotAReadableRecording() throws {
        try withTemporaryFolder { folder in
            let outcome = try CounterExecutable.run(["--replay", folder.path, "--step"])

            #expect(outcome.standardError == "counter: \(folder.path): cannot be read: not a regular file\n")
            #expect(outcome.status == 66)
        }
    }

    @Test func recordRefusesAnExistingFileUnlessForced() throws {
        try withTemporaryFile { file in
            try Data("keep me\n".utf8).write(to: file)

            let refused = try CounterExecutable.run(["--record", file.path], input: "+\nquit\n")

            #expect(refused.standardError == "counter: \(file.path): already exists; add --force to record over it\n")
            #expect(refused.standardOutput.isEmpty)
            #expect(refused.status == 73)
            #expect(try String(contentsOf: file, encoding: .utf8) == "keep me\n")

            let forced = try CounterExecutable.run(["--record", file.path, "--force"], input: "+\n+\nquit\n")
            #expect(forced.status == 0)
            #expect(try CounterExecutable.run(["--replay", file.path]).standardOutput == "count: 2\n")
        }
    }

    @Test func recordRefusesWhatIsNotARegularFileEvenForced() throws {
        let outcome = try CounterExecutable.run(["--record", "/dev/null", "--force"], input: "+\nquit\n")

        #expect(outcome.standardError == "counter: /dev/null: cannot be recorded to: not a regular file\n")
        #expect(outcome.status == 73)
    }

    @Test(arguments: [
        (["--step"], "--step goes with --replay FILE"),
        (["--step", "--json"], "--step goes with --replay FILE"),
        (["--record", "x.jsonl", "--replay", "y.jsonl"], "--replay cannot be combined with --record"),
        (["--replay", "y.jsonl", "--json"], "--json goes with --replay FILE --step"),
        (["--force"], "--force goes with --record FILE"),
        (["--replay", "y.jsonl", "--verbose"], "--replay cannot be combined with --verbose"),
    ])
    func badUsageIsOneLineAndStatus64(arguments: [String], message: String) throws {
        let outcome = try CounterExecutable.run(arguments, input: "+\n")

        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("counter: \(message)") == true)
        #expect(lines.first?.hasSuffix(" (see 'counter --help')") == true)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.status == 64)
    }

    @Test func helpNamesTheRecordingOptionsAndTheirStatuses() throws {
        let outcome = try CounterExecutable.run(["--help"])

        #expect(outcome.standardOutput.contains("       counter --replay FILE [--step [--json]]\n"))
        #expect(outcome.standardOutput.contains("STEPPING THROUGH A RECORDING (--replay FILE --step):"))
        #expect(outcome.standardOutput.contains("64 for bad usage (--step without --replay, --record with --replay)"))
        #expect(outcome.standardOutput.contains("66 for a --replay file"))
        #expect(outcome.standardOutput.contains("73 for a --record file that exists"))
        #expect(outcome.status == 0)
    }
}
