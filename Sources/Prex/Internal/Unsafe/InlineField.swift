/// Reads a property stored inline in a value, at a fixed byte offset, without going through its key path.
///
/// Projecting a key path (`root[keyPath: keyPath]`) goes through the runtime's generic key path code, which
/// looks up type metadata on every call: about 300 instructions, more than a whole dispatch. A key path to a
/// stored property (or to a stored property of a stored property, and so on) has a fixed offset in the root's
/// in-memory representation, which `MemoryLayout.offset(of:)` gives once; reading is then one copy.
///
/// The assumption this type relies on, and checks at creation: `MemoryLayout<Root>.offset(of:)` returns an
/// offset only when the key path's storage lies inline in `Root` at that offset, initialised as a `Value`
/// whenever the root is, and suitably aligned. Computed properties, and paths through classes or optionals,
/// have no offset, and ``init(_:)`` returns `nil` for them.
///
/// `package`: PrexObservation's `ObservableModel` compares the properties it tracks with it.
@usableFromInline
package struct InlineField<Root, Value>: Sendable {
    /// Where the property's storage starts within `Root`.
    @usableFromInline let offset: Int

    /// The field `keyPath` names, or `nil` when it is not stored inline in `Root`.
    @usableFromInline
    package init?(_ keyPath: KeyPath<Root, Value>) {
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
        self.offset = offset
    }

    /// The property's value in `root`: a copy (retaining what it must) read while `root` is borrowed.
    @inlinable
    package func read(from root: Root) -> Value {
        withUnsafeBytes(of: root) { bytes in
            bytes.load(fromByteOffset: offset, as: Value.self)
        }
    }
}
