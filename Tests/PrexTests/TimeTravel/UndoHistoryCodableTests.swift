import Foundation
import Prex
import Testing

/// A persisted feature keeps its undo: the history encodes its depth and steps.
struct UndoHistoryCodableTests {
    @Test func aHistoryRoundTripsWithItsStepsAndDepth() throws {
        var history = UndoHistory<String>(depth: 3)
        var value = "abc"
        history.record("a")
        history.record("ab")
        history.undo(&value)

        let data = try JSONEncoder().encode(history)
        let decoded = try JSONDecoder().decode(UndoHistory<String>.self, from: data)

        #expect(decoded == history)
        #expect(decoded.depth == 3 && decoded.undoValues == ["a"] && decoded.redoValues == ["abc"])
    }

    @Test(arguments: [
        #"{"depth":-1,"undoValues":[],"redoValues":[]}"#,
        #"{"depth":1,"undoValues":[1,2],"redoValues":[]}"#,
        #"{"depth":1,"undoValues":[],"redoValues":[1,2]}"#,
    ])
    func moreStepsThanTheDepthAllowsIsCorrupt(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UndoHistory<Int>.self, from: Data(json.utf8))
        }
    }
}
