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

    @Test func aStepThatChangedNothingHasAnEmptyList() {
        #expect(StepJSON().line(step: 1, action: "A.b", changed: []) == #"{"step":1,"action":"A.b","changed":[]}"#)
    }
}
