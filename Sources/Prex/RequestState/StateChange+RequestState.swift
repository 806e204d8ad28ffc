/// How a ``RequestState`` moved in one change: a load started, or the one loading finished.
public enum RequestTransition: Sendable, Equatable {
    /// A request started loading: before, none was loading, or another one was (it was replaced).
    case started
    /// The request that was loading is no longer: it loaded, failed (the state's ``RequestState/error``), or was
    /// cancelled.
    case finished
}

extension StateChange {
    /// How the request state at `keyPath` moved in this change, so that a view tells a load that started (show
    /// a spinner) from one that finished (hide it, show the value or the error):
    ///
    /// ```swift
    /// func reflect(change: StateChange<SearchState>) {
    ///     switch change.transition(of: \.results) {
    ///     case .started?: spinner.start()
    ///     case .finished?: spinner.stop()
    ///     case nil: break
    ///     }
    /// }
    /// ```
    ///
    /// On a full render (`old == nil`), a state that is loading reports `started`, and any other reports `nil`.
    /// On the calling thread; cost: two reads of the key path and a comparison of two request identities.
    ///
    /// - Parameter keyPath: The request state, such as `\.results`.
    /// - Returns: `started`, `finished`, or `nil` when no load started or finished in this change.
    public func transition<Value, Failure>(of keyPath: KeyPath<State, RequestState<Value, Failure>>)
        -> RequestTransition?
    {
        let new = self.new[keyPath: keyPath].request
        let old = self.old?[keyPath: keyPath].request
        if let new, new != old {
            return .started
        }
        return new == nil && old != nil ? .finished : nil
    }
}
