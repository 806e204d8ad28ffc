import PrexValueIdentity

extension StateChange {
    /// Returns what changed in a collection property: the positions inserted and removed, or `nil` when the
    /// collection did not change.
    ///
    /// Elements compare with `==`, so an element whose value changed counts as removed and inserted (its row is
    /// redrawn); an element with the same bytes as its counterpart is equal to it, as `Equatable` requires, even
    /// where its `==` says otherwise (`Double.nan`). A full render (``old`` is `nil`) counts as inserting every
    /// element, as ``changedProperty(for:)`` counts every property as changed.
    ///
    /// Any thread; it only reads the two states. Cost: the common start and end are found first (O(1) for arrays
    /// that share storage, else a `memcmp` of arrays by blocks, untouched elements sharing storage, or `==` for other
    /// collections); that is all when elements were only appended or removed at the end, else a Myers diff
    /// (`CollectionDifference`) of the k old and l new elements between the ends: O((k + l) × d) for d changed.
    ///
    /// - Parameter keyPath: The collection to compare, such as `\.repositories`.
    /// - Returns: The positions that changed, with ``CollectionChange/moves`` empty; `nil` when the old and
    ///   new collections are equal.
    public func difference<C: BidirectionalCollection & Equatable>(
        for keyPath: KeyPath<State, C>
    ) -> CollectionChange? where C.Element: Equatable {
        isUntouched(keyPath) ? nil : positionalDifference(for: keyPath)
    }

    /// The difference by position, once the collection is known to have been touched.
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

    /// Returns what changed in a collection of identifiable elements: the positions inserted, removed and moved, or
    /// `nil` when the collection did not change.
    ///
    /// As the `difference(for:)` of any equatable elements, and pairs a removed element with an inserted one of the
    /// same `id` and an equal value: that element moved, and is neither a removal nor an insertion. An element whose
    /// value changed still counts as removed and inserted. Pairing costs O(d) more for d removed elements.
    ///
    /// - Parameter keyPath: The collection to compare, such as `\.repositories`.
    /// - Returns: The positions that changed; `nil` when the old and new collections are equal.
    @inlinable
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

    /// Whether the collection has the same bytes, hence the same elements (see `ValueIdentity`), in both states. O(1).
    @inlinable
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

    /// How many elements `old` and `new` have in common at the start and at the end (not overlapping): arrays by
    /// blocks of bytes, then `==` where the bytes differ; other collections by ``areSame(_:_:)``.
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

    /// Whether two elements are the same: `==`, or the same bytes (see `ValueIdentity`), which make them one value
    /// even where its `==` says otherwise (`Double.nan`).
    private static func areSame<Element: Equatable>(_ old: Element, _ new: Element) -> Bool {
        old == new || ValueAddress.haveEqualBytes(old, new)
    }
}

extension CollectionDifference.Change {
    /// The position of the change: in the old collection for a removal, in the new one for an insertion.
    fileprivate var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _):
            offset
        }
    }
}
