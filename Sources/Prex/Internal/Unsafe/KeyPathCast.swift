/// A type-erased reference typed again as the writable key path it was made as: a ``BindingAction`` whose value is
/// inline keeps its key path as `AnyObject`, beside the witness of its value's type, and writes through it.
///
/// Sound: a caller passes only a reference it received as `any WritableKeyPath<Root, Value> & Sendable`, of the same
/// `Root` and
/// `Value` (a ``BindingAction`` stores the key path and the witness of `Value` in one initializer, from one call of
/// `set`, and its witness reads the key path only when the value is inline, that is when the key path was stored),
/// so the object is of that class or a subclass, and `unsafeDowncast` tells the compiler nothing false (a debug
/// build checks it). No memory is reinterpreted; the reference is retained as any other.
enum KeyPathCast {
    /// `reference`, which must have been received as `any WritableKeyPath<Root, Value> & Sendable`, typed so.
    @inline(__always)
    static func writable<Root, Value>(
        _ reference: any AnyObject & Sendable, from root: Root.Type, to value: Value.Type
    ) -> any WritableKeyPath<Root, Value> & Sendable {
        unsafeDowncast(reference, to: (any WritableKeyPath<Root, Value> & Sendable).self)
    }
}
