import TerminalKit
import Testing

/// The inspector's cursor over steps 1 to 6 of a made-up timeline: actions named `search` at 2 and 5, `open` at
/// 3; the path `detail` changed at 3 and 6.
struct StepCursorTests {
    static let names = [2: "search", 3: "open", 5: "search"]
    static var search: StepCursor.Search {
        StepCursor.Search(
            named: { name, start in names.keys.sorted().first { $0 >= start && names[$0] == name } },
            changingPath: { path, start in
                let wanted = path.hasPrefix(".") ? String(path.dropFirst()) : path
                return wanted == "detail" ? [3, 6].first { $0 >= start } : nil
            })
    }

    private func cursor(at step: Int) -> StepCursor {
        var cursor = StepCursor(steps: 1...6)
        _ = cursor.perform(.jump(step), search: Self.search)
        return cursor
    }

    @Test func itOpensAtTheFirstStepAndMovesOneStepAtATime() {
        var cursor = StepCursor(steps: 1...6)
        #expect(cursor.step == 1)

        #expect(cursor.perform(.next, search: Self.search) == .show(note: nil))
        #expect(cursor.step == 2)
        #expect(cursor.perform(.back, search: Self.search) == .show(note: nil))
        #expect(cursor.step == 1)
        #expect(cursor.perform(.last, search: Self.search) == .show(note: nil))
        #expect(cursor.step == 6)
        #expect(cursor.perform(.first, search: Self.search) == .show(note: nil))
        #expect(cursor.step == 1)
        #expect(cursor.perform(.jump(4), search: Self.search) == .show(note: nil))
        #expect(cursor.step == 4)
    }

    @Test func atAnEndOrForAStepThatIsNotThereItStaysAndSaysWhy() {
        var first = cursor(at: 1)
        var last = cursor(at: 6)

        #expect(first.perform(.back, search: Self.search) == .refused("at the first step (1)"))
        #expect(last.perform(.next, search: Self.search) == .refused("at the last step (6)"))
        #expect(last.perform(.jump(40), search: Self.search) == .refused("there is no step 40; the steps are 1–6"))
        #expect(first.step == 1)
        #expect(last.step == 6)
    }

    @Test func findGoesToTheNextStepWithTheNameOrElseThatChangedThePath() {
        var cursor = cursor(at: 1)

        #expect(cursor.perform(.find("search"), search: Self.search) == .show(note: nil))
        #expect(cursor.step == 2)
        #expect(cursor.perform(.find("search"), search: Self.search) == .show(note: nil))
        #expect(cursor.step == 5)
        #expect(cursor.perform(.find("detail"), search: Self.search) == .show(note: nil))
        #expect(cursor.step == 6)
        // Past the last match: from the first step again, and said so.
        #expect(
            cursor.perform(.find("search"), search: Self.search)
                == .show(note: "found from the first step (none after the last step)"))
        #expect(cursor.step == 2)
        #expect(cursor.perform(.find(".detail"), search: Self.search) == .show(note: nil))
        #expect(cursor.step == 3)
    }

    @Test func aFindThatMatchesNothingStays() {
        var cursor = cursor(at: 4)

        #expect(
            cursor.perform(.find("nothing"), search: Self.search)
                == .refused("no action is named 'nothing', and no step changes 'nothing'"))
        #expect(cursor.perform(.find(".search"), search: Self.search) == .refused("no step changes '.search'"))
        #expect(cursor.step == 4)
    }

    @Test func linesAreReadWithTheVocabularysWords() throws {
        let cursor = StepCursor(steps: 1...12)

        #expect(try cursor.command(parsing: "next") == .next)
        #expect(try cursor.command(parsing: " N ") == .next)
        #expect(try cursor.command(parsing: "next\r") == .next, "a line ended as on Windows")
        #expect(try cursor.command(parsing: "back") == .back)
        #expect(try cursor.command(parsing: "jump 12") == .jump(12))
        #expect(try cursor.command(parsing: "7") == .jump(7))
        #expect(try cursor.command(parsing: "first") == .first)
        #expect(try cursor.command(parsing: "last") == .last)
        #expect(try cursor.command(parsing: "find search.queryChanged") == .find("search.queryChanged"))
        #expect(try cursor.command(parsing: "/detail.name") == .find("detail.name"))
        #expect(try cursor.command(parsing: "find  a b ") == .find("a b"))
        #expect(try cursor.command(parsing: "quit") == .quit)
        #expect(try cursor.command(parsing: "?") == .help)
        #expect(try cursor.command(parsing: "  ") == nil)
    }

    @Test(arguments: [
        ("nxt", "unknown command 'nxt'"),
        ("next 3", "next takes nothing after it"),
        ("jump", "jump needs one step number, as in: jump 12"),
        ("jump 13", "jump 13 is too large (at most 12)"),
        ("jump ten", "jump takes a whole number from 1 to 12, not 'ten'"),
        ("0", "a step 0 is too small (at least 1)"),
        ("find", "find needs an action's name or a path, as in: find search"),
    ])
    func aLineThatIsNotACommandIsOneLineSayingWhy(line: String, message: String) {
        #expect(throws: UsageError(message)) { try StepCursor(steps: 1...12).command(parsing: line) }
    }
}
