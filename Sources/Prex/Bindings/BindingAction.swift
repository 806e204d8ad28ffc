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
/// path (and of a `String`'s storage, as copying the string does), and an allocation (a retain per copy) only when
/// the value is neither a `String` nor plain bytes of at most one word (an `Int`, a `Bool`, a `Date`).
public struct BindingAction<Root>: Sendable {
    /// The key path and the value, held by their shape.
    @usableFromInline let storage: Storage

    /// How a ``BindingAction`` holds its key path and its value, in three words: the key path (or the box holding
    /// it) first in each case, whose spare bits tell the case. The key path is kept as `AnyObject`, typed again by
    /// ``KeyPathCast`` from what the case says of its value.
    @usableFromInline
    enum Storage: Sendable {
        /// A value of plain bytes of at most one word: the key path, the witness of its type, the value's bytes.
        case inline(any AnyObject & Sendable, BindingValueWitness.Type, InlineValue)
        /// A `String` (a text field): the key path, of a `String`, and the string, not boxed.
        case text(any AnyObject & Sendable, String)
        /// Any other value: a ``BindingBox`` of the key path and the value, and the witness of its type.
        case boxed(any AnyObject & Sendable, BindingValueWitness.Type)
    }

    @inlinable
    init<Value: Equatable & Sendable>(_ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ value: Value) {
        if Value.self == String.self, let text = value as? String {
            storage = .text(keyPath, text)
        } else if let inline = InlineValue(value) {
            storage = .inline(keyPath, TypedBindingValue<Value>.self, inline)
        } else {
            storage = .boxed(BindingBox(keyPath, value), TypedBindingValue<Value>.self)
        }
    }

    /// The property set, as a key path from the state (type-erased; compare it with `==` or match it with `~=`).
    public var keyPath: PartialKeyPath<Root> { property }
    /// The value the property is set to.
    public var value: any Sendable {
        switch storage {
        case .text(_, let text): text
        case .inline(let reference, let witness, let inline): witness.value(of: reference, inline, from: Root.self)
        case .boxed(let box, let witness): witness.value(of: box, nil, from: Root.self)
        }
    }

    /// The property set.
    var property: any PartialKeyPath<Root> & Sendable {
        switch storage {
        case .text(let keyPath, _): KeyPathCast.writable(keyPath, from: Root.self, to: String.self)
        case .inline(let reference, let witness, let inline): witness.keyPath(of: reference, inline, from: Root.self)
        case .boxed(let box, let witness): witness.keyPath(of: box, nil, from: Root.self)
        }
    }

    /// The value as the debug log renders values.
    var renderedValue: String {
        switch storage {
        case .text(_, let text): ValueDiff.render(text)
        case .inline(let reference, let witness, let inline):
            witness.renderedValue(of: reference, inline, from: Root.self)
        case .boxed(let box, let witness): witness.renderedValue(of: box, nil, from: Root.self)
        }
    }

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
        switch storage {
        case .text(let keyPath, let text): Self.write(text: text, at: keyPath, in: &root)
        case .inline(let reference, let witness, let inline): witness.apply(reference, inline, to: &root)
        case .boxed(let box, let witness): witness.apply(box, nil, to: &root)
        }
    }

    /// Whether `action` sets the property at `keyPath`: `case .binding(\.name):` in a mutation's `switch`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        (action.property as AnyKeyPath) == keyPath
    }
}

extension BindingAction: Equatable {
    /// Whether both set the same property to equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard (lhs.property as AnyKeyPath) == (rhs.property as AnyKeyPath) else { return false }
        switch (lhs.storage, rhs.storage) {
        case (.text(_, let left), .text(_, let right)):
            return left == right
        case (.inline(let left, let witness, let leftValue), .inline(let right, let other, let rightValue)):
            return witness == other && witness.isEqual(left, leftValue, right, rightValue, from: Root.self)
        case (.boxed(let left, let witness), .boxed(let right, let other)):
            return witness == other && witness.isEqual(left, nil, right, nil, from: Root.self)
        default:
            return false
        }
    }
}

extension BindingAction: CustomStringConvertible {
    /// `set(\.name, "ab")`: the action as it is written (the value as the debug log renders values).
    public var description: String {
        "set(" + path + ", " + renderedValue + ")"
    }

    /// The key path without the state's type, `\.name`, where the system describes key paths that way.
    var path: String {
        let description = String(describing: property)
        let root = "\\" + String(describing: Root.self)
        guard description.hasPrefix(root + ".") else { return description }
        return "\\" + description.dropFirst(root.count)
    }
}
