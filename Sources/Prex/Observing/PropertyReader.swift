/// Reads one property of a state through a key path: a key path to stored properties as an ``InlineField`` (one
/// copy from a fixed offset, not the runtime's key path code); computed properties, and paths through classes or
/// optionals, projected as usual.
@usableFromInline
struct PropertyReader<Root, Value>: Sendable {
    @usableFromInline let keyPath: any KeyPath<Root, Value> & Sendable
    /// The property's inline storage, or `nil` when the key path must be projected.
    @usableFromInline let field: InlineField<Root, Value>?

    @usableFromInline
    init(_ keyPath: any KeyPath<Root, Value> & Sendable) {
        self.keyPath = keyPath
        field = InlineField(keyPath)
    }

    /// The property's value in `root`.
    @inlinable
    func read(_ root: Root) -> Value {
        guard let field else {
            return root[keyPath: keyPath]
        }
        return field.read(from: root)
    }
}
