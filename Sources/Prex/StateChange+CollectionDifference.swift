extension StateChange {
    /// Returns what changed in a collection property: the positions inserted and removed, or `nil` when the
    /// collection did not change.
    ///
    /// Elements compare with `==`, so an element whose value changed counts as removed and inserted again
    /// (its row is redrawn). A full render (``old`` is `nil`) counts as inserting every element, as if the
    /// old collection were empty, just as ``changedProperty(for:)`` counts every property as changed; a
    /// view that already shows rows reloads them when `change.old == nil`.
    ///
    /// ```swift
    /// if let difference = change.difference(for: \.repositories) {
    ///     tableView.performBatchUpdates {
    ///         tableView.deleteRows(at: difference.removals.map { IndexPath(row: $0, section: 0) }, with: .fade)
    ///         tableView.insertRows(at: difference.insertions.map { IndexPath(row: $0, section: 0) }, with: .fade)
    ///     }
    /// }
    /// ```
    ///
    /// Cost, for collections of n old and m new elements, cheapest cases first:
    /// - unchanged: one `==` of the collections, O(1) for arrays that share storage, at most O(n);
    /// - elements only appended (a next page) or only removed from the end: O(min(n, m)) comparisons of the
    ///   common prefix, plus the array of changed positions; no diff is run;
    /// - otherwise the standard library's `CollectionDifference` (a Myers diff): O((n + m) × d) comparisons
    ///   for d changed elements, O(n × m) at worst.
    ///
    /// Runs on the caller's thread; it only reads the two states.
    ///
    /// - Parameter keyPath: The collection to compare, such as `\.repositories`.
    /// - Returns: The positions that changed, with ``CollectionChange/moves`` empty; `nil` when the old and
    ///   new collections are equal.
    public func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable {
        difference(for: keyPath) { old, new in
            let difference = new.difference(from: old)
            return CollectionChange(
                insertions: difference.insertions.map(\.offset),
                removals: difference.removals.map(\.offset),
                newCount: new.count
            )
        }
    }

    /// Returns what changed in a collection of identifiable elements: the positions inserted, removed and
    /// moved, or `nil` when the collection did not change.
    ///
    /// Works as the `difference(for:)` for any equatable elements does, and also pairs a removed element with an
    /// inserted one that has the same `id` and an equal value: that element moved, from its position in the
    /// old collection to its position in the new one, and is neither in ``CollectionChange/removals`` nor
    /// in ``CollectionChange/insertions``. An element whose value changed still counts as removed and
    /// inserted, so that its row is redrawn. Pairing costs O(d) more (a dictionary by `id` of the d
    /// removed elements); the cheap cases (unchanged, appended, removed from the end) cost the same.
    ///
    /// - Parameter keyPath: The collection to compare, such as `\.repositories`.
    /// - Returns: The positions that changed; `nil` when the old and new collections are equal.
    public func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable & Identifiable {
        difference(for: keyPath) { old, new in
            let difference = new.difference(from: old)
            // The removed elements by id, each id's in ascending order of position.
            var removedByID: [C.Element.ID: [(offset: Int, element: C.Element)]] = [:]
            for case .remove(let offset, let element, _) in difference.removals {
                removedByID[element.id, default: []].append((offset, element))
            }
            var movedFrom = Set<Int>()
            var insertions: [Int] = []
            var moves: [CollectionChange.Move] = []
            for case .insert(let offset, let element, _) in difference.insertions {
                if var removed = removedByID[element.id],
                    let index = removed.firstIndex(where: { $0.element == element })
                {
                    movedFrom.insert(removed[index].offset)
                    moves.append(CollectionChange.Move(from: removed[index].offset, to: offset))
                    removed.remove(at: index)
                    removedByID[element.id] = removed
                } else {
                    insertions.append(offset)
                }
            }
            let removals = difference.removals.map(\.offset).filter { !movedFrom.contains($0) }
            return CollectionChange(insertions: insertions, removals: removals, moves: moves, newCount: new.count)
        }
    }

    /// The cheap cases shared by both overloads; `diff` computes the general case.
    private func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>,
        diff: (_ old: C, _ new: C) -> CollectionChange
    ) -> CollectionChange? where C.Element: Equatable {
        let new = self.new[keyPath: keyPath]
        guard let oldState = old else {
            return CollectionChange(appending: 0..<new.count)
        }
        let old = oldState[keyPath: keyPath]
        if old == new {
            return nil
        }
        let oldCount = old.count
        let newCount = new.count
        if newCount > oldCount, new.starts(with: old) {
            return CollectionChange(appending: oldCount..<newCount)
        }
        if newCount < oldCount, old.starts(with: new) {
            return CollectionChange(insertions: [], removals: Array(newCount..<oldCount), newCount: newCount)
        }
        return diff(old, new)
    }
}

extension CollectionDifference.Change {
    /// The position the change applies at: in the old collection for a removal, in the new one for an
    /// insertion.
    fileprivate var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _):
            offset
        }
    }
}
