/// The undo and redo steps of one value of a feature's state, kept in that state beside the value: filled by
/// ``Mutation/undoable(_:history:undo:redo:coalescing:)``, it leaves with its feature.
///
/// A value type; any thread. Each step keeps one value, which shares its copy-on-write storage with the version it
/// came from; the steps are linked nodes that the history's versions share, so a step costs what it changed. Equal
/// histories have the same depth and steps.
public struct UndoHistory<Value: Equatable & Sendable>: Sendable {
    /// The most steps kept for undo (and so for redo).
    public let depth: Int
    /// The values undo restores, oldest first: undo restores the last. Made on each read, O(steps).
    public var undoValues: [Value] { undoSteps.values }
    /// The values redo restores, most recently undone last: redo restores the last. Made on each read, O(steps).
    public var redoValues: [Value] { redoSteps.values }
    /// The steps to undo, newest first, shared with the history's other versions.
    private(set) var undoSteps = UndoStack<Value>()
    /// The steps to redo, newest first, shared with the history's other versions.
    private(set) var redoSteps = UndoStack<Value>()
    /// The key of the last step while the next change may join it (``UndoCoalescing``).
    var openStep: (any Hashable & Sendable)?

    /// An empty history that keeps at most `depth` steps.
    ///
    /// - Parameter depth: The most steps undo can go back, 0 or more (0 keeps none).
    public init(depth: Int) {
        precondition(depth >= 0, "an undo history's depth is 0 or more, not \(depth)")
        self.depth = depth
    }

    /// A history with these steps, oldest first. O(steps).
    init(depth: Int, undoValues: [Value], redoValues: [Value]) {
        self.init(depth: depth)
        undoSteps = UndoStack(undoValues)
        redoSteps = UndoStack(redoValues)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { undoSteps.count > 0 }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { redoSteps.count > 0 }
    /// The number of steps undo can go back.
    public var undoCount: Int { undoSteps.count }
    /// The number of undone steps redo can go forward.
    public var redoCount: Int { redoSteps.count }

    /// Keeps `old`, the value a change replaced, as a new step to undo, and forgets the steps to redo: what
    /// ``UndoableMutation`` does for a change. Amortized O(1) and one allocation, whoever shares the history (the
    /// store's previous state does): the steps are linked nodes that its versions share.
    ///
    /// - Parameter old: The value before the change.
    public mutating func record(_ old: Value) {
        openStep = nil
        guard depth > 0 else { return }
        if undoSteps.count == depth {
            undoSteps.pushDroppingOldest(old, limit: depth)
        } else {
            undoSteps.push(old)
        }
        redoSteps = UndoStack()
    }

    /// Puts back the value of the last step in `value`, keeping the current one for redo; with nothing to undo, does
    /// nothing and returns `false`. O(1) and one allocation.
    @discardableResult
    public mutating func undo(_ value: inout Value) -> Bool {
        guard let restored = undoSteps.pop() else { return false }
        redoSteps.push(value)
        value = restored
        openStep = nil
        return true
    }

    /// Puts back the value of the last undone step in `value`, keeping the current one for undo; with nothing to
    /// redo, does nothing and returns `false`. O(1) and one allocation.
    @discardableResult
    public mutating func redo(_ value: inout Value) -> Bool {
        guard let restored = redoSteps.pop() else { return false }
        undoSteps.push(value)
        value = restored
        openStep = nil
        return true
    }

    /// Forgets every step, as after saving a document. O(1); the steps no other version holds are released.
    public mutating func removeAll() {
        undoSteps = UndoStack()
        redoSteps = UndoStack()
        openStep = nil
    }

    /// Records a change from `old` to `new`: a new step, or part of the open one when `step` is its key (dropped
    /// when `new` is back where it began).
    mutating func change(from old: Value, to new: Value, step: (any Hashable & Sendable)?) {
        guard let step, let open = openStep, step.isEqual(to: open), let start = undoSteps.last
        else {
            record(old)
            openStep = depth > 0 ? step : nil
            return
        }
        if start == new {
            _ = undoSteps.pop()
            openStep = nil
        }
    }
}

extension UndoHistory: Equatable {
    /// Whether both have the same depth and the same steps to undo and to redo: O(1) for versions of one history that
    /// share their steps, O(steps) at most.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.depth == rhs.depth && lhs.undoSteps == rhs.undoSteps && lhs.redoSteps == rhs.redoSteps
    }
}

extension Hashable {
    /// Whether `other` is a value of this type equal to this one: keys compared without boxing either.
    fileprivate func isEqual(to other: any Hashable & Sendable) -> Bool {
        (other as? Self) == self
    }
}
