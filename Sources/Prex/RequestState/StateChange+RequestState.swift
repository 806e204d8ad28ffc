/// How a ``RequestState`` moved in one change: a load started, or the one loading finished.
public enum RequestTransition: Sendable, Equatable {
    /// A request started loading, when none was or replacing the one that was.
    case started
    /// The request that was loading no longer is: it loaded, failed (``RequestState/error``), or was cancelled.
    case finished
}

extension StateChange {
    /// How the request state at `keyPath` moved in this change: `started` (show a spinner), `finished` (hide it,
    /// show the value or the error), or `nil` when no load started or finished.
    ///
    /// On a full render (`old == nil`), a loading state reports `started` and any other `nil`. On the calling
    /// thread; cost: two reads of the key path and a comparison of two request identities.
    ///
    /// - Parameter keyPath: The request state, such as `\.results`.
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
