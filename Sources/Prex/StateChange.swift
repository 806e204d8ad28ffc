/// A change of state as a ``View`` receives it: the new state and the state the view had before.
///
/// `change.count` (the same as ``changedProperty(for:)`` with `\.count`) is the property's new value when it differs
/// between ``old`` and ``new`` (by `==`), or when ``old`` is `nil`; otherwise `nil`. For an optional property, test the
/// change itself (`if let change = change.error`), not `change.error?.value`, which is `nil` also when the value
/// changed to `nil`.
@dynamicMemberLookup
public struct StateChange<State: Prex.State>: Sendable {
    /// The state after the change.
    public let new: State
    /// The state before the change: for a view, the state it last reflected; `nil` for a full render.
    public let old: State?
    /// What the dispatch asked of the views, such as an animation; empty for an action dispatched without one. A
    /// change that merges several actions (see ``View``) carries their transactions merged in dispatch order.
    public let transaction: Transaction

    /// Creates a change from `old` to `new`, for example to test a view's rendering directly.
    ///
    /// - Parameters:
    ///   - new: The state after the change.
    ///   - old: The state before the change, or `nil` to mark every property as changed.
    public init(new: State, old: State?) {
        self.new = new
        self.old = old
        transaction = Transaction()
    }

    /// Creates a change from `old` to `new` that carries `transaction`, for example to test how a view animates.
    ///
    /// - Parameters:
    ///   - new: The state after the change.
    ///   - old: The state before the change, or `nil` to mark every property as changed.
    ///   - transaction: What the dispatch asked of the views.
    public init(new: State, old: State?, transaction: Transaction) {
        self.new = new
        self.old = old
        self.transaction = transaction
    }

    /// Returns the new value of a property if it changed, or `nil` if it did not. Cost: one `==` on the property, O(1)
    /// for an array that was not touched (equal arrays that share storage compare by identity).
    ///
    /// - Parameter keyPath: The property to compare, such as `\.count`.
    /// - Returns: The property's new value when it differs from the old state's, or when there is no old state;
    ///   otherwise `nil`. A change to `nil` is a ``PropertyChange`` whose `value` is `nil`.
    @inlinable @inline(__always)
    public func changedProperty<Value: Equatable>(for keyPath: KeyPath<State, Value>) -> PropertyChange<Value>? {
        // Always inlined, so that a key path literal at the call site is folded into a direct property read.
        let value = new[keyPath: keyPath]
        if let old, old[keyPath: keyPath] == value {
            return nil
        }
        return PropertyChange(value: value)
    }

    /// The same as ``changedProperty(for:)``: `change.count` reads `change.changedProperty(for: \.count)`.
    @inlinable @inline(__always)
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> PropertyChange<Value>? {
        changedProperty(for: keyPath)
    }

    /// The new value of a property that changed.
    public struct PropertyChange<Value> {
        /// The property's value in the new state.
        public let value: Value

        @usableFromInline
        init(value: Value) {
            self.value = value
        }
    }
}

/// Changes compare equal when their new and old states and their transactions do, which lets tests compare recorded
/// changes.
extension StateChange: Equatable where State: Equatable {}

extension StateChange.PropertyChange: Sendable where Value: Sendable {}
extension StateChange.PropertyChange: Equatable where Value: Equatable {}
