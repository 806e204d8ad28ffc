import Foundation
import TerminalKit
import TestSupport
import Testing

struct InputReaderTests {
    /// Reads everything `bytes` yields in `mode`, from a file (a pipe would hold at most 64 KiB of them before
    /// anything reads it).
    private static func read(_ bytes: String, mode: InputReader.Mode) throws -> (inputs: [Input], failure: Int32?) {
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

    @Test func aLineLongerThanTheLimitIsCutThere() throws {
        let long = String(repeating: "a", count: InputReader.maximumLineLength + 10)

        let inputs = try Self.read(long + "\nb\n", mode: .lines).inputs

        #expect(inputs == [.line(String(long.prefix(InputReader.maximumLineLength))), .line("b")])
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
        #expect(reader.failure == EISDIR)
    }
}

extension InputReaderTests {
    @Test(.timeLimit(.minutes(1)))
    func anEscapeThatNothingFollowsIsALoneEscapeAndTheNextKeyIsItself() throws {
        // Given a reader of keys on a pipe that stays open
        let pipe = Pipe()
        let reader = InputReader(descriptor: pipe.fileHandleForReading.fileDescriptor, mode: .keys)

        // When Escape comes alone, and "swift" only after the reader has returned it
        try pipe.fileHandleForWriting.write(contentsOf: Data("\u{1B}".utf8))
        let first = reader.next()
        try pipe.fileHandleForWriting.write(contentsOf: Data("swift".utf8))
        try pipe.fileHandleForWriting.close()

        // Then the Escape is a key of its own, and "swift" whole
        #expect(first == .key(.loneEscape))
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
