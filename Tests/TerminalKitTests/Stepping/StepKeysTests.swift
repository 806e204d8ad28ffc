import TerminalKit
import Testing

struct StepKeysTests {
    private func events(_ keys: [Key]) -> [StepKeys.Event] {
        var reader = StepKeys()
        return keys.map { reader.handle($0) }
    }

    @Test func arrowsAndLettersRunTheirCommandsAtOnce() {
        #expect(events([.escape("[C"), .character("n"), .pageDown]) == Array(repeating: .command(.next), count: 3))
        #expect(events([.escape("[D"), .character("b"), .loneEscape]) == Array(repeating: .command(.back), count: 3))
        #expect(events([.escape("[H"), .character("f")]) == [.command(.first), .command(.first)])
        #expect(events([.escape("[F"), .character("l")]) == [.command(.last), .command(.last)])
        #expect(events([.character("q"), .controlC, .controlD]) == Array(repeating: .command(.quit), count: 3))
        #expect(events([.character("x"), .escape("[A")]) == [.ignored, .ignored])
    }

    @Test func gOrADigitAndSlashTypeALineThatEnterGivesAsAPipeWouldSendIt() {
        #expect(
            events([.character("g"), .character("1"), .character("2"), .enter])
                == [
                    .typing(prompt: "jump to step: ", text: ""), .typing(prompt: "jump to step: ", text: "1"),
                    .typing(prompt: "jump to step: ", text: "12"), .entered("jump 12"),
                ])
        #expect(
            events([.character("4"), .enter]) == [.typing(prompt: "jump to step: ", text: "4"), .entered("jump 4")])
        #expect(
            events([.character("/"), .character("n"), .backspace, .character("q"), .enter])
                == [
                    .typing(prompt: "find: ", text: ""), .typing(prompt: "find: ", text: "n"),
                    .typing(prompt: "find: ", text: ""), .typing(prompt: "find: ", text: "q"), .entered("find q"),
                ])
    }

    @Test func escapeOrBackspaceOnAnEmptyLineDropsItAndCtrlCStillQuits() {
        #expect(
            events([.character("/"), .character("a"), .loneEscape, .character("n")]).suffix(2) == [
                .cancelled, .command(.next),
            ])
        #expect(events([.character("g"), .backspace]).last == .cancelled)
        #expect(events([.character("/"), .controlC]).last == .command(.quit))
    }
}
