import Foundation

/// `--step --json`'s line for one step of a recorded session, the same in every program that inspects a Prex
/// `Timeline`: `{"step":2,"action":"CounterAction.undo","changed":["- count: 2","+ count: 1"]}`, its number, its
/// action's name and the lines of what it changed, as the debug log writes them. Make one per listing; any thread;
/// each line costs one encoding of its strings.
package struct StepJSON {
    private let encoder: JSONEncoder

    /// Creates the writer of the lines.
    package init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
    }

    /// The line of step `step`, whose action the debug log names `action` and whose changes are `changed`.
    package func line(step: Int, action: String, changed: [String]) -> String {
        #"{"step":\#(step),"action":\#(json(action)),"changed":\#(json(changed))}"#
    }

    /// `value` as JSON text.
    private func json(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "null"
    }
}
