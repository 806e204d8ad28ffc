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
/// lists its properties by name (``BindableState``). Any thread; making or copying one costs a retain of the key
/// path, and an allocation (a retain per copy) only when the value is not plain bytes of at most two words (a
/// `String` is not; an `Int`, a `Bool`, a `Date` are).
public struct BindingAction<Root>: Sendable {
    /// The key path when the value is inline, else a ``BindingBox`` of the key path and the value.
    @usableFromInline let reference: any AnyObject & Sendable
    /// The value's type, which tells what `reference` is.
    @usableFromInline let witness: BindingValueWitness.Type
    /// The value, when its type is plain bytes of at most one word.
    @usableFromInline let inline: InlineValue

    @inlinable
    init<Value: Equatable & Sendable>(_ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ value: Value) {
        witness = TypedBindingValue<Value>.self
        if let inline = InlineValue(value) {
            reference = keyPath
            self.inline = inline
        } else {
            reference = BindingBox(keyPath, value)
            inline = InlineValue()
        }
    }

    /// The property set, as a key path from the state (type-erased; compare it with `==` or match it with `~=`).
    public var keyPath: PartialKeyPath<Root> { property }
    /// The value the property is set to.
    public var value: any Sendable { witness.value(of: self) }

    /// The property set.
    var property: any PartialKeyPath<Root> & Sendable { witness.keyPath(of: self) }

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
        Self(keyPath, value)
    }

    /// Sets the property in `root`: what ``Mutation/applyingBindings()`` does before the feature's mutation runs.
    ///
    /// Call it yourself in a mutation that does not use that helper. Runs on the mutation's thread; costs a key
    /// path write and one thread-specific read (where a ``DebugLog`` collects the value replaced).
    ///
    /// - Parameter root: The state to change in place.
    @inlinable
    public func apply(to root: inout Root) {
        witness.apply(self, to: &root)
    }

    /// Whether `action` sets the property at `keyPath`: `case .binding(\.name):` in a mutation's `switch`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        (action.property as AnyKeyPath) == keyPath
    }
}

extension BindingAction: Equatable {
    /// Whether both set the same property to equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.property as AnyKeyPath) == (rhs.property as AnyKeyPath) && lhs.witness == rhs.witness
            && lhs.witness.isEqual(lhs, rhs)
    }
}

extension BindingAction: CustomStringConvertible {
    /// `set(\.name, "ab")`: the action as it is written (the value as the debug log renders values).
    public var description: String {
        "set(" + path + ", " + witness.renderedValue(of: self) + ")"
    }

    /// The key path without the state's type, `\.name`, where the system describes key paths that way.
    var path: String {
        let description = String(describing: property)
        let root = "\\" + String(describing: Root.self)
        guard description.hasPrefix(root + ".") else { return description }
        return "\\" + description.dropFirst(root.count)
    }
}
