import Foundation
import TerminalKit
import Testing

struct StepJSONTests {
    @Test func aStepIsOneLineOfItsNumberActionAndChangesWithSlashesKeptAndQuotesEscaped() throws {
        let line = StepJSON().line(
            step: 3, action: #"Action.open("a/b")"#, changed: [#"- path: "a/b""#, "+ path: nil"])

        #expect(line == #"{"step":3,"action":"Action.open(\"a/b\")","changed":["- path: \"a/b\"","+ path: nil"]}"#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["step"] as? Int == 3)
        #expect(object["action"] as? String == #"Action.open("a/b")"#)
        #expect(object["changed"] as? [String] == [#"- path: "a/b""#, "+ path: nil"])
    }

    @Test func aListingIsEachStepsLineInOrderWithWhatChangedFromTheStepBefore() {
        var lines: [String] = []
        var asked: [[Int]] = []
        StepJSON().write(
            steps: 2..<4, action: { "A.step\($0)" },
            changes: { old, new in
                asked.append([old, new])
                return ["+ n: \(new)"]
            },
            to: { lines.append($0) })

        #expect(
            lines == [
                #"{"step":2,"action":"A.step2","changed":["+ n: 2"]}"#,
                #"{"step":3,"action":"A.step3","changed":["+ n: 3"]}"#,
            ])
        #expect(asked == [[1, 2], [2, 3]])
    }

    @Test func aStepThatChangedNothingHasAnEmptyList() {
        #expect(StepJSON().line(step: 1, action: "A.b", changed: []) == #"{"step":1,"action":"A.b","changed":[]}"#)
    }
}
