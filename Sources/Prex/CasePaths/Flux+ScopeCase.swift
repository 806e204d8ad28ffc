extension Flux {
    /// A Flux of one case of this Flux's enum state (a destination's `.detail`), or `nil` when the state is another
    /// case now.
    ///
    /// The scope belongs to the child in the case now: it ends (see ``scope(state:action:dependencies:)``) when the
    /// state leaves the case and, for an `Identifiable` child, when the case holds one with another id, so a late
    /// action of the old child never reaches the next one; its debug log names the case (`DetailState in case
    /// Destination.detail`). At most one case's scope is live, as the state is one case at a time. A state that comes
    /// back to the case later holds a new child: scope it again. Scope the enum first when it is optional:
    /// `app.scope(optional: \.destination, action: .destination)?.scope(case: .detail, action: .detail)`.
    ///
    /// Any thread. Cost: as ``scope(optional:action:dependencies:)``, plus `stateCase.extract` on each change of
    /// this Flux's state (a `Mirror` for a case declared in one line), and one `Mirror` when the scope is made.
    ///
    /// - Parameters:
    ///   - stateCase: The case of this Flux's state that holds the child's state, such as `.detail`.
    ///   - action: The case of this Flux's action that carries the child's actions.
    ///   - configure: Changes to this Flux's ``dependencies`` for the child; by default it inherits them.
    /// - Returns: A Flux whose state is the case's child, or `nil` when the state is another case.
    @inlinable
    public func scope<ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        case stateCase: StateCase<State, ChildState>,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, ChildState>? {
        scope(present: CaseChildReader(stateCase), action: action, dependencies: configure) { state in
            let name = Self.describe(ChildState.self, inCaseOf: state)
            return { name }
        }
    }

    /// Names a case's child in the debug log: `DetailState in case Destination.detail`.
    @usableFromInline
    static func describe<Child>(_ child: Child.Type, inCaseOf state: State) -> String {
        guard let name = EnumCaseMirror.name(of: state) else { return "\(child) in \(State.self)" }
        return "\(child) in case \(State.self).\(name)"
    }
}
