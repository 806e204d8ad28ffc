import PrexDump

/// An action that sets one property of a feature's state to a value: the one case a form needs for all its fields.
///
/// A feature adds one case that carries it to its action (`case binding(BindingAction<SignUpForm>)`, see
/// ``BindableAction``), and its mutation applies it first (``Mutation/applyingBindings()``), so that its own code then
/// sees the new value and can react: validate, derive, or match the property set with `case .binding(\.name):`.
/// A SwiftUI control gets a two-way binding that dispatches it from `ObservableModel` (PrexObservation).
///
/// The value is type-erased: any `Equatable & Sendable` property. Two binding actions are equal when they set the
/// same property to equal values. The debug log names it by its path and shows the value it replaced
/// (`action SignUpAction.binding \.name: "a" → "ab"`); it is `Codable`, so recorded and replayed, when the state
/// lists its properties by name (``BindableState``). Any thread; making one costs an allocation.
public struct BindingAction<Root>: Sendable {
    /// The property set, as a key path from the state (type-erased; compare it with `==` or match it with `~=`).
    public var keyPath: PartialKeyPath<Root> { sendableKeyPath }
    /// The value the property is set to.
    public var value: any Sendable { equatableValue }

    @usableFromInline let sendableKeyPath: any PartialKeyPath<Root> & Sendable
    @usableFromInline let equatableValue: any Equatable & Sendable
    /// Writes the value into a state; returns the value it replaced when asked to (for the debug log).
    @usableFromInline let write: @Sendable (_ root: inout Root, _ keepingOld: Bool) -> (any Equatable & Sendable)?

    /// An action that sets the property at `keyPath` to `value`: `.binding(.set(\.name, "ab"))`.
    ///
    /// - Parameters:
    ///   - keyPath: The property of the state to set, such as `\.name`.
    ///   - value: Its new value.
    /// - Returns: The action, to wrap in the feature's binding case.
    @inlinable
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ value: Value
    ) -> Self {
        Self(keyPath: keyPath, value: value)
    }

    @inlinable
    init<Value: Equatable & Sendable>(keyPath: any WritableKeyPath<Root, Value> & Sendable, value: Value) {
        sendableKeyPath = keyPath
        equatableValue = value
        write = { root, keepingOld in
            let old = keepingOld ? root[keyPath: keyPath] : nil
            root[keyPath: keyPath] = value
            return old
        }
    }

    /// Sets the property in `root`: what ``Mutation/applyingBindings()`` does before the feature's mutation runs.
    ///
    /// Call it yourself in a mutation that does not use that helper. Runs on the mutation's thread; costs a key
    /// path write and one task-local read (where a ``DebugLog`` collects the value replaced).
    ///
    /// - Parameter root: The state to change in place.
    public func apply(to root: inout Root) {
        guard let applied = AppliedBinding.reports else {
            _ = write(&root, false)
            return
        }
        let old = write(&root, true)
        applied.withLock { $0.append(AppliedBinding(keyPath: sendableKeyPath, old: old.map(ValueDiff.render))) }
    }

    /// Whether `action` sets the property at `keyPath`: `case .binding(\.name):` in a mutation's `switch`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        (action.sendableKeyPath as AnyKeyPath) == keyPath
    }
}

extension BindingAction: Equatable {
    /// Whether both set the same property to equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.sendableKeyPath as AnyKeyPath) == (rhs.sendableKeyPath as AnyKeyPath)
            && isEqual(lhs.equatableValue, rhs.equatableValue)
    }

    private static func isEqual<Value: Equatable>(_ value: Value, _ other: any Equatable) -> Bool {
        (other as? Value) == value
    }
}

extension BindingAction: CustomStringConvertible {
    /// `set(\.name, "ab")`: the action as it is written (the value as the debug log renders values).
    public var description: String {
        "set(" + path + ", " + ValueDiff.render(equatableValue) + ")"
    }

    /// The key path without the state's type, `\.name`, where the system describes key paths that way.
    var path: String {
        let description = String(describing: sendableKeyPath)
        let root = "\\" + String(describing: Root.self)
        guard description.hasPrefix(root + ".") else { return description }
        return "\\" + description.dropFirst(root.count)
    }
}
