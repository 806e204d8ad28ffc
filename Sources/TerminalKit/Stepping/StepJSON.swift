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

    /// Gives `write` the line of each of `steps` in order, as it is made: step N's action named by `action(N)`,
    /// what it changed by `changes(N - 1, N)` (from the step before to it), as a timeline's `actionSteps`,
    /// `actionName(at:)` and `difference(from:to:)` give them. Costs each step's `changes` and one encoding.
    package func write(
        steps: some Sequence<Int>, action: (Int) -> String, changes: (Int, Int) -> [String],
        to write: (String) -> Void
    ) {
        for step in steps {
            write(line(step: step, action: action(step), changed: changes(step - 1, step)))
        }
    }

    /// `value` as JSON text.
    private func json(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "null"
    }
}
