/// The scoped stores of ``ElementScopes`` by their element's position in one version of the list's structure, so
/// that a change of many elements reaches their stores without hashing an id each (which costs more than the rest
/// of finding what changed).
///
/// Valid for one index of ids (`IDIndex`): two versions of a list that hold the same index have the same ids at the
/// same positions. It holds the index strongly, which makes `===` on it a proof: while it is held, no other index
/// can be allocated at its address, and it cannot be written in place (a list writes its index only while it holds
/// the one reference to it). Touched only while holding the parent's gate, as ``ElementScopes`` is.
@usableFromInline
struct ElementScopesByPosition<Element: Identifiable & Prex.State & Equatable> where Element.ID: Sendable {
    /// The scoped stores of one element: a token, a core and the lifetime of the element (the same for all) each.
    @usableFromInline typealias Cores = [(token: UInt64, core: StoreCore<Element>, lifetime: ScopeLifetime)]

    /// The index the positions are of, or `nil` when there is no table.
    @usableFromInline var index: IDIndex<Element.ID>?
    /// The scoped stores by position in `index`.
    @usableFromInline var cores: ContiguousArray<Cores?> = []

    init() {}

    @inlinable
    func table(for index: IDIndex<Element.ID>) -> ContiguousArray<Cores?>? {
        self.index === index ? cores : nil
    }

    /// Whether a change that looked up `lookups` ids should build the table: more than a leaf's worth, not a few.
    @inlinable
    static func shouldBuild(after lookups: Int) -> Bool {
        lookups > ElementTrie<Element>.leafWidth
    }

    /// Forgets the table: the scoped stores changed.
    @inlinable
    mutating func invalidate() {
        index = nil
        cores = []
    }

    /// Builds the table for `index`: one lookup of each scoped id's position.
    @inlinable
    mutating func build(for index: IDIndex<Element.ID>, from scoped: [Element.ID: Cores]) {
        var table = ContiguousArray<Cores?>(repeating: nil, count: index.ids.count)
        for (id, cores) in scoped {
            if let position = index.positions[id] {
                table[position] = cores
            }
        }
        self.index = index
        cores = table
    }
}
