import PrexDump

extension Timeline {
    /// The name of the action that made `step`, as the ``DebugLog`` names it: `CounterAction.increment`,
    /// `AppAction.search.queryChanged("swift")`, `AppAction.note[2].rename("late")`.
    ///
    /// A binding is named without the value it replaced (`AppAction.signUp.binding \.name → "ab"`): that value is
    /// in the step's ``difference(from:to:)``. Runs on the calling thread; costs a rendering of the action.
    ///
    /// - Precondition: `actionSteps.contains(step)`.
    public func actionName(at step: Int) -> String {
        DebugLog.name(of: action(at: step))
    }

    /// How the state at `new` differs from the state at `old`, one line per difference, as a ``DebugLog`` entry
    /// writes them (without their indentation): `- detail.name: "a"`, then `+ detail.name: "b"`.
    ///
    /// Empty when the two states render the same. `old` may come after `new` (the lines then undo the steps
    /// between). Runs on the calling thread; costs what differs between the two states, not their size (storage
    /// the steps between share is not read).
    ///
    /// - Precondition: `steps.contains(old)` and `steps.contains(new)`.
    public func difference(from old: Int, to new: Int) -> [String] {
        let (first, second) = states(Swift.min(old, new), Swift.max(old, new))
        return old <= new ? ValueDiff.lines(from: first, to: second) : ValueDiff.lines(from: second, to: first)
    }

    /// The ``DebugLog`` entry of `step`: `action NAME`, then the lines of ``difference(from:to:)`` from the step
    /// before, indented, or `(no change)`; each line ends with a newline.
    ///
    /// A binding is named as ``actionName(at:)`` says; a child action that the mutation ignored shows as
    /// `(no change)`, without the log's reason. Runs on the calling thread; costs what the step changed.
    ///
    /// - Precondition: `actionSteps.contains(step)`.
    public func entry(at step: Int) -> String {
        let name = actionName(at: step)
        let (before, after) = states(step - 1, step)
        return DebugLogEntry.make(named: name, from: before, to: after)
    }
}
