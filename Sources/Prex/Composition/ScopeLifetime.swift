import PrexDump

/// The lifetime of one child in its parent's state, shared by every scope made for that child (see ``Key``): the
/// child's feature tasks, whether it went, and the lifetimes of its own children. The child is judged on the state
/// after each action (one that goes and comes back within an action is the same child) by what watches it for each
/// scope (a listener on the parent's store, ``ElementScopes``), any of which calls ``end()``. The root dispatcher
/// checks ``hasEnded`` when it delivers an action, not when it was dispatched, so an action queued before the end
/// never reaches the child that came next. A Flux's own store has one too, the app's, which never ends.
///
/// Invariants, all under the gate of the Flux tree:
/// - its parent's lifetime lists it under its key (``child(_:describe:)``) from its first scope until its last
///   scope's ``ScopeLink`` goes (a running task holds its Flux, hence its link), so a scope made meanwhile for the
///   same child joins it, and one made once it ended, or once every scope went, starts a new one;
/// - while it is listed and has not ended, a scope of it watches the child, so the child's going ends it;
/// - it ends once, and every scope's core, joined or joining, is detached by then (see ``end()``);
/// - it holds its scopes' cores until they leave and its children's lifetimes while listed, never its parent's.
@usableFromInline
final class ScopeLifetime: @unchecked Sendable {
    // `@unchecked Sendable` is sound: every `var` is only touched holding the gate of the scope's Flux tree (the
    // parent's listener, the dispatcher, detach handlers, scope making and unlinking all run under it); the
    // closures are immutable `Sendable`.

    /// Whether the child went or was replaced. Only set, never cleared. The gate makes every access exclusive and
    /// no access spans user code, so the runtime's dynamic exclusivity check is skipped.
    @usableFromInline @exclusivity(unchecked) private(set) var hasEnded = false
    /// Which child of its parent this is; `nil` for the app's.
    let key: Key?
    /// Names the child in the debug log: `EditorState at \AppState.editor`, `Note with id 2 in \AppState.notes`.
    let describe: @Sendable () -> String
    /// What detaches each scope's core, by member number (see ``join(detaching:)``).
    private var members: [UInt64: @Sendable () -> Void] = [:]
    private var lastMember: UInt64 = 0
    /// The lifetimes of this child's children that have scopes, by key.
    private(set) var children: [Key: ScopeLifetime] = [:]
    /// The child's feature tasks (on the app's lifetime, the app's tasks); made by the first, closed by the end.
    private(set) var tasks: TaskTable?

    private init(key: Key?, describe: @escaping @Sendable () -> String) {
        self.key = key
        self.describe = describe
    }

    /// The app's lifetime, for a Flux's own store.
    static func app() -> ScopeLifetime {
        ScopeLifetime(key: nil) { "the app" }
    }

    /// The lifetime of this child's child `key`: the one listed, unless it ended; otherwise a new one, listed.
    @usableFromInline
    func child(_ key: Key, describe: @escaping @Sendable () -> String) -> ScopeLifetime {
        if let listed = children[key], !listed.hasEnded {
            return listed
        }
        let child = ScopeLifetime(key: key, describe: describe)
        children[key] = child
        return child
    }

    /// Adds a scope of this child, whose core `detach` detaches when the child goes (at once if it went); returns
    /// the number to pass to ``leave(_:from:)``.
    @usableFromInline
    func join(detaching detach: @escaping @Sendable () -> Void) -> UInt64 {
        lastMember += 1
        if hasEnded {
            detach()
        } else {
            members[lastMember] = detach
        }
        return lastMember
    }

    /// A scope of this child went (its link did); once none is left, `parent` forgets this lifetime.
    @usableFromInline
    func leave(_ member: UInt64, from parent: ScopeLifetime) {
        members[member] = nil
        if members.isEmpty, let key, parent.children[key] === self {
            parent.children[key] = nil
        }
    }

    /// The table of the child's feature tasks, made if there is none (closed, if the child went).
    func taskTable() -> TaskTable {
        if let tasks {
            return tasks
        }
        let table = TaskTable()
        if hasEnded {
            table.close()
        }
        tasks = table
        return table
    }

    /// The child went: marks every scope of it ended, detaches their cores (their listeners are released, their
    /// presenters' tasks cancelled, the scopes made from them end), then cancels its feature tasks. Idempotent.
    @usableFromInline
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        // Detaching may release a scope, whose link leaves: the loop runs on a copy.
        let detaches = members.values
        members = [:]
        for detach in detaches {
            detach()
        }
        tasks?.close()
    }

    /// The debug log's entry for `action`, which was dispatched through this ended scope and dropped.
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
}
