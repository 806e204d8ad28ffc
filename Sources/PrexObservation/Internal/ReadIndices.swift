/// The indices of the tracked reads a change touched, collected while a model reflects it: a set that allocates
/// nothing for the first 64 reads a model tracks (a bit each), and keeps the indices past those in an array.
///
/// Iterated in ascending order of index within the first 64, then in insertion order. Main actor only, like the
/// model; a local value of `reflect(change:)`.
@usableFromInline
struct ReadIndices {
    /// Bit `i` set: read `i` is in the set, for `i` below 64.
    @usableFromInline var first: UInt64 = 0
    /// The reads at 64 and above, in the order inserted; empty (no allocation) for most models.
    @usableFromInline var rest: [Int] = []

    @inlinable
    init() {}

    /// Whether no read is in the set.
    @inlinable
    var isEmpty: Bool { first == 0 && rest.isEmpty }

    /// Adds read `index`, which must not be in the set yet.
    @inlinable
    mutating func insert(_ index: Int) {
        if index < UInt64.bitWidth {
            first |= 1 &<< UInt64(index)
        } else {
            rest.append(index)
        }
    }

    /// Inserts the indices below 64 whose bits are set in `bits`.
    @inlinable
    mutating func insert(firstSixtyFour bits: UInt64) {
        first |= bits
    }
}

extension ReadIndices: Sequence {
    /// The indices in the set: the first 64 by ascending index, then the rest in insertion order.
    @inlinable
    func makeIterator() -> Iterator {
        Iterator(remaining: first, rest: rest.makeIterator())
    }

    /// Walks a ``ReadIndices``.
    @usableFromInline
    struct Iterator: IteratorProtocol {
        /// The bits of the first 64 reads not visited yet.
        @usableFromInline var remaining: UInt64
        @usableFromInline var rest: IndexingIterator<[Int]>

        @inlinable
        init(remaining: UInt64, rest: IndexingIterator<[Int]>) {
            self.remaining = remaining
            self.rest = rest
        }

        @inlinable
        mutating func next() -> Int? {
            guard remaining != 0 else { return rest.next() }
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            return index
        }
    }
}
