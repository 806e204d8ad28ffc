/// Reads one property of a state through a key path, fast when the key path names stored properties.
///
/// Projecting a key path (`state[keyPath: keyPath]`) goes through the runtime's generic key path code, which
/// looks up type metadata on every call: about 300 instructions, more than a whole dispatch. A key path to a
/// stored property (or to a stored property of a stored property, and so on) has a fixed byte offset in
/// the state's in-memory representation, which `MemoryLayout.offset(of:)` gives once; reading the property
/// is then one copy from that offset. Computed properties, and paths through classes or optionals, have no
/// offset and are projected as usual.
@usableFromInline
struct PropertyReader<Root, Value>: Sendable {
    @usableFromInline let keyPath: any KeyPath<Root, Value> & Sendable
    /// Where the property's storage starts within `Root`, or `nil` when the key path must be projected.
    @usableFromInline let offset: Int?

    @usableFromInline
    init(_ keyPath: any KeyPath<Root, Value> & Sendable) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    /// The property's value in `root`.
    @inlinable
    func read(_ root: Root) -> Value {
        guard let offset else {
            return root[keyPath: keyPath]
        }
        // Sound: `offset(of:)` returns an offset only when the key path's storage lies inline in `Root` at
        // that offset, initialised as a `Value`, as long as `root` is; `load` copies it out (retaining what it
        // must) while `root` is borrowed.
        return withUnsafeBytes(of: root) { bytes in
            bytes.load(fromByteOffset: offset, as: Value.self)
        }
    }
}
