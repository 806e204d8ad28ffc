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

    /// Whether `child` is `Identifiable`: whether ``isSameChild(_:as:)`` needs to be asked. Once per scope.
    @usableFromInline
    static func isIdentifiable<Child>(_ child: Child) -> Bool {
        child is any Identifiable
    }

    /// Whether `new` is the same child as `old`: `true` unless they are `Identifiable` with different ids.
    @usableFromInline
    static func isSameChild<Child>(_ new: Child, as old: Child) -> Bool {
        guard let old = old as? any Identifiable else { return true }
        return hasID(of: old, new)
    }

    /// Whether `new`, as `old`'s `Identifiable` type, has `old`'s id.
    private static func hasID<Opened: Identifiable, Child>(of old: Opened, _ new: Child) -> Bool {
        guard let new = new as? Opened else { return false }
        return new.id == old.id
    }
}
