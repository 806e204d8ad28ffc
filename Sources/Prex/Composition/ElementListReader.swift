/// Reads the list of children that element scopes follow: an ``IdentifiedList`` in the state, or the loaded value
/// of a ``RequestState`` (an empty list while none was loaded). A list or a value stored inline is read at its
/// offset; any other path (computed, through a class or an optional) is projected. Any thread.
@usableFromInline
struct ElementListReader<Root, Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    @usableFromInline
    enum Source: Sendable {
        case list(PropertyReader<Root, IdentifiedList<Element>>)
        case loaded(InlineField<Root, IdentifiedList<Element>?>)
        case projected(@Sendable (Root) -> IdentifiedList<Element>?)
    }

    @usableFromInline let source: Source

    /// The list at `keyPath`.
    @usableFromInline
    init(_ keyPath: any KeyPath<Root, IdentifiedList<Element>> & Sendable) {
        source = .list(PropertyReader(keyPath))
    }

    /// The loaded list of the request state at `keyPath`.
    @usableFromInline
    init<Failure>(loaded keyPath: any KeyPath<Root, RequestState<IdentifiedList<Element>, Failure>> & Sendable) {
        if let value = InlineField(keyPath.appending(path: \RequestState<IdentifiedList<Element>, Failure>.value)) {
            source = .loaded(value)
        } else {
            source = .projected { $0[keyPath: keyPath].value }
        }
    }

    /// What the scopes of the loaded list of the request state at `keyPath` are listed under: the path through
    /// ``RequestState/elements``, as a scope of `\.rows.elements` lists them, so that both share an element's lifetime.
    @usableFromInline
    static func key<Failure>(
        loaded keyPath: any KeyPath<Root, RequestState<IdentifiedList<Element>, Failure>> & Sendable
    ) -> AnyKeyPath {
        keyPath.appending(path: \RequestState<IdentifiedList<Element>, Failure>.elements)
    }

    /// The list in `root`.
    @inlinable
    func read(_ root: Root) -> IdentifiedList<Element> {
        switch source {
        case .list(let list): list.read(root)
        case .loaded(let value): value.read(from: root) ?? IdentifiedList()
        case .projected(let value): value(root) ?? IdentifiedList()
        }
    }
}
