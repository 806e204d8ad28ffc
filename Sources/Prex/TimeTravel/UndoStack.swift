/// The steps one way of an ``UndoHistory``, newest first: immutable linked nodes that every version of the history
/// holding them shares, so a push or a pop costs O(1) and one allocation at most, whoever else holds the steps.
///
/// Only the newest `count` nodes are steps. Dropping the oldest step leaves its node in the chain, unreachable by
/// undo; once there are as many of those as `limit`, the newest `count` nodes are rebuilt without them, which keeps
/// a push amortized O(1) and the chain at most `count + limit` long.
struct UndoStack<Value: Sendable>: Sendable {
    /// The newest step, or `nil` when there is none.
    private(set) var top: UndoStep<Value>?
    /// The number of steps.
    private(set) var count = 0
    /// The number of nodes in the chain from `top`: the steps, then the dropped ones.
    private(set) var length = 0

    init() {}

    /// The steps of `values`, oldest first. O(values).
    init(_ values: [Value]) {
        var top: UndoStep<Value>?
        for value in values {
            top = UndoStep(value: value, older: top)
        }
        self.top = top
        count = values.count
        length = values.count
    }

    /// The steps, oldest first. O(steps).
    var values: [Value] {
        guard count > 0, var node = top else { return [] }
        // Filled from the end by index: no `reverse()`, whose unspecialized swaps allocate.
        var values = [Value](repeating: node.value, count: count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            guard let older = node.older else { break }
            node = older
            values[index - 1] = node.value
        }
        return values
    }

    /// Adds `value` as the newest step.
    mutating func push(_ value: Value) {
        top = UndoStep(value: value, older: top)
        count += 1
        length += 1
    }

    /// Adds `value` as the newest step and drops the oldest, keeping the count, while at most `limit` dropped nodes
    /// stay in the chain. Amortized O(1): one rebuild of the steps per `limit` pushes.
    mutating func pushDroppingOldest(_ value: Value, limit: Int) {
        top = UndoStep(value: value, older: top)
        length += 1
        if length - count >= max(limit, 1) {
            self = UndoStack(values)
        }
    }

    /// Removes the newest step and returns its value; `nil` when there is none.
    mutating func pop() -> Value? {
        guard count > 0, let step = top else { return nil }
        count -= 1
        // The last step popped also lets the dropped nodes go.
        top = count > 0 ? step.older : nil
        length = count > 0 ? length - 1 : 0
        return step.value
    }

    /// The newest step's value.
    var last: Value? { count > 0 ? top?.value : nil }
}

extension UndoStack: Equatable where Value: Equatable {
    /// Whether both have the same steps: O(1) from the first node they share, O(steps) at most.
    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.top
        var right = rhs.top
        for _ in 0..<lhs.count {
            guard let l = left, let r = right else { return false }
            if l === r { return true }
            guard l.value == r.value else { return false }
            left = l.older
            right = r.older
        }
        return true
    }
}

/// A node of an ``UndoStack``: a value and the older nodes, never changed once made.
final class UndoStep<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `value` is a `let` of a `Sendable` type, and `older` is written only in `deinit`
    // below, to a node no other reference reaches (this one, being deinitialized, or one that
    // `isKnownUniquelyReferenced` found held by the loop alone), so no other thread can read it meanwhile.
    let value: Value
    private(set) var older: UndoStep?

    init(value: Value, older: UndoStep?) {
        self.value = value
        self.older = older
    }

    deinit {
        // Unlinks the chain one node at a time, so that releasing a long chain does not recurse as deep as it is.
        var next = older
        older = nil
        while var node = next {
            next = nil
            guard isKnownUniquelyReferenced(&node) else { break }
            next = node.older
            node.older = nil
        }
    }
}
