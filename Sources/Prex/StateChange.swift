/// A change of state as a ``View`` receives it: the new state and the state the view had before.
///
/// Ask which properties changed with ``changedProperty(for:)``, or with the shorter dynamic member
/// syntax, which reads the same:
///
/// ```swift
/// func reflect(change: StateChange<CounterState>) {
///     if let count = change.count?.value {          // same as change.changedProperty(for: \.count)
///         counterLabel.text = "\(count)"
///     }
/// }
/// ```
///
/// A property counts as changed when it differs between ``old`` and ``new``, or when ``old`` is `nil`
/// (a full render requested with ``Presenter/reflectWholeState()``). Comparing is `==` on the property's value:
/// O(1) for an array that was not touched, since equal arrays that share storage compare by identity.
///
/// ## Optional properties
/// For an optional property, say `var error: String?`, `change.error` is a ``PropertyChange`` whose `value` is
/// the optional itself. Do not read it as `change.error?.value`: that is `nil` both when `error` did not change
/// and when it changed to `nil`, so a view that writes `if let error = change.error?.value` never hears that the
/// error went away, and keeps showing it. Unwrap the change, then read its value, `nil` included:
///
/// ```swift
/// func reflect(change: StateChange<SearchState>) {
///     if let change = change.error {                  // `error` changed (to a message, or to nil)
///         errorLabel.text = change.value              // nil when the error went away
///         errorLabel.isHidden = change.value == nil
///     }
/// }
/// ```
@dynamicMemberLookup
public struct StateChange<State: Prex.State>: Sendable {
    /// The state after the change.
    public let new: State
    /// The state before the change: for a view, the state it last reflected; `nil` for a full render.
    public let old: State?

    /// Creates a change from `old` to `new`, for example to test a view's rendering directly.
    ///
    /// - Parameters:
    ///   - new: The state after the change.
    ///   - old: The state before the change, or `nil` to mark every property as changed.
    @inlinable
    public init(new: State, old: State?) {
        self.new = new
        self.old = old
    }

    /// Returns the new value of a property if it changed, or `nil` if it did not.
    ///
    /// - Parameter keyPath: The property to compare, such as `\.count`.
    /// - Returns: The property's new value when it differs from the old state's, or when there is no old
    ///   state; otherwise `nil`. For an optional property, a change to `nil` is a ``PropertyChange`` whose `value`
    ///   is `nil`: test the change itself (`if let change = …`), not its value, to see it.
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

/// Changes compare equal when their new and old states do, which lets tests compare recorded changes.
extension StateChange: Equatable where State: Equatable {}

extension StateChange.PropertyChange: Sendable where Value: Sendable {}
extension StateChange.PropertyChange: Equatable where Value: Equatable {}
