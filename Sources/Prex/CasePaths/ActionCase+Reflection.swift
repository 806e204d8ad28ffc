extension ActionCase {
    /// The case `embed` makes, found in a parent action by reflection: `.init(AppAction.search)` declares a case in
    /// one line, with no pattern match written.
    ///
    /// A parent action matches when it is an enum case whose payload casts to `Child` and, embedded again, makes the
    /// same case, so two cases of one payload type (`.left`, `.right`) are told apart; any other value, a case
    /// without payload, or a parent that is not an enum never matches. `embed` must be the case itself.
    ///
    /// Any thread. Cost: finding uses `Mirror`: about 21,000 instructions and 16 allocations per look-up, matched or
    /// not, so a dispatch through a scope costs about 45× to 80× the explicit ``init(_:extract:)`` (see
    /// <doc:ActionCase#Declaring-a-case-in-one-line>), which stays the fast path for actions sent many times a
    /// second. Each value learns its case on its first match: keep it (scopes and composed mutations keep theirs).
    /// Wrapping is a call, as in the explicit form.
    ///
    /// - Parameter embed: The case of the parent's action that carries the child's, such as `AppAction.search`.
    public init(_ embed: @escaping @Sendable (Child) -> Parent) {
        let reflection = CaseReflection(embed)
        self.init(embed, extract: { reflection.extract($0) })
    }

    /// The case `embed` makes, whose payload is two values, found by reflection (see ``init(_:)-((Child)->Parent)``):
    /// the child is the tuple of both, as in `ActionCase<AppAction, (Int, RowAction)>(AppAction.row)` for
    /// `case row(id:action:)`.
    ///
    /// - Parameter embed: The case of the parent's action that carries the two values.
    public init<First: Sendable, Second: Sendable>(_ embed: @escaping @Sendable (First, Second) -> Parent)
    where Child == (First, Second) {
        self.init({ (values: Child) in embed(values.0, values.1) })
    }

    /// The case `embed` makes, whose payload is three values, found by reflection (see ``init(_:)-((Child)->Parent)``):
    /// the child is the tuple of the three.
    ///
    /// - Parameter embed: The case of the parent's action that carries the three values.
    public init<First: Sendable, Second: Sendable, Third: Sendable>(
        _ embed: @escaping @Sendable (First, Second, Third) -> Parent
    ) where Child == (First, Second, Third) {
        self.init({ (values: Child) in embed(values.0, values.1, values.2) })
    }
}
