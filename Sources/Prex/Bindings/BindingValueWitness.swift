import PrexDump

/// What a ``BindingAction`` knows of its value's type: where the key path and the value are (inline, or in a
/// ``BindingBox``), how to write the value through the key path, compare it and render it.
///
/// A class used only through its metatype (never instantiated): the action holds one word, and each call is a
/// dispatch through the metatype's table, with nothing to allocate or retain. The one subclass is
/// ``TypedBindingValue``; these bodies are never run.
@usableFromInline
class BindingValueWitness {
    /// Sets the property `action` sets in `root`, reporting the value it replaced to the debug log collecting, if
    /// any.
    @usableFromInline
    class func apply<Root>(_ action: BindingAction<Root>, to root: inout Root) {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// The property `action` sets.
    class func keyPath<Root>(of action: BindingAction<Root>) -> any PartialKeyPath<Root> & Sendable {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// The value `action` sets, type-erased.
    class func value<Root>(of action: BindingAction<Root>) -> any Sendable {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// The value `action` sets, as the debug log renders values.
    class func renderedValue<Root>(of action: BindingAction<Root>) -> String {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// Whether the values of `lhs` and `rhs`, both of this witness's type, are equal.
    class func isEqual<Root>(_ lhs: BindingAction<Root>, _ rhs: BindingAction<Root>) -> Bool {
        preconditionFailure("BindingValueWitness is abstract")
    }
}

/// The witness of a binding's value of type `Value`: inline when ``InlineValue`` fits it, else in a ``BindingBox``.
@usableFromInline
final class TypedBindingValue<Value: Equatable & Sendable>: BindingValueWitness {
    /// The key path and the value of `action`, which this witness describes.
    private static func parts<Root>(
        of action: BindingAction<Root>
    ) -> (keyPath: any WritableKeyPath<Root, Value> & Sendable, value: Value) {
        guard InlineValue.fits(Value.self) else {
            let box = KeyPathCast.box(action.reference, from: Root.self, to: Value.self)
            return (box.keyPath, box.value)
        }
        let keyPath = KeyPathCast.writable(action.reference, from: Root.self, to: Value.self)
        return (keyPath, action.inline.load(as: Value.self))
    }

    @usableFromInline
    override class func apply<Root>(_ action: BindingAction<Root>, to root: inout Root) {
        guard InlineValue.fits(Value.self) else {
            let box = KeyPathCast.box(action.reference, from: Root.self, to: Value.self)
            return write(box.value, at: box.keyPath, in: &root)
        }
        let keyPath = KeyPathCast.writable(action.reference, from: Root.self, to: Value.self)
        write(action.inline.load(as: Value.self), at: keyPath, in: &root)
    }

    /// Sets the property at `keyPath` in `root` to `new`, reporting the value it replaced to the debug log
    /// collecting, if any.
    private static func write<Root>(
        _ new: Value, at keyPath: any WritableKeyPath<Root, Value> & Sendable, in root: inout Root
    ) {
        guard let reports = MutationReports.collecting.current else {
            root[keyPath: keyPath] = new
            return
        }
        let old = root[keyPath: keyPath]
        root[keyPath: keyPath] = new
        let report = AppliedBinding(keyPath: keyPath, old: ValueDiff.render(old))
        reports.withLock { $0.applied.append(report) }
    }

    override class func keyPath<Root>(of action: BindingAction<Root>) -> any PartialKeyPath<Root> & Sendable {
        parts(of: action).keyPath
    }

    override class func value<Root>(of action: BindingAction<Root>) -> any Sendable {
        parts(of: action).value
    }

    override class func renderedValue<Root>(of action: BindingAction<Root>) -> String {
        ValueDiff.render(parts(of: action).value)
    }

    override class func isEqual<Root>(_ lhs: BindingAction<Root>, _ rhs: BindingAction<Root>) -> Bool {
        parts(of: lhs).value == parts(of: rhs).value
    }
}

/// The key path and the value of a ``BindingAction`` whose value does not fit inline: one allocation, copied as a
/// retain.
@usableFromInline
final class BindingBox<Root, Value: Sendable>: Sendable {
    let keyPath: any WritableKeyPath<Root, Value> & Sendable
    let value: Value

    @usableFromInline
    init(_ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}
