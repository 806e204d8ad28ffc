import Foundation
import TerminalKit
import TestSupport
import Testing

struct InputReaderTests {
    /// Reads everything `bytes` yields in `mode`, from a file (a pipe would hold at most 64 KiB of them before
    /// anything reads it).
    private static func read(_ bytes: String, mode: InputReader.Mode) throws -> (
        inputs: [Input], failure: InputFailure?
    ) {
        try withTemporaryFile(named: "input") { file in
            try Data(bytes.utf8).write(to: file)
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            let reader = InputReader(descriptor: handle.fileDescriptor, mode: mode)
            var inputs: [Input] = []
            while let input = reader.next() {
                inputs.append(input)
            }
            return (inputs, reader.failure)
        }
    }

    @Test func linesLoseTheirLineEndings() throws {
        let result = try Self.read("+\r\n-\n\nreset\n", mode: .lines)

        #expect(result.inputs == [.line("+"), .line("-"), .line(""), .line("reset")])
        #expect(result.failure == nil)
    }

    @Test func lastLineWithoutANewlineCounts() throws {
        #expect(try Self.read("+\nquit", mode: .lines).inputs == [.line("+"), .line("quit")])
    }

    @Test func aLineLongerThanTheLimitEndsTheInputThere() throws {
        let long = String(repeating: "a", count: InputReader.maximumLineLength + 1)

        let result = try Self.read("+\n" + long + "\nb\n", mode: .lines)

        #expect(result.inputs == [.line("+")])
        #expect(result.failure == .lineTooLong(line: 2))
        #expect(result.failure?.status == .dataError)
        #expect(result.failure?.message == "input line 2 is longer than 65536 bytes")
    }

    @Test func aLineAtTheLimitIsReadWholeWithItsLineEnding() throws {
        let longest = String(repeating: "a", count: InputReader.maximumLineLength)

        let result = try Self.read(longest + "\r\n" + longest, mode: .lines)

        #expect(result.inputs == [.line(longest), .line(longest)])
        #expect(result.failure == nil)
    }

    @Test(.timeLimit(.minutes(5)))
    func inputWithoutLineEndingsEndsOnceTheBoundIsPassed() throws {
        // Given a pipe that is never closed, and more than the bound of bytes without a line ending in it
        // (written on a thread of its own: more than a pipe holds)
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.fileHandleForReading.fileDescriptor, mode: .lines)
        let written = DispatchSemaphore(value: 0)
        let writing = pipe.fileHandleForWriting
        Thread {
            try? writing.write(contentsOf: Data(repeating: 0, count: InputReader.maximumLineLength + 1))
            written.signal()
        }.start()

        // When the reader reads, then the bound passed ends the input at once: no end of input is waited for
        #expect(reader.next() == nil)
        #expect(reader.failure == .lineTooLong(line: 1))
        written.wait()
        try pipe.fileHandleForWriting.close()
    }

    @Test func keysAreDecodedWhole() throws {
        let inputs = try Self.read("+\u{1B}[A-\u{1B}OPq", mode: .keys).inputs

        #expect(
            inputs == [
                .key(.character("+")), .key(.escape("[A")), .key(.character("-")), .key(.escape("OP")),
                .key(.character("q")),
            ])
    }

    @Test func emptyInputEndsAtOnce() throws {
        let result = try Self.read("", mode: .lines)

        #expect(result.inputs.isEmpty)
        #expect(result.failure == nil)
    }

    @Test func readErrorEndsInputAndIsReported() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        let reader = InputReader(descriptor: directory, mode: .lines)

        #expect(reader.next() == nil)
        #expect(reader.failure == .unreadable(errno: EISDIR))
        #expect(reader.failure?.status == .ioError)
    }
}

extension InputReaderTests {
    @Test(
        .timeLimit(.minutes(5)),
        arguments: [
            ("\u{1B}", Key.loneEscape), ("\u{1B}\u{1B}", .loneEscape), ("\u{1B}[", .escape("[")),
            ("\u{1B}O", .escape("O")), ("\u{1B}[1;", .escape("[1;")),
        ])
    func anEscapeThatNothingFollowsEndsAndTheNextKeyIsItself(escape: String, key: Key) throws {
        // Given a reader of keys on a pipe that stays open
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.fileHandleForReading.fileDescriptor, mode: .keys)

        // When Escape, or the start of a sequence, comes alone, and "swift" only after the reader has returned
        // it: the reader waits for the rest (its timeout, which nothing can beat: nothing else is written), so
        // the order does not depend on time
        try pipe.fileHandleForWriting.write(contentsOf: Data(escape.utf8))
        let first = reader.nextBatch()
        try pipe.fileHandleForWriting.write(contentsOf: Data("swift".utf8))
        try pipe.fileHandleForWriting.close()

        // Then what came is a key of its own, and "swift" whole
        #expect(first == [.key(key)])
        #expect(reader.nextBatch() == "swift".map { .key(.character($0)) })
        #expect(reader.next() == nil)
    }

    @Test func bytesThatArriveTogetherAreOneBatch() throws {
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.fileHandleForReading.fileDescriptor, mode: .keys)
        let pasted = String(repeating: "ab", count: 5_000) + "\u{1B}[A\u{15}"

        try pipe.fileHandleForWriting.write(contentsOf: Data(pasted.utf8))
        try pipe.fileHandleForWriting.close()
        let batch = try #require(reader.nextBatch())

        #expect(batch.count == 10_002)
        #expect(batch.suffix(2) == [.key(.escape("[A")), .key(.controlU)])
        #expect(reader.nextBatch() == nil)
    }
}
