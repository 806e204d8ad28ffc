extension Flux {
    /// A Flux of a presented child (a sheet, a destination), or `nil` when nothing is presented now: a scope of
    /// the optional as ``scope(optional:action:dependencies:)`` makes one, whose actions travel as
    /// ``PresentationAction/presented(_:)`` and which can close itself with ``dismiss()``.
    ///
    /// The scope ends when the child goes, whoever closed it: a dismiss, the parent, or (for an `Identifiable`
    /// child) another child with another id. Scopes made from it inherit its ``dismiss()``. Any thread; cost as
    /// ``scope(optional:action:dependencies:)``.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.detail`.
    ///   - action: The case of this Flux's action that carries the child's ``PresentationAction``.
    ///   - configure: Changes to this Flux's ``dependencies`` for the child; by default it inherits them.
    /// - Returns: A Flux whose state is the presented child, or `nil` when the child is absent.
    @inlinable
    public func scope<ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        presented keyPath: any KeyPath<State, ChildState?> & Sendable,
        action: ActionCase<Action, PresentationAction<ChildAction>>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, ChildState>? {
        let dismissal = dismissal(sending: action.embed(.dismiss))
        return scope(optional: keyPath, action: action(.presented)) { dependencies in
            configure(&dependencies)
            dependencies.dismissal = dismissal
        }
    }

    /// What ``dismiss()`` calls on a presented child's scope (and the scopes made from it): sends `closing` to this
    /// Flux, the presenter's, as an action of the scope dismiss was called on, so that it changes nothing if that
    /// scope has ended by the time it is delivered.
    @usableFromInline
    func dismissal(sending closing: Action) -> Dismissal {
        let dispatcher = self.dispatcher
        return { scope in
            dispatcher.gate.withLock { dispatcher.deliverOrQueue(closing, Transaction(), from: scope) }
        }
    }
}

/// Closes a presented child on behalf of the scope given, which is the child's or one made from it.
@usableFromInline
typealias Dismissal = @Sendable (_ from: ScopeLifetime) -> Void
