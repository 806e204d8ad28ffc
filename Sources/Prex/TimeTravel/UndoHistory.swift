/// The undo and redo steps of one value of a feature's state, kept in that state beside the value: filled by
/// ``Mutation/undoable(_:history:undo:redo:coalescing:)``, it leaves with its feature.
///
/// A value type; any thread. Each step keeps one value, which shares its copy-on-write storage with the version it
/// came from. Equal histories have the same depth and steps.
public struct UndoHistory<Value: Equatable & Sendable>: Sendable {
    /// The most steps kept for undo (and so for redo).
    public let depth: Int
    /// The values undo restores, oldest first: undo restores the last.
    public internal(set) var undoValues: [Value] = []
    /// The values redo restores, most recently undone last: redo restores the last.
    public internal(set) var redoValues: [Value] = []
    /// The key of the last step while the next change may join it (``UndoCoalescing``).
    var openStep: (any Hashable & Sendable)?

    /// An empty history that keeps at most `depth` steps.
    ///
    /// - Parameter depth: The most steps undo can go back, 0 or more (0 keeps none).
    public init(depth: Int) {
        precondition(depth >= 0, "an undo history's depth is 0 or more, not \(depth)")
        self.depth = depth
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoValues.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoValues.isEmpty }
    /// The number of steps undo can go back.
    public var undoCount: Int { undoValues.count }
    /// The number of undone steps redo can go forward.
    public var redoCount: Int { redoValues.count }

    /// Keeps `old`, the value a change replaced, as a new step to undo, and forgets the steps to redo: what
    /// ``UndoableMutation`` does for a change. O(steps): the store's previous state shares the buffer, so it is copied.
    ///
    /// - Parameter old: The value before the change.
    public mutating func record(_ old: Value) {
        openStep = nil
        guard depth > 0 else { return }
        if undoValues.count == depth {
            // One copy, as the store's previous state shares the buffer: the steps but the oldest, then `old`.
            var kept: [Value] = []
            kept.reserveCapacity(depth)
            kept.append(contentsOf: undoValues.dropFirst())
            kept.append(old)
            undoValues = kept
        } else {
            undoValues.append(old)
        }
        redoValues.removeAll()
    }

    /// Puts back the value of the last step in `value`, keeping the current one for redo; with nothing to undo, does
    /// nothing and returns `false`. O(steps), as ``record(_:)``.
    @discardableResult
    public mutating func undo(_ value: inout Value) -> Bool {
        guard let restored = undoValues.popLast() else { return false }
        redoValues.append(value)
        value = restored
        openStep = nil
        return true
    }

    /// Puts back the value of the last undone step in `value`, keeping the current one for undo; with nothing to
    /// redo, does nothing and returns `false`. O(steps), as ``record(_:)``.
    @discardableResult
    public mutating func redo(_ value: inout Value) -> Bool {
        guard let restored = redoValues.popLast() else { return false }
        undoValues.append(value)
        value = restored
        openStep = nil
        return true
    }

    /// Forgets every step, as after saving a document. O(steps) releases.
    public mutating func removeAll() {
        undoValues.removeAll()
        redoValues.removeAll()
        openStep = nil
    }

    /// Records a change from `old` to `new`: a new step, or part of the open one when `step` is its key (dropped
    /// when `new` is back where it began).
    mutating func change(from old: Value, to new: Value, step: (any Hashable & Sendable)?) {
        guard let step, let open = openStep, step.isEqual(to: open), let start = undoValues.last
        else {
            record(old)
            openStep = depth > 0 ? step : nil
            return
        }
        if start == new {
            undoValues.removeLast()
            openStep = nil
        }
    }
}

extension UndoHistory: Equatable {
    /// Whether both have the same depth and the same steps to undo and to redo.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.depth == rhs.depth && lhs.undoValues == rhs.undoValues && lhs.redoValues == rhs.redoValues
    }
}

extension Hashable {
    /// Whether `other` is a value of this type equal to this one: keys compared without boxing either.
    fileprivate func isEqual(to other: any Hashable & Sendable) -> Bool {
        (other as? Self) == self
    }
}
