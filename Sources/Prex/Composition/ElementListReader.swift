/// Reads the list of children that element scopes follow, in a state: ``StoredListReader`` for an
/// ``IdentifiedList``, ``LoadedListReader`` for the loaded value of a ``RequestState``. Any thread.
@usableFromInline
protocol ElementListReader<Root, Element>: Sendable {
    associatedtype Root
    associatedtype Element: Identifiable & Sendable where Element.ID: Sendable

    /// The list in `root`.
    func read(_ root: Root) -> IdentifiedList<Element>
}

/// An ``IdentifiedList`` in the state, read through its key path (at its offset when it is stored inline).
@usableFromInline
struct StoredListReader<Root, Element: Identifiable & Sendable>: ElementListReader where Element.ID: Sendable {
    let list: PropertyReader<Root, IdentifiedList<Element>>

    @usableFromInline
    init(_ keyPath: any KeyPath<Root, IdentifiedList<Element>> & Sendable) {
        list = PropertyReader(keyPath)
    }

    @usableFromInline
    func read(_ root: Root) -> IdentifiedList<Element> {
        list.read(root)
    }
}

/// The loaded list of a ``RequestState`` in the state, or an empty one while none was loaded: its value read at its
/// offset when the request state is stored inline, through its key path otherwise.
@usableFromInline
struct LoadedListReader<Root, Element: Identifiable & Sendable>: ElementListReader where Element.ID: Sendable {
    @usableFromInline let value: InlineField<Root, IdentifiedList<Element>?>?
    @usableFromInline let project: @Sendable (Root) -> IdentifiedList<Element>?

    @usableFromInline
    init<Failure>(_ keyPath: any KeyPath<Root, RequestState<IdentifiedList<Element>, Failure>> & Sendable) {
        value = InlineField(keyPath.appending(path: \RequestState<IdentifiedList<Element>, Failure>.value))
        project = { $0[keyPath: keyPath].value }
    }

    /// The path through ``RequestState/elements`` to the loaded list of the request state at `keyPath`, as a scope
    /// of `\.rows.elements` names it: what the lifetimes of the list's elements are listed under either way.
    @usableFromInline
    static func path<Failure>(
        to keyPath: any KeyPath<Root, RequestState<IdentifiedList<Element>, Failure>> & Sendable
    ) -> AnyKeyPath {
        keyPath.appending(path: \RequestState<IdentifiedList<Element>, Failure>.elements)
    }

    @inlinable
    func read(_ root: Root) -> IdentifiedList<Element> {
        guard let value else {
            return project(root) ?? IdentifiedList()
        }
        return value.read(from: root) ?? IdentifiedList()
    }
}
