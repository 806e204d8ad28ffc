/// Finds a child that may be absent in its parent's state: an optional child (``OptionalChildReader``) or an enum
/// case's payload (``CaseChildReader``). What an optional or case scope follows; any thread.
@usableFromInline
protocol ChildReader<Root, Child>: Sendable {
    associatedtype Root
    associatedtype Child

    /// The child in `root`, or `nil` when it is absent.
    func read(_ root: Root) -> Child?

    /// The key its scopes' shared lifetime is listed under, for `child` found in `root`.
    func key(for child: Child, in root: Root) -> ScopeLifetime.Key
}

/// An optional child, read through its key path: `\.detail`.
@usableFromInline
struct OptionalChildReader<Root, Child>: ChildReader {
    let slice: PropertyReader<Root, Child?>

    @usableFromInline
    init(_ keyPath: any KeyPath<Root, Child?> & Sendable) {
        slice = PropertyReader(keyPath)
    }

    @usableFromInline
    func read(_ root: Root) -> Child? {
        slice.read(root)
    }

    @usableFromInline
    func key(for child: Child, in root: Root) -> ScopeLifetime.Key {
        .optional(slice.keyPath, child)
    }
}

/// An enum case's payload, read through its ``StateCase``: `.detail`.
@usableFromInline
struct CaseChildReader<Root: Sendable, Child: Sendable>: ChildReader {
    let stateCase: StateCase<Root, Child>

    @usableFromInline
    init(_ stateCase: StateCase<Root, Child>) {
        self.stateCase = stateCase
    }

    @usableFromInline
    func read(_ root: Root) -> Child? {
        stateCase.extract(root)
    }

    @usableFromInline
    func key(for child: Child, in root: Root) -> ScopeLifetime.Key {
        .enumCase(EnumCaseMirror.name(of: root) ?? "", of: Root.self, child)
    }
}
