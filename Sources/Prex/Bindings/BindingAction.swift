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
/// lists its properties by name (``BindableState``). Any thread; making one costs an allocation, copying one a
/// retain.
public struct BindingAction<Root>: Sendable {
    @usableFromInline let storage: BindingStorage<Root>

    @usableFromInline
    init(storage: BindingStorage<Root>) {
        self.storage = storage
    }

    /// The property set, as a key path from the state (type-erased; compare it with `==` or match it with `~=`).
    public var keyPath: PartialKeyPath<Root> { storage.sendableKeyPath }
    /// The value the property is set to.
    public var value: any Sendable { storage.sendableValue }

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
        Self(storage: KeyPathBinding(keyPath: keyPath, value: value))
    }

    /// Sets the property in `root`: what ``Mutation/applyingBindings()`` does before the feature's mutation runs.
    ///
    /// Call it yourself in a mutation that does not use that helper. Runs on the mutation's thread; costs a key
    /// path write and one thread-specific read (where a ``DebugLog`` collects the value replaced).
    ///
    /// - Parameter root: The state to change in place.
    @inlinable
    public func apply(to root: inout Root) {
        storage.apply(to: &root)
    }

    /// Whether `action` sets the property at `keyPath`: `case .binding(\.name):` in a mutation's `switch`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        (action.storage.sendableKeyPath as AnyKeyPath) == keyPath
    }
}

extension BindingAction: Equatable {
    /// Whether both set the same property to equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.isEqual(to: rhs.storage)
    }
}

extension BindingAction: CustomStringConvertible {
    /// `set(\.name, "ab")`: the action as it is written (the value as the debug log renders values).
    public var description: String {
        "set(" + path + ", " + storage.renderedValue + ")"
    }

    /// The key path without the state's type, `\.name`, where the system describes key paths that way.
    var path: String {
        let description = String(describing: storage.sendableKeyPath)
        let root = "\\" + String(describing: Root.self)
        guard description.hasPrefix(root + ".") else { return description }
        return "\\" + description.dropFirst(root.count)
    }
}
