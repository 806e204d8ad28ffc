/// A ``BindingAction``'s type-erased reference typed again as what it was made as: the writable key path, when the
/// value is a `String` or inline, or the ``BindingBox`` of the key path and the value, when it is not; the action
/// keeps it as `AnyObject`, beside the string or the witness of its value's type, and writes through it.
///
/// Sound: a caller passes only a reference made by `BindingAction.init` for the same `Root` and `Value`. The init
/// stores the reference and what says its type together, from one call of `set`: the `text` case only for a key
/// path of a `String` (read back with `String`), the `inline` case a key path and the witness of `Value`, the
/// `boxed` case a box and that witness (its witness reads the key path only when it has the value's bytes, the box
/// only when it has not). So the object is of that class or a subclass, and `unsafeDowncast` tells the compiler
/// nothing false (a debug build checks it). No memory is reinterpreted; the reference is retained as any other.
enum KeyPathCast {
    /// `reference`, which must have been received as `any WritableKeyPath<Root, Value> & Sendable`, typed so.
    @inline(__always)
    static func writable<Root, Value>(
        _ reference: any AnyObject & Sendable, from root: Root.Type, to value: Value.Type
    ) -> any WritableKeyPath<Root, Value> & Sendable {
        unsafeDowncast(reference, to: (any WritableKeyPath<Root, Value> & Sendable).self)
    }

    /// `reference`, which must have been made as a `BindingBox<Root, Value>`, typed so.
    @inline(__always)
    static func box<Root, Value>(
        _ reference: any AnyObject & Sendable, from root: Root.Type, to value: Value.Type
    ) -> BindingBox<Root, Value> {
        unsafeDowncast(reference, to: BindingBox<Root, Value>.self)
    }
}
