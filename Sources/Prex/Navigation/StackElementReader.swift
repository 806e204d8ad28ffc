/// A stack's element, read by its id: what a stack element's scope follows (see ``ChildReader``). Its scopes' shared
/// lifetime is listed under the stack's key path and the id, which the stack never gives again.
@usableFromInline
struct StackElementReader<Root, Element: Sendable>: ChildReader {
    @usableFromInline let stack: PropertyReader<Root, StackState<Element>>
    @usableFromInline let id: StackElementID

    @usableFromInline
    init(_ keyPath: any KeyPath<Root, StackState<Element>> & Sendable, id: StackElementID) {
        stack = PropertyReader(keyPath)
        self.id = id
    }

    @inlinable
    func read(_ root: Root) -> Element? {
        stack.read(root)[id: id]
    }

    @usableFromInline
    func key(for child: Element, in root: Root) -> ScopeLifetime.Key {
        .element(stack.keyPath, id: id)
    }
}
