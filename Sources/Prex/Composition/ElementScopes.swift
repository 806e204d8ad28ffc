/// The scoped stores of the elements of one ``IdentifiedList`` in a state. One listener on the state's store serves
/// them all: on each change it finds the list's difference from the previous version (skipping what both share, and
/// reading only the element written when there is one), updates the stores of the elements that changed and ends the
/// scopes of those that went, so a change costs what changed, not the number of scoped elements.
///
/// Every member is touched only while holding the parent's gate.
@usableFromInline
final class ElementScopes<
    Parent: Prex.State, Element: Identifiable & Prex.State & Equatable, List: ElementListReader<Parent, Element>
>: @unchecked Sendable
where Element.ID: Sendable {
    // `@unchecked Sendable` is sound: every stored `var` is only touched holding the parent store's gate (the
    // listener runs under it; `add` and `remove` are called under it), and `Element` is `Sendable`. The
    // `@exclusivity(unchecked)` accesses of `scoped` never overlap: on one thread at a time (the gate), and none spans
    // a call out (`update` and `ScopeLifetime.end()`, which may re-enter `add` or `remove`, run on values already
    // read). `key` is an immutable key path, only read.

    @usableFromInline let list: List
    /// What the parent's store lists these scopes under: the key path the scopes were made with.
    let key: AnyKeyPath
    /// The scoped stores' cores and their scopes' lifetimes, by element id; usually one per id.
    @usableFromInline @exclusivity(unchecked) var scoped: [Element.ID: ElementScopesByPosition<Element>.Cores] = [:]
    var lastToken: UInt64 = 0
    /// The listener on the parent's store, while any element is scoped.
    @usableFromInline var subscription: Subscription?
    /// `scoped` by position, for changes of many elements.
    @usableFromInline var byPosition = ElementScopesByPosition<Element>()

    @usableFromInline
    init(list: List, key: AnyKeyPath) {
        self.list = list
        self.key = key
    }

    var isEmpty: Bool {
        scoped.isEmpty
    }

    /// Scopes `core` to the element with `id` as it is now (`lifetime` ends when it goes); returns its token.
    @usableFromInline
    func add(_ core: StoreCore<Element>, _ lifetime: ScopeLifetime, for id: Element.ID) -> UInt64 {
        lastToken += 1
        scoped[id, default: []].append((lastToken, core, lifetime))
        byPosition.invalidate()
        return lastToken
    }

    /// Forgets the scoped store `token` names. Removing twice is a no-op.
    @usableFromInline
    func remove(_ token: UInt64, for id: Element.ID) {
        guard var cores = scoped[id] else { return }
        cores.removeAll { $0.token == token }
        scoped[id] = cores.isEmpty ? nil : cores
        byPosition.invalidate()
    }

    /// Brings the scoped stores of the elements that changed up to date, and ends the scopes of those that went.
    @inlinable
    func receive(_ change: StateChange<Parent>) {
        // The old state is read where the change holds it: `guard let` would copy all of it.
        guard change.old != nil else { return }
        let new = list.read(change.new)
        let old = list.read(change.old!)
        // One element written (an element action): that element's stores, by id; no walk and no table.
        if let position = new.onlyWrittenPosition(since: old) {
            let element = new.trie.element(at: position)
            if element != old.trie.element(at: position), let cores = scoped[new.index.ids[position]] {
                update(cores, to: element, transaction: change.transaction)
            }
            return
        }
        // Many elements changing: by position once their positions are known, by id (and learn them) otherwise.
        let table = byPosition.table(for: new.index)
        var lookups = 0
        new.forEachPositionedDifference(from: old) { difference, position in
            switch difference {
            case .updated(let id, let element):
                let found: ElementScopesByPosition<Element>.Cores?
                if let table {
                    found = table[position]
                } else {
                    lookups += 1
                    found = scoped[id]
                }
                if let cores = found {
                    update(cores, to: element, transaction: change.transaction)
                }
            case .removed(let id):
                guard let cores = scoped.removeValue(forKey: id) else { return }
                byPosition.invalidate()
                for (_, _, lifetime) in cores {
                    lifetime.end()
                }
            case .inserted:
                break
            }
        }
        if ElementScopesByPosition<Element>.shouldBuild(after: lookups) {
            byPosition.build(for: new.index, from: scoped)
        }
    }

    /// Gives `element`, their element's new version, to the attached stores in `cores` that hold another value, with
    /// the transaction of the parent's change.
    @inlinable
    func update(_ cores: ElementScopesByPosition<Element>.Cores, to element: Element, transaction: Transaction) {
        for (_, core, _) in cores where core.isAttached && core.current != element {
            core.replace(with: element, transaction: transaction)
        }
    }
}
