import Prex

/// The properties of the state read through an ``ObservableModel``, and for each, how to tell whether a change
/// of state changed it and how to tell Observation about it.
///
/// The model keeps one entry per distinct key path read, so that a delivered change announces exactly the
/// properties that were read and differ, and nothing else. Entries are only ever appended: an index names one
/// read for the model's life. Main actor only, like the model.
///
/// A change is found in three steps, cheapest first: the state's first words that hold tracked properties are
/// compared once for all reads (one comparison per 8 bytes); a read whose words are all equal is unchanged (equal
/// bytes are the same value); only a read whose bytes differ, or that has no fixed place in the state (a computed
/// property, a path through an optional or a class), is compared with its `!=`.
@usableFromInline
struct TrackedReads<Model: AnyObject, State> {
    /// The reads, in the order first read.
    @usableFromInline private(set) var entries: [Read] = []
    /// Owns each read's handlers, which ``entries`` borrows: never removed, they live as long as the model.
    @usableFromInline private(set) var owners: [ManuallyRetainedBox<Handlers>.Owner] = []
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
        /// The comparison and the key path, borrowed without a retain: their owner is in ``owners``.
        @usableFromInline let handlers: ManuallyRetainedBox<Handlers>

        @usableFromInline
        init(
            location: Location, unequalBytesDiffer: Bool, comparesValues: Bool, handlers: ManuallyRetainedBox<Handlers>
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

    /// What a read does that needs its property's type, behind one indirect call each. (Closures boxed directly
    /// would be stored at maximal abstraction and called through a reabstraction thunk; wrapped in a struct, each
    /// is a plain indirect call.)
    @usableFromInline
    struct Handlers {
        /// Whether the property differs between two states: `!=` for an `Equatable` value, always `true` otherwise
        /// (a value that cannot be compared is announced on every change).
        @usableFromInline let differs: (_ old: State, _ new: State) -> Bool
        /// Tells the model's registrar about the property: a read, or one half of a change.
        @usableFromInline let notify: (_ model: Model, _ event: Event) -> Void

        @usableFromInline
        init(differs: @escaping (State, State) -> Bool, notify: @escaping (Model, Event) -> Void) {
            self.differs = differs
            self.notify = notify
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
    ///   - notify: Tells the registrar about the property.
    @inlinable
    mutating func append(
        storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool, differs: ((State, State) -> Bool)?,
        notify: @escaping (Model, Event) -> Void
    ) -> Int {
        entries.append(read(storedAt: bytes, unequalBytesDiffer: unequalBytesDiffer, differs: differs, notify: notify))
        return entries.count - 1
    }

    /// Gives read `index` a comparison if it has none: a key path first read as a value of a generic type (a
    /// helper taking any `KeyPath<State, Value>`), which counts as changed on every change, is then read as the
    /// `Equatable` type it is, and compared from then on. Keeps the read's index and its key path for Observation.
    @inlinable
    mutating func compare(
        read index: Int, storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool,
        differs: @escaping (State, State) -> Bool
    ) {
        guard !entries[index].comparesValues else { return }
        let notify = entries[index].handlers.withValue { $0.notify }
        entries[index] = read(storedAt: bytes, unequalBytesDiffer: unequalBytesDiffer, differs: differs, notify: notify)
    }

    /// A read of a property at `bytes` with these handlers, whose owner joins ``owners``.
    @inlinable
    mutating func read(
        storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool, differs: ((State, State) -> Bool)?,
        notify: @escaping (Model, Event) -> Void
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
        let owner = ManuallyRetainedBox.Owner(Handlers(differs: differs ?? { _, _ in true }, notify: notify))
        owners.append(owner)
        return Read(
            location: location, unequalBytesDiffer: unequalBytesDiffer && bytes != nil, comparesValues: differs != nil,
            handlers: owner.box)
    }

    /// Tells the registrar about read `index`, of `model`.
    ///
    /// - Parameter entries: ``entries``, or a copy of it taken before user code ran.
    @inlinable
    static func notify(_ event: Event, read index: Int, of model: Model, in entries: [Read]) {
        // Borrowing is sound (see `ManuallyRetainedBox`): the box's owner is in `owners`, which only grows and
        // lives as long as the model.
        entries[index].handlers.withValue { $0.notify(model, event) }
    }

    /// The indices of the reads whose property differs between `old` and `new`.
    ///
    /// - Parameters:
    ///   - entries: A copy of ``entries``, taken by the caller before any `==` runs: an `==` that reads the model
    ///     (adding a read) then changes the model's array, not this one.
    ///   - wordsCompared: ``wordsCompared`` when the copy was taken.
    @inlinable
    static func differences(
        _ entries: [Read], wordsCompared: Int, between old: State, and new: State
    ) -> ReadIndices {
        // Bytes first, for every read, with no user code running while the states are borrowed.
        var unequalBytes = ReadIndices()
        InlineBytes.withRoots(old, new) { roots in
            let differingWords = roots.differingWords(upTo: wordsCompared)
            for index in entries.indices {
                switch entries[index].location {
                case .words(let words): if words & differingWords == 0 { continue }
                case .bytes(let bytes): if bytes.haveEqualBytes(in: roots) { continue }
                case .elsewhere: break
                }
                unequalBytes.insert(index)
            }
        }
        var differing = ReadIndices()
        for index in unequalBytes {
            let read = entries[index]
            // Borrowing is sound (see `ManuallyRetainedBox`): every box is kept alive by its owner in `owners`,
            // which only grows and lives as long as the model, which is alive while it reflects.
            if read.unequalBytesDiffer || read.handlers.withValue({ $0.differs(old, new) }) {
                differing.insert(index)
            }
        }
        return differing
    }

    /// How to compare a property with `!=`, and where its bytes lie when it is stored inline in the state
    /// (``InlineField``): then its value is read from its offset, since projecting a key path goes through the
    /// runtime's generic key path code on every call (hundreds of instructions). Computed properties, and paths
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
