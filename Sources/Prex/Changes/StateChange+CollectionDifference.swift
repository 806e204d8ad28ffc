import PrexValueIdentity

extension StateChange {
    /// Returns what changed in a collection property: the positions inserted and removed, or `nil` when the
    /// collection did not change.
    ///
    /// Elements compare with `==`, so an element whose value changed counts as removed and inserted again
    /// (its row is redrawn). An element with the same bytes as its counterpart is equal to it, as `Equatable`
    /// requires of every value (`a == a`), even where its `==` says otherwise (`Double.nan`): an element the
    /// change did not touch is never a change, wherever it is. A full render (``old`` is `nil`) counts as
    /// inserting every element, as if the old collection were empty, just as ``changedProperty(for:)`` counts
    /// every property as changed; a view that already shows rows reloads them when `change.old == nil`.
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
    /// - the common start and end of the two collections are found first: for arrays, O(1) when they share
    ///   storage, otherwise a `memcmp` of their elements by blocks (elements the change did not touch share
    ///   their storage), with `==` only where the bytes differ; other collections compare with `==`;
    /// - unchanged, elements only appended (a next page) or only removed from the end: that is all, plus the
    ///   array of changed positions; no diff is run;
    /// - otherwise the standard library's `CollectionDifference` (a Myers diff) on the elements between the
    ///   common ends: O((k + l) × d) comparisons for k old and l new elements there and d changed elements.
    ///
    /// Runs on the caller's thread; it only reads the two states.
    ///
    /// - Parameter keyPath: The collection to compare, such as `\.repositories`.
    /// - Returns: The positions that changed, with ``CollectionChange/moves`` empty; `nil` when the old and
    ///   new collections are equal.
    @inlinable @inline(__always)
    public func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable {
        isUntouched(keyPath) ? nil : positionalDifference(for: keyPath)
    }

    /// The difference by position, once the collection is known to have been touched.
    @usableFromInline
    func positionalDifference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable {
        difference(for: keyPath) { old, new, start, newCount in
            let difference = new.difference(from: old) { Self.areSame($0, $1) }
            return CollectionChange(
                insertions: difference.insertions.map { start + $0.offset },
                removals: difference.removals.map { start + $0.offset },
                newCount: newCount
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
    @inlinable @inline(__always)
    public func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable & Identifiable {
        isUntouched(keyPath) ? nil : identifiedDifference(for: keyPath)
    }

    /// The difference with moves, once the collection is known to have been touched.
    @usableFromInline
    func identifiedDifference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable & Identifiable {
        difference(for: keyPath) { old, new, start, newCount in
            let difference = new.difference(from: old) { Self.areSame($0, $1) }
            // The removed elements by id, each id's in ascending order of position.
            var removedByID: [C.Element.ID: [(offset: Int, element: C.Element)]] = [:]
            for case .remove(let offset, let element, _) in difference.removals {
                removedByID[element.id, default: []].append((start + offset, element))
            }
            var movedFrom = Set<Int>()
            var insertions: [Int] = []
            var moves: [CollectionChange.Move] = []
            for case .insert(let offset, let element, _) in difference.insertions {
                if var removed = removedByID[element.id],
                    let index = removed.firstIndex(where: { Self.areSame($0.element, element) })
                {
                    movedFrom.insert(removed[index].offset)
                    moves.append(CollectionChange.Move(from: removed[index].offset, to: start + offset))
                    removed.remove(at: index)
                    removedByID[element.id] = removed
                } else {
                    insertions.append(start + offset)
                }
            }
            let removals = difference.removals.map { start + $0.offset }.filter { !movedFrom.contains($0) }
            return CollectionChange(insertions: insertions, removals: removals, moves: moves, newCount: newCount)
        }
    }

    /// Whether the collection has the same bytes in the old and the new state: the same storage (an array the
    /// action did not touch), hence the same elements (see `ValueIdentity` for why equal bytes are the same
    /// value). O(1); always inlined, so that a key path literal at the call site becomes a direct property read.
    @inlinable @inline(__always)
    func isUntouched<C>(_ keyPath: KeyPath<State, C>) -> Bool {
        guard let old else { return false }
        let oldValue = old[keyPath: keyPath]
        let newValue = new[keyPath: keyPath]
        return ValueAddress.haveEqualBytes(oldValue, newValue)
    }

    /// The cheap cases shared by both overloads; `diff` computes the general case on the elements between the
    /// common ends (`start` is the first one's position, `newCount` the new collection's size).
    private func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>,
        diff: (_ old: C.SubSequence, _ new: C.SubSequence, _ start: Int, _ newCount: Int) -> CollectionChange
    ) -> CollectionChange? where C.Element: Equatable {
        let new = self.new[keyPath: keyPath]
        guard let oldState = old else {
            return CollectionChange(appending: 0..<new.count)
        }
        let old = oldState[keyPath: keyPath]
        let oldCount = old.count
        let newCount = new.count
        let (prefix, suffix) = Self.commonEnds(old, new)
        if prefix == oldCount && prefix == newCount {
            return nil
        }
        if prefix == oldCount {
            return CollectionChange(appending: oldCount..<newCount)
        }
        if prefix == newCount {
            return CollectionChange(insertions: [], removals: Array(newCount..<oldCount), newCount: newCount)
        }
        let oldMiddle = old.dropFirst(prefix).dropLast(suffix)
        let newMiddle = new.dropFirst(prefix).dropLast(suffix)
        return diff(oldMiddle, newMiddle, prefix, newCount)
    }

    /// How many elements `old` and `new` have in common at the start and at the end (not overlapping).
    ///
    /// Arrays are compared in place, by blocks of bytes, then by `==` where the bytes differ: elements the
    /// change did not touch share their storage, so an edit in a list of 10,000 rows costs a `memcmp` of it.
    /// Other collections compare element by element with ``areSame(_:_:)``.
    private static func commonEnds<C: BidirectionalCollection>(
        _ old: C, _ new: C
    ) -> (prefix: Int, suffix: Int) where C.Element: Equatable {
        if let ends = CollectionEnds.ofArrays(old, new) {
            return ends
        }
        let prefix = zip(old, new).prefix { areSame($0, $1) }.count
        let shorter = min(old.count, new.count)
        let suffix = zip(old.reversed(), new.reversed()).prefix(shorter - prefix).prefix { areSame($0, $1) }.count
        return (prefix, suffix)
    }

    /// Whether two elements are the same: `==`, or the same bytes (see `ValueIdentity`), which make them one
    /// value, equal to itself even where its `==` is not (`Double.nan`). The array scan of ``commonEnds(_:_:)``
    /// compares this way, bytes first.
    private static func areSame<Element: Equatable>(_ old: Element, _ new: Element) -> Bool {
        old == new || ValueAddress.haveEqualBytes(old, new)
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
