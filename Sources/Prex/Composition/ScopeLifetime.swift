import PrexDump

/// Whether the child a scoped Flux was made for is still the one in its parent's state: a slice (which ends only
/// with the scope it was made from), an optional child's presence (and, if `Identifiable`, its id), or an element's
/// id and insertion, judged on the state after each action (so a child that goes and comes back within one action
/// is the same child). ``end()`` marks the scope ended and detaches its core: its listeners are released, its
/// presenters' tasks cancelled, and the scopes made from it end (each registered as a detach handler of this core).
/// The root dispatcher checks the flag when it delivers an action, not when it was dispatched, so an action queued
/// before the end never reaches the child that came next.
///
/// Held by what watches the child (a listener on the parent's store, ``ElementScopes``), the scope's ``ScopeLink``
/// and the root dispatcher's queue; it refers to the scope's core only, so it makes no cycle.
@usableFromInline
final class ScopeLifetime: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `hasEnded` is only touched holding the gate of the scope's Flux tree (the
    // parent's listener, the dispatcher and detach handlers all run under it); the closures are immutable `Sendable`.

    /// Whether the child went or was replaced. Only set, never cleared. The gate makes every access exclusive and
    /// no access spans user code, so the runtime's dynamic exclusivity check is skipped.
    @usableFromInline @exclusivity(unchecked) private(set) var hasEnded = false
    /// Detaches the scope's store core (see ``StoreCore/detach()``).
    @usableFromInline let detachChild: @Sendable () -> Void
    /// Names the child in the debug log: `EditorState at \AppState.editor`, `Note with id 2 in \AppState.notes`.
    @usableFromInline let describe: @Sendable () -> String

    @usableFromInline
    init(detachChild: @escaping @Sendable () -> Void, describe: @escaping @Sendable () -> String) {
        self.detachChild = detachChild
        self.describe = describe
    }

    /// Marks the scope ended and detaches its core, ending the scopes made from it. Holding the gate; idempotent.
    @usableFromInline
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        detachChild()
    }

    /// The debug log's entry for `action`, which was dispatched through this ended scope and dropped.
    @usableFromInline
    func entry<Action>(forDropped action: Action) -> String {
        "action \(DebugLog.name(of: action))\n  (no change)\n  ignored: scope ended (\(describe()))\n"
    }

    @usableFromInline
    static func describe<Child>(_ child: Child.Type, at keyPath: AnyKeyPath) -> String {
        "\(child) at \(keyPath)"
    }

    @usableFromInline
    static func describe<Element, ID>(_ element: Element.Type, id: ID, in keyPath: AnyKeyPath) -> String {
        "\(element) with id \(ValueDiff.render(id)) in \(keyPath)"
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
