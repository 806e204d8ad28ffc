import Foundation
import Prex
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
struct ActionLogReaderTests {
    @Test func readsTheActionsOneAtATimeSkippingEmptyLines() throws {
        try withTemporaryFile { url in
            let add = #"{"add":{"_0":1}}"#
            try write(ActionLog.header + "\r\n\n" + add + "\r\n\n\n" + #"{"rename":{"_0":"a"}}"# + "\n", to: url)
            let reader = try ActionLogReader<TallyAction>(contentsOf: url)

            #expect(try reader.next() == .add(1))
            #expect(reader.lineNumber == 3)
            #expect(try reader.next() == .rename("a"))
            #expect(reader.lineNumber == 6)
            #expect(try reader.next() == nil)
            #expect(try reader.next() == nil)
        }
    }

    @Test func aLineLongerThanItsBufferIsReadWhole() throws {
        try withTemporaryFile { url in
            let name = String(repeating: "x", count: 200_000)
            try write(ActionLog.header + "\n" + #"{"rename":{"_0":"\#(name)"}}"# + "\n", to: url)

            #expect(try ActionLog.actions(TallyAction.self, from: url) == [.rename(name)])
        }
    }

    @Test func millionsOfEmptyLinesAreReadThroughWithoutKeepingThem() throws {
        try withTemporaryFile { url in
            let blank = Data(repeating: UInt8(ascii: "\n"), count: 4 << 20)
            try (Data((ActionLog.header + "\n").utf8) + blank + Data(#"{"add":{"_0":3}}"#.utf8)).write(to: url)
            let reader = try ActionLogReader<TallyAction>(contentsOf: url)

            #expect(try reader.next() == .add(3))
            #expect(reader.lineNumber == 2 + (4 << 20))
            #expect(reader.isLastLineCut)
        }
    }

    @Test func aLastLineWithoutItsLineEndingThatDoesNotDecodeIsSaidToBeCut() throws {
        try withTemporaryFile { url in
            try write(ActionLog.header + "\n" + #"{"add":{"_0":1}}"# + "\n" + #"{"add":{"_"#, to: url)
            let reader = try ActionLogReader<TallyAction>(contentsOf: url)

            #expect(try reader.next() == .add(1))
            #expect(!reader.isLastLineCut)
            #expect(throws: ActionLogError.self) { try reader.next() }
            #expect(reader.lineNumber == 3)
            #expect(reader.isLastLineCut)
        }
    }

    @Test func theHeaderIsCheckedWhenTheReaderIsMade() throws {
        try withTemporaryFile { url in
            try write("\n" + ActionLog.header + "\n", to: url)

            #expect(throws: ActionLogError.notAnActionLog(path: url.path)) {
                try ActionLogReader<TallyAction>(contentsOf: url)
            }
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }
}
