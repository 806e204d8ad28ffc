import TerminalKit
import Testing

/// A session over steps 1 to 6 of ``StepCursorTests``' made-up timeline: actions named `search` at 2 and 5, `open`
/// at 3; the path `detail` changed at 3 and 6.
@Suite struct StepSessionTests {
    private func reactions(_ inputs: [Input]) -> [StepSession.Reaction] {
        var session = StepSession(steps: 1...6, search: StepCursorTests.search)
        return inputs.map { session.react(to: $0) }
    }

    private func keys(_ keys: Key...) -> [Input] {
        keys.map(Input.key)
    }

    @Test func itOpensAtTheFirstStepAndLinesMoveIt() {
        var session = StepSession(steps: 1...6, search: StepCursorTests.search)
        #expect(session.step == 1)

        #expect(session.react(to: .line("next")) == .show(step: 2, note: nil))
        #expect(session.react(to: .line("  jump 5 ")) == .show(step: 5, note: nil))
        #expect(session.react(to: .line("4")) == .show(step: 4, note: nil))
        #expect(session.react(to: .line("find search")) == .show(step: 5, note: nil))
        #expect(session.step == 5)
    }

    @Test func aFindThatStartsAgainFromTheFirstStepShowsWithItsNote() {
        #expect(
            reactions([.line("last"), .line("/search")]) == [
                .show(step: 6, note: nil), .show(step: 2, note: "found from the first step (none after the last step)"),
            ])
    }

    @Test func keysRunTheirCommandsAtOnce() {
        #expect(
            reactions(keys(.escape("[C"), .character("l"), .escape("[D"), .character("f")))
                == [
                    .show(step: 2, note: nil), .show(step: 6, note: nil), .show(step: 5, note: nil),
                    .show(step: 1, note: nil),
                ])
    }

    @Test func aCommandThatCannotMoveIsRefusedAndTheStepStays() {
        var session = StepSession(steps: 1...6, search: StepCursorTests.search)
        #expect(session.react(to: .line("back")) == .refused("at the first step (1)"))
        #expect(session.react(to: .key(.character("l"))) == .show(step: 6, note: nil))
        #expect(session.react(to: .key(.character("n"))) == .refused("at the last step (6)"))
        #expect(session.react(to: .line("jump 6")) == .show(step: 6, note: nil))
        #expect(
            session.react(to: .line("find nothing"))
                == .refused("no action is named 'nothing', and no step changes 'nothing'"))
        #expect(session.step == 6)
    }

    @Test func aLineThatIsNotACommandIsRefusedWithTheParsersMessage() {
        var session = StepSession(steps: 1...6, search: StepCursorTests.search)
        #expect(session.react(to: .line("nxt")) == .refused("unknown command 'nxt'"))
        #expect(session.react(to: .line("next 2")) == .refused("next takes nothing after it"))
        #expect(session.react(to: .line("jump")) == .refused("jump needs one step number, as in: jump 6"))
        #expect(session.step == 1)
    }

    @Test func helpAndQuitAreTheProgramsToDo() {
        #expect(reactions([.line("help"), .key(.character("?"))]) == [.help, .help])
        #expect(reactions([.line("quit")]) == [.quit])
        #expect(reactions(keys(.character("q"))) == [.quit])
        #expect(reactions(keys(.character("/"), .character("a"), .controlC)).last == .quit)
    }

    @Test func enterAfterTypedTextRunsItAsALine() {
        #expect(
            reactions(keys(.character("g"), .character("4"), .enter)) == [
                .typing(prompt: "jump to step: ", text: ""), .typing(prompt: "jump to step: ", text: "4"),
                .show(step: 4, note: nil),
            ])
        #expect(
            reactions(keys(.character("/"), .character("o"), .character("p"), .character("e"), .character("n"), .enter))
                .last == .show(step: 3, note: nil))
        #expect(reactions(keys(.character("9"), .enter)).last == .refused("jump 9 is too large (at most 6)"))
        #expect(
            reactions(keys(.character("g"), .enter)).last == .refused("jump needs one step number, as in: jump 6"))
    }

    @Test func aBlankLineOrADroppedTypedLineIsBlankAndTheStepStays() {
        var session = StepSession(steps: 1...6, search: StepCursorTests.search)
        _ = session.react(to: .line("3"))
        #expect(session.react(to: .line("")) == .blank)
        #expect(session.react(to: .line(" \t")) == .blank)
        #expect(session.react(to: .key(.character("/"))) == .typing(prompt: "find: ", text: ""))
        #expect(session.react(to: .key(.character("x"))) == .typing(prompt: "find: ", text: "x"))
        #expect(session.react(to: .key(.loneEscape)) == .blank)
        #expect(session.react(to: .key(.character("g"))) == .typing(prompt: "jump to step: ", text: ""))
        #expect(session.react(to: .key(.backspace)) == .blank)
        #expect(session.step == 3)
        #expect(session.react(to: .key(.character("n"))) == .show(step: 4, note: nil))
    }

    @Test func anUnboundKeyIsIgnoredAndAResumeIsPassedOn() {
        #expect(reactions(keys(.character("x"), .escape("[A"))) == [.ignored, .ignored])
        #expect(reactions([.resumed]) == [.resumed])
        #expect(
            reactions([.key(.character("/")), .resumed, .key(.character("a"))]).last
                == .typing(prompt: "find: ", text: "a"))
    }
}
