import PrexDump

/// What a ``BindingAction`` knows of its value's type, when the value is not a `String`: how to write the value
/// through the key path, compare it and render it.
///
/// A class used only through its metatype (never instantiated): the action holds one word, and each call is a
/// dispatch through the metatype's table, with nothing to allocate or retain. Each call takes what the action
/// holds: the key path and the value's bytes (``InlineValue``), or a ``BindingBox`` and `nil`. The one subclass is
/// ``TypedBindingValue``; these bodies are never run.
@usableFromInline
class BindingValueWitness {
    /// Sets the property in `root`, reporting the value it replaced to the debug log collecting, if any.
    @usableFromInline
    class func apply<Root>(_ reference: any AnyObject & Sendable, _ inline: InlineValue?, to root: inout Root) {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// The property set.
    class func keyPath<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> any PartialKeyPath<Root> & Sendable {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// The value set, type-erased.
    class func value<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> any Sendable {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// The value set, as the debug log renders values.
    class func renderedValue<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> String {
        preconditionFailure("BindingValueWitness is abstract")
    }

    /// Whether the values of two actions, both of this witness's type, are equal.
    class func isEqual<Root>(
        _ lhs: any AnyObject & Sendable, _ lhsInline: InlineValue?, _ rhs: any AnyObject & Sendable,
        _ rhsInline: InlineValue?, from root: Root.Type
    ) -> Bool {
        preconditionFailure("BindingValueWitness is abstract")
    }
}

/// The witness of a binding's value of type `Value`: inline when ``InlineValue`` fits it, else in a ``BindingBox``.
/// Never `String`, which a ``BindingAction`` holds itself.
@usableFromInline
final class TypedBindingValue<Value: Equatable & Sendable>: BindingValueWitness {
    /// The key path and the value an action holds: `reference` and the value's bytes, or a box and `nil`.
    private static func parts<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> (keyPath: any WritableKeyPath<Root, Value> & Sendable, value: Value) {
        guard let inline else {
            let box = KeyPathCast.box(reference, from: Root.self, to: Value.self)
            return (box.keyPath, box.value)
        }
        let keyPath = KeyPathCast.writable(reference, from: Root.self, to: Value.self)
        return (keyPath, inline.load(as: Value.self))
    }

    override class func apply<Root>(
        _ reference: any AnyObject & Sendable, _ inline: InlineValue?, to root: inout Root
    ) {
        guard let inline else {
            let box = KeyPathCast.box(reference, from: Root.self, to: Value.self)
            return BindingAction<Root>.write(box.value, at: box.keyPath, in: &root)
        }
        let keyPath = KeyPathCast.writable(reference, from: Root.self, to: Value.self)
        BindingAction<Root>.write(inline.load(as: Value.self), at: keyPath, in: &root)
    }

    override class func keyPath<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> any PartialKeyPath<Root> & Sendable {
        parts(of: reference, inline, from: Root.self).keyPath
    }

    override class func value<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> any Sendable {
        parts(of: reference, inline, from: Root.self).value
    }

    override class func renderedValue<Root>(
        of reference: any AnyObject & Sendable, _ inline: InlineValue?, from root: Root.Type
    ) -> String {
        ValueDiff.render(parts(of: reference, inline, from: Root.self).value)
    }

    override class func isEqual<Root>(
        _ lhs: any AnyObject & Sendable, _ lhsInline: InlineValue?, _ rhs: any AnyObject & Sendable,
        _ rhsInline: InlineValue?, from root: Root.Type
    ) -> Bool {
        parts(of: lhs, lhsInline, from: Root.self).value == parts(of: rhs, rhsInline, from: Root.self).value
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
