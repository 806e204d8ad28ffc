import Foundation
import Prex
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
struct ActionLogTests {
    @Test func replayingARecordingReproducesTheRecordedFinalState() throws {
        try withTemporaryFile { url in
            // Given a session recorded after a middleware that drops some actions and replaces others
            let writer = try ActionLogWriter<TallyAction>(creatingFileAt: url)
            let original = Flux(
                state: TallyState(), mutation: TallyMutation(),
                middleware: [
                    .filtering { $0 != .add(13) },
                    Middleware { $0 == .rename("draft") ? .rename("final") : $0 },
                    writer.middleware,
                ]
            )
            let actions: [TallyAction] = [
                .add(2), .add(13), .rename("draft"), .record(4), .add(13), .record(-1), .add(5),
            ]
            for action in actions {
                original.dispatcher.dispatch(action)
            }
            writer.close()

            // When it is replayed onto the initial state by a Flux without that middleware
            let replayed = Flux(state: TallyState(), mutation: TallyMutation())
            let count = try replayed.replay(from: url)

            // Then the state is the recorded one, and the log holds what the store applied
            #expect(count == 5)
            #expect(replayed.store.state == original.store.state)
            #expect(replayed.store.state == TallyState(count: 7, label: "final", log: [4, -1]))
            #expect(writer.failure == nil)
        }
    }

    @Test func theFileIsAHeaderThenOneJSONLinePerAction() throws {
        try withTemporaryFile { url in
            let writer = try ActionLogWriter<TallyAction>(creatingFileAt: url)

            writer.append(.add(1))
            writer.append(.rename("a"))

            // Written as it goes: readable before the writer is closed.
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text == ActionLog.header + "\n" + #"{"add":{"_0":1}}"# + "\n" + #"{"rename":{"_0":"a"}}"# + "\n")
            #expect(try ActionLog.actions(TallyAction.self, from: url) == [.add(1), .rename("a")])
        }
    }

    @Test func aMissingFileIsReportedAsAValue() throws {
        try withTemporaryFile { url -> Void in
            #expect(throws: ActionLogError.fileNotFound(path: url.path)) {
                try Flux.make().replay(from: url)
            }
        }
    }

    @Test func aMalformedLineIsReportedWithItsNumberAndNothingIsDispatched() throws {
        try withTemporaryFile { url in
            try write(ActionLog.header, #"{"add":{"_0":1}}"#, #"{"subtract":{"_0":1}}"#, to: url)
            let flux = Flux.make()

            let error = try #require(throws: ActionLogError.self) { try flux.replay(from: url) }

            guard case .malformedLine(let path, let line, let reason) = error else {
                Issue.record("expected a malformed line, got \(error)")
                return
            }
            #expect(path == url.path)
            #expect(line == 3)
            #expect(reason.hasPrefix("not a TallyAction"))
            #expect(!error.description.contains("\n"))
            #expect(flux.store.state == TallyState())
        }
    }

    @Test func aLineThatIsNotJSONIsMalformed() throws {
        try withTemporaryFile { url in
            try write(ActionLog.header, #"{"add":{"_0":1}"#, to: url)

            let error = try #require(throws: ActionLogError.self) { try ActionLog.actions(TallyAction.self, from: url) }

            guard case .malformedLine(_, 2, _) = error else {
                Issue.record("expected line 2 to be malformed, got \(error)")
                return
            }
        }
    }

    @Test(arguments: ["", "{\"add\":{\"_0\":1}}", "{\"format\":\"other\",\"version\":1}", "not json"])
    func aFileWithoutTheHeaderIsNotAnActionLog(firstLine: String) throws {
        try withTemporaryFile { url in
            try write(firstLine, #"{"add":{"_0":1}}"#, to: url)

            #expect(throws: ActionLogError.notAnActionLog(path: url.path)) {
                try ActionLog.actions(TallyAction.self, from: url)
            }
        }
    }

    @Test func anEmptyFileIsNotAnActionLog() throws {
        try withTemporaryFile { url in
            try Data().write(to: url)

            #expect(throws: ActionLogError.notAnActionLog(path: url.path)) {
                try ActionLog.actions(TallyAction.self, from: url)
            }
        }
    }

    @Test func anotherFormatVersionIsRefused() throws {
        try withTemporaryFile { url in
            try write(#"{"format":"prex-action-log","version":2}"#, #"{"add":{"_0":1}}"#, to: url)

            #expect(throws: ActionLogError.unsupportedVersion(path: url.path, version: 2)) {
                try ActionLog.actions(TallyAction.self, from: url)
            }
        }
    }

    @Test func aHeaderAloneHoldsNoActions() throws {
        try withTemporaryFile { url in
            _ = try ActionLogWriter<TallyAction>(creatingFileAt: url)

            #expect(try ActionLog.actions(TallyAction.self, from: url).isEmpty)
        }
    }

    @Test func aFileThatCannotBeCreatedIsReportedAsAValue() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("no-such-folder/session.jsonl")

            let error = try #require(throws: ActionLogError.self) {
                try ActionLogWriter<TallyAction>(creatingFileAt: url)
            }

            guard case .cannotCreate(let path, _) = error else {
                Issue.record("expected cannotCreate, got \(error)")
                return
            }
            #expect(path == url.path)
        }
    }

    @Test func aClosedWriterRecordsNothingMore() throws {
        try withTemporaryFile { url in
            let writer = try ActionLogWriter<TallyAction>(creatingFileAt: url)

            writer.append(.add(1))
            writer.close()
            writer.append(.add(2))
            writer.close()

            #expect(try ActionLog.actions(TallyAction.self, from: url) == [.add(1)])
            #expect(writer.failure == nil)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
    func aHeaderThatCannotBeWrittenThrowsWriteFailed() throws {
        // /dev/full accepts the open and fails every write with ENOSPC.
        let url = URL(fileURLWithPath: "/dev/full")

        let error = try #require(throws: ActionLogError.self) {
            try ActionLogWriter<TallyAction>(creatingFileAt: url)
        }

        guard case .writeFailed(let path, _) = error else {
            Issue.record("expected writeFailed, got \(error)")
            return
        }
        #expect(path == "/dev/full")
    }

    /// A write that fails in the middle of a session becomes ``ActionLogWriter/failure``; later actions are not
    /// written, and the lines before stay intact. Runs in a child process (an exit test), which limits how
    /// large it may let files grow (`RLIMIT_FSIZE`, with `SIGXFSZ` ignored, so a write past the limit fails
    /// with `EFBIG`); each failed check exits with its own status (10 to 13).
    @Test func aWriteThatFailsMidSessionIsKeptAsTheFailureAndStopsWriting() async {
        await #expect(processExitsWith: .success) {
            let status = try withTemporaryFile { url -> Int32 in
                // Given a writer that wrote its header and one action, in a process whose files may not grow
                let writer = try ActionLogWriter<TallyAction>(creatingFileAt: url)
                writer.append(.add(1))
                let before = try Data(contentsOf: url)
                signal(SIGXFSZ, SIG_IGN)
                var limit = rlimit()
                guard getrlimit(fileSizeLimit, &limit) == 0 else { return 10 }
                var unlimited = limit
                limit.rlim_cur = rlim_t(before.count)
                guard setrlimit(fileSizeLimit, &limit) == 0, writer.failure == nil else { return 10 }

                // When the next write fails, and one more action comes
                writer.append(.add(2))
                writer.append(.add(3))
                // (Files may grow again: a sanitizer's checks at exit write some, and the folder is removed.)
                guard setrlimit(fileSizeLimit, &unlimited) == 0 else { return 10 }

                // Then the failure is kept, and the file is what it was before the failure
                guard case .writeFailed(let path, _)? = writer.failure else { return 11 }
                guard path == url.relativePath else { return 12 }
                guard try Data(contentsOf: url) == before else { return 13 }
                return 0
            }
            // A failed check exits only once the folder is removed. Returning (rather than calling `exit(0)`)
            // ends the child with success once this body's values are released, which LeakSanitizer runs check.
            if status != 0 {
                exit(status)
            }
        }
    }

    private func write(_ lines: String..., to url: URL) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
    }
}

/// `RLIMIT_FSIZE` as `setrlimit` takes it on this platform.
#if canImport(Glibc)
private let fileSizeLimit = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
#else
private let fileSizeLimit = RLIMIT_FSIZE
#endif
