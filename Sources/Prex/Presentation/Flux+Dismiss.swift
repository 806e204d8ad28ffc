extension Flux {
    /// Closes the presented child this Flux shows (or the nearest one it was scoped from): sends its presenter the
    /// child's ``PresentationAction/dismiss``, or pops it from its stack.
    ///
    /// The close is an action of the presenter's Flux, so it is logged, recorded and replayed, and its mutation
    /// removes the child, ending its scope. It travels as an action of this scope: if the child has left by the time
    /// it is delivered (closed twice, closed by its parent), it changes nothing and the debug log says so. On a Flux
    /// that nothing presented (the app's, a slice of it), it does nothing.
    ///
    /// Any thread, effects included. Cost: a dispatch to the presenter's Flux.
    public func dismiss() {
        guard let dismissal = dependencies.dismissal, let scope = store.upstream?.lifetime else { return }
        dismissal(scope)
    }
}

extension Presenter {
    /// Closes the presented child this presenter shows: ``Flux/dismiss()`` on its Flux. Any thread.
    nonisolated public final func dismiss() {
        flux.dismiss()
    }
}
