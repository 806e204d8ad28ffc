extension ScopeLifetime {
    /// Which child of its parent's state a scope shows, under which its lifetime is listed: a slice, by key path;
    /// an optional child by key path, with its id when it is `Identifiable` (another id is another child); an enum
    /// case's child by case name and id; an element by key path and id (its insertion is told apart by the
    /// lifetime's end). Touched under the gate only.
    @usableFromInline
    struct Key: Hashable {
        enum Shape: Hashable {
            case slice
            case optional
            case enumCase
            case element
        }

        let shape: Shape
        let path: AnyKeyPath
        let id: AnyHashable?
        /// The case's name, for an enum case's child.
        var name: String? = nil

        /// The slice at `path`.
        @usableFromInline
        static func slice(_ path: AnyKeyPath) -> Key {
            Key(shape: .slice, path: path, id: nil)
        }

        /// The optional child at `path`, `child` as it is now.
        static func optional<Child>(_ path: AnyKeyPath, _ child: Child) -> Key {
            Key(shape: .optional, path: path, id: (child as? any Identifiable).map { ScopeLifetime.id(of: $0) })
        }

        /// The child `child` in the case named `name` of a `Root` enum: another case, or another id, is another child.
        static func enumCase<Root, Child>(_ name: String, of root: Root.Type, _ child: Child) -> Key {
            let id = (child as? any Identifiable).map { ScopeLifetime.id(of: $0) }
            return Key(shape: .enumCase, path: \Root.self, id: id, name: name)
        }

        /// The element with `id` in the list at `path`.
        @usableFromInline
        static func element(_ path: AnyKeyPath, id: some Hashable) -> Key {
            Key(shape: .element, path: path, id: AnyHashable(id))
        }
    }

    private static func id(of child: some Identifiable) -> AnyHashable {
        AnyHashable(child.id)
    }

    /// What tells whether a new value of a scope's child is still the same child, given the child as the scope
    /// found it; `nil` when every value is (the child is not `Identifiable`). Once per scope.
    @usableFromInline
    static func sameChildTest<Child>(for child: Child) -> SameChildTest<Child>? {
        guard let identifiable = child as? any Identifiable else { return nil }
        if Child.self is AnyClass {
            return SameChildTest()
        }
        return idComparison(of: identifiable, as: Child.self)
    }

    private static func idComparison<Opened: Identifiable, Child>(
        of child: Opened, as _: Child.Type
    ) -> SameChildTest<Child> {
        IDComparison<Opened, Child>()
    }
}
