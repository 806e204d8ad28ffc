import Prex

/// The properties of the state read through an ``ObservableModel``, and for each, how to tell whether a change
/// of state changed it and how to tell Observation about it.
///
/// The model keeps one entry per distinct key path read, so that a delivered change announces exactly the
/// properties that were read and differ, and nothing else. The comparisons sit in an array of their own, the
/// one walked on every change. Main actor only, like the model.
@usableFromInline
struct TrackedReads<Model: AnyObject, State> {
    /// For each read, whether the property differs between two states: `!=` for an `Equatable` value, always
    /// `true` otherwise (a value that cannot be compared is announced on every change). Owned here, and never
    /// removed: the comparisons live as long as the model.
    @usableFromInline private(set) var comparisonOwners: [ManuallyRetainedBox<Comparison>.Owner] = []
    /// The same comparisons' boxes, read without a retain and release per call: each one is kept alive by its
    /// owner in ``comparisonOwners`` for as long as the model exists.
    @usableFromInline private(set) var comparisons: [ManuallyRetainedBox<Comparison>] = []
    /// For each read, tells the model's registrar about the property: a read, or one half of a change.
    @usableFromInline private(set) var notifications: [(_ model: Model, _ event: Event) -> Void] = []

    @usableFromInline
    init() {}

    /// Adds a read; returns its index.
    @inlinable
    mutating func append(
        differs: @escaping (State, State) -> Bool,
        notify: @escaping (Model, Event) -> Void
    ) -> Int {
        let owner = ManuallyRetainedBox.Owner(Comparison(differs: differs))
        comparisonOwners.append(owner)
        comparisons.append(owner.box)
        notifications.append(notify)
        return comparisons.count - 1
    }

    /// Appends to `changed` the index of every comparison that finds a difference between `old` and `new`.
    ///
    /// - Parameter comparisons: A copy of ``comparisons``, taken by the caller before any `==` runs: an `==`
    ///   that reads the model (adding a read) then changes the model's array, not the one being walked.
    @inlinable
    static func collectDifferences(
        _ comparisons: [ManuallyRetainedBox<Comparison>], between old: State, and new: State, into changed: inout [Int]
    ) {
        for index in comparisons.indices {
            // Borrowing is sound (see `ManuallyRetainedBox`): every box is kept alive by its owner in
            // `comparisonOwners`, which only grows and lives as long as the model, which is alive while it reflects.
            if comparisons[index].withValue({ $0.differs(old, new) }) {
                changed.append(index)
            }
        }
    }

    /// Whether a property differs between two states. (A closure boxed directly would be stored at maximal
    /// abstraction and called through a reabstraction thunk; wrapped in a struct, it is a plain indirect call.)
    @usableFromInline
    struct Comparison {
        @usableFromInline let differs: (_ old: State, _ new: State) -> Bool

        @usableFromInline
        init(differs: @escaping (State, State) -> Bool) {
            self.differs = differs
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

    /// Compares a property with `!=`, reading it from its offset in the state when it is stored there
    /// (``InlineField``): projecting a key path goes through the runtime's generic key path code on every call
    /// (hundreds of instructions). Computed properties, and paths through optionals or classes, are projected.
    @inlinable
    static func comparing<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> (State, State) -> Bool {
        guard let field = InlineField(keyPath) else {
            return { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] }
        }
        return { old, new in field.read(from: old) != field.read(from: new) }
    }
}
