import Prex

/// The properties of the state read through an ``ObservableModel``, and for each, how to tell whether a change
/// of state changed it and how to tell Observation about it.
///
/// The model keeps one entry per distinct key path read, so that a delivered change announces exactly the
/// properties that were read and differ, and nothing else. Entries are only ever appended: an index names one
/// read for the model's life. Main actor only, like the model.
///
/// A change is found in three steps, cheapest first: the state's first words that hold tracked properties are
/// compared once for all reads (one comparison per 8 bytes), and each differing word names the reads it proves
/// changed (``changedByWord``: integers and `Bool`s that fill their words alone); of the other reads, one whose
/// bytes are all equal is unchanged (equal bytes are the same value); only a read whose bytes differ, or that has
/// no fixed place in the state (a computed property, a path through an optional or a class), is compared with its
/// `!=`. ``ObservableModel/changedReads(from:to:)`` runs them.
@usableFromInline
struct TrackedReads<Model: AnyObject, State> {
    /// The reads, in the order first read.
    @usableFromInline private(set) var entries: [Read] = []
    /// For each of the state's first ``wordsCompared`` words, the reads (of the first 64, as bits) that a
    /// difference in that word proves changed: bit-exact properties (``Read/unequalBytesDiffer``) that fill their
    /// words alone (``Location/words``). One lookup per differing word finds them, however many reads there are.
    @usableFromInline private(set) var changedByWord: [UInt64] = []
    /// The other reads, in the order first read: those that need their own bytes or their `!=` compared, and
    /// every read past the 64th.
    @usableFromInline private(set) var comparedReads: [Int] = []
    /// How many of the state's first 8-byte words hold a tracked property: the words compared on every change.
    @usableFromInline private(set) var wordsCompared = 0

    @usableFromInline
    init() {}

    /// One property read through the model.
    @usableFromInline
    struct Read {
        /// Where the property lies in the state.
        @usableFromInline let location: Location
        /// Whether unequal bytes prove the values unequal (the standard library's integers and `Bool`, every bit
        /// of which is the value): then a change of bytes is a change, and `!=` is not called.
        @usableFromInline let unequalBytesDiffer: Bool
        /// Whether the value is compared; `false` when it was read as a type not known to be `Equatable`, and
        /// counts as changed on every change.
        @usableFromInline let comparesValues: Bool
        /// The comparison and the key path.
        @usableFromInline let handlers: Handlers

        @usableFromInline
        init(
            location: Location, unequalBytesDiffer: Bool, comparesValues: Bool, handlers: Handlers
        ) {
            self.location = location
            self.unequalBytesDiffer = unequalBytesDiffer
            self.comparesValues = comparesValues
            self.handlers = handlers
        }
    }

    /// Where a read's property lies in the state, which says how to find out cheaply that it did not change.
    @usableFromInline
    enum Location {
        /// Alone in these words of the state's first 64 (``InlineBytes/filledWords(inRootOf:)``): these bits of
        /// ``Roots/differingWords(upTo:)``, all of them the property's bytes.
        case words(UInt64)
        /// Inline in the state, sharing a word with a neighbour or padding, or past its first 64 words: its own
        /// bytes are compared.
        case bytes(InlineBytes)
        /// Nowhere fixed (a computed property, a path through an optional or a class), or not `Equatable`: its
        /// comparison runs on every change.
        case elsewhere
    }

    /// What a read does that needs its property's type, and the key path Observation knows it by. (A closure
    /// boxed directly would be stored at maximal abstraction and called through a reabstraction thunk; wrapped in
    /// a struct, it is a plain indirect call.)
    @usableFromInline
    struct Handlers {
        /// Whether the property differs between two states: `!=` for an `Equatable` value, always `true` otherwise
        /// (a value that cannot be compared is announced on every change).
        @usableFromInline let differs: (_ old: State, _ new: State) -> Bool
        /// The key path the model's registrar is told about the property with
        /// (``ObservableModel/observationKey(forRead:)``).
        @usableFromInline let key: KeyPath<Model, Int>

        @usableFromInline
        init(differs: @escaping (State, State) -> Bool, key: KeyPath<Model, Int>) {
            self.differs = differs
            self.key = key
        }
    }

    /// What the registrar is told.
    @usableFromInline
    enum Event {
        /// The property was read (`ObservationRegistrar.access`): the current tracking scope depends on it.
        case access
        /// The property is about to change (`willSet`): tracking scopes that read it are invalidated.
        case willSet
        /// The property has changed (`didSet`).
        case didSet
    }

    /// Adds a read; returns its index.
    ///
    /// - Parameters:
    ///   - bytes: Where an `Equatable` property lies inline in the state; `nil` for the others.
    ///   - unequalBytesDiffer: Whether unequal bytes of the property prove a change (see ``Read``).
    ///   - differs: The property's comparison; `nil` when it has none, and counts as changed on every change.
    ///   - key: The key path the registrar is told about the property with.
    @inlinable
    mutating func append(
        storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool, differs: ((State, State) -> Bool)?,
        key: KeyPath<Model, Int>
    ) -> Int {
        let index = entries.count
        let read = read(storedAt: bytes, unequalBytesDiffer: unequalBytesDiffer, differs: differs, key: key)
        if case .words(var words) = read.location, read.unequalBytesDiffer, index < UInt64.bitWidth {
            while words != 0 {
                let word = words.trailingZeroBitCount
                words &= words &- 1
                if changedByWord.count <= word {
                    changedByWord.append(contentsOf: repeatElement(0, count: word + 1 - changedByWord.count))
                }
                changedByWord[word] |= 1 &<< UInt64(index)
            }
        } else {
            comparedReads.append(index)
        }
        entries.append(read)
        return index
    }

    /// Gives read `index` a comparison if it has none: a key path first read as a value of a generic type (a
    /// helper taking any `KeyPath<State, Value>`), which counts as changed on every change, is then read as the
    /// `Equatable` type it is, and compared from then on. Keeps the read's index and its key path for Observation,
    /// and its place among ``comparedReads``, which compares any read correctly.
    @inlinable
    mutating func compare(
        read index: Int, storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool,
        differs: @escaping (State, State) -> Bool
    ) {
        guard !entries[index].comparesValues else { return }
        let key = entries[index].handlers.key
        entries[index] = read(storedAt: bytes, unequalBytesDiffer: unequalBytesDiffer, differs: differs, key: key)
    }

    /// A read of a property at `bytes` with these handlers.
    @inlinable
    mutating func read(
        storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool, differs: ((State, State) -> Bool)?,
        key: KeyPath<Model, Int>
    ) -> Read {
        let location: Location
        if let bytes, let words = bytes.filledWords(inRootOf: MemoryLayout<State>.size) {
            location = .words(words)
            wordsCompared = Swift.max(wordsCompared, UInt64.bitWidth - words.leadingZeroBitCount)
        } else if let bytes {
            location = .bytes(bytes)
        } else {
            location = .elsewhere
        }
        return Read(
            location: location, unequalBytesDiffer: unequalBytesDiffer && bytes != nil, comparesValues: differs != nil,
            handlers: Handlers(differs: differs ?? { _, _ in true }, key: key))
    }

    /// How to compare a property with `!=`, and where its bytes lie when it is stored inline in the state
    /// (``InlineField``): then its value is read from its offset, since projecting a key path goes through the
    /// runtime's generic key path code on every call. Computed properties, and paths
    /// through optionals or classes, are projected and have no bytes.
    @inlinable
    static func comparing<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>
    ) -> (bytes: InlineBytes?, unequalBytesDiffer: Bool, differs: (State, State) -> Bool) {
        guard let field = InlineField(keyPath) else {
            return (nil, false, { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] })
        }
        let everyBitCounts = bitExactTypes.contains { $0 == Value.self }
        return (field.bytes, everyBitCounts, { old, new in field.read(from: old) != field.read(from: new) })
    }

    /// Types whose `==` compares every bit and nothing else, so that unequal bytes are unequal values.
    @usableFromInline
    static var bitExactTypes: [Any.Type] {
        [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
            UInt32.self, UInt64.self, Bool.self,
        ]
    }
}
