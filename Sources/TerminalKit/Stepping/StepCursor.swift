/// Where a step-by-step inspector of a recorded session stands, and what each ``StepCommand`` does to it: a pure
/// value, shared by the programs that inspect a Prex `Timeline` (``steps`` are its `actionSteps`).
///
/// It parses typed lines (``command(parsing:)``) and moves within ``steps``, never past them: at an end, or for a
/// step that does not exist, it stays and says why in one line. A search is the timeline's, given as two
/// functions (``Search``). Any thread; every command costs O(1) but `find`, which costs the searches'.
package struct StepCursor: Equatable, Sendable {
    /// The timeline's searches, from a step on: `Timeline.firstStep(named:from:)` and
    /// `Timeline.firstStep(changingPath:from:)`.
    package struct Search {
        /// The first step at or after a step whose action has a name, or `nil`.
        package let named: (String, Int) -> Int?
        /// The first step at or after a step that changed a path, or `nil`.
        package let changingPath: (String, Int) -> Int?

        /// Creates the searches.
        package init(named: @escaping (String, Int) -> Int?, changingPath: @escaping (String, Int) -> Int?) {
            self.named = named
            self.changingPath = changingPath
        }
    }

    /// What a command did.
    package enum Outcome: Equatable, Sendable {
        /// Show ``StepCursor/step`` (it may be the one shown already), with a note, such as a search that started
        /// again from the first step.
        case show(note: String?)
        /// The cursor did not move: why, in one line, such as "at the last step (12)".
        case refused(String)
        /// List the commands.
        case help
        /// Leave.
        case quit
    }

    /// The steps to move within, such as 1 to the timeline's count.
    package let steps: ClosedRange<Int>
    /// The step shown.
    package private(set) var step: Int

    /// A cursor on the first of `steps`.
    package init(steps: ClosedRange<Int>) {
        self.steps = steps
        step = steps.lowerBound
    }

    /// Reads a typed line: a command word of the ``StepCommand/vocabulary`` (any case), with its argument, or a
    /// step number alone; `/TEXT` finds TEXT. Returns `nil` for a blank line.
    ///
    /// - Throws: ``UsageError``, such as "unknown command 'nxt'", "jump needs a step number, as in: jump 12", or
    ///   a number's error as ``WholeNumber`` words it (a step number is from ``steps``).
    package func command(parsing line: String) throws(UsageError) -> StepCommand? {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        let text = line.drop(while: isBlank)
        let words = text.split(whereSeparator: isBlank).map(String.init)
        guard var first = words.first?.lowercased() else { return nil }
        var rest = text.dropFirst(words[0].count).drop(while: isBlank)
        if first.hasPrefix("/") && first != "/" {
            rest = text.dropFirst()
            first = "/"
        }
        let argument = String(rest.reversed().drop(while: isBlank).reversed())
        if first.first?.isASCIIDigit == true || first.hasPrefix("-") {
            guard words.count == 1 else { throw UsageError("a step number stands alone, as in: 12") }
            return .jump(try WholeNumber.parse(words[0], for: "a step", in: steps))
        }
        guard let word = StepCommand.vocabulary.first(where: { $0.words.contains(first) }) else {
            throw UsageError("unknown command \(words[0].echoed())")
        }
        if word.argument == nil, !argument.isEmpty {
            throw UsageError("\(word.words[0]) takes nothing after it")
        }
        switch word.words[0] {
        case "next": return .next
        case "back": return .back
        case "first": return .first
        case "last": return .last
        case "help": return .help
        case "quit": return .quit
        case "jump":
            guard words.count == 2 else {
                throw UsageError("jump needs one step number, as in: jump \(steps.upperBound)")
            }
            return .jump(try WholeNumber.parse(words[1], for: "jump", in: steps))
        default:
            guard !argument.isEmpty else {
                throw UsageError("find needs an action's name or a path, as in: find search")
            }
            return .find(argument)
        }
    }

    /// Runs `command`: moves, or says why it did not.
    ///
    /// `find` looks after the step shown, then from the first step up to it. TEXT is an action's name when a step
    /// has that name, else a path; one that starts with `.` or `\` is a path.
    package mutating func perform(_ command: StepCommand, search: Search) -> Outcome {
        switch command {
        case .next:
            guard step < steps.upperBound else { return .refused("at the last step (\(steps.upperBound))") }
            step += 1
        case .back:
            guard step > steps.lowerBound else { return .refused("at the first step (\(steps.lowerBound))") }
            step -= 1
        case .jump(let target):
            guard steps.contains(target) else {
                return .refused("there is no step \(target); the steps are \(steps.lowerBound)–\(steps.upperBound)")
            }
            step = target
        case .first:
            step = steps.lowerBound
        case .last:
            step = steps.upperBound
        case .find(let text):
            return find(text, search: search)
        case .help:
            return .help
        case .quit:
            return .quit
        }
        return .show(note: nil)
    }

    private mutating func find(_ text: String, search: Search) -> Outcome {
        let isNamed = !text.hasPrefix(".") && !text.hasPrefix("\\") && search.named(text, steps.lowerBound) != nil
        func first(from start: Int) -> Int? {
            (isNamed ? search.named(text, start) : search.changingPath(text, start)).filter(steps.contains)
        }
        if step < steps.upperBound, let found = first(from: step + 1) {
            step = found
            return .show(note: nil)
        }
        let what = isNamed ? "is named \(text.echoed())" : "changes \(text.echoed())"
        guard let found = first(from: steps.lowerBound), found <= step else {
            let noName = text.hasPrefix(".") || text.hasPrefix("\\") ? "" : "no action is named \(text.echoed()), and "
            return .refused(noName + "no step \(what)")
        }
        let shown = step
        step = found
        guard found < shown else { return .show(note: "this is the only step that \(what)") }
        let none = shown == steps.upperBound ? "none after the last step" : "none after step \(shown)"
        return .show(note: "found from the first step (\(none))")
    }
}

extension Optional where Wrapped == Int {
    /// The value when `isIncluded` holds of it, else `nil`.
    fileprivate func filter(_ isIncluded: (Int) -> Bool) -> Int? {
        flatMap { isIncluded($0) ? $0 : nil }
    }
}

extension Character {
    /// Whether this is one of `0` to `9`.
    fileprivate var isASCIIDigit: Bool {
        ("0"..."9").contains(self)
    }
}
