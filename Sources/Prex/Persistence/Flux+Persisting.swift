extension Flux {
    /// Creates a Flux whose state starts with `slice` read from its file, and keeps that slice saved in it.
    ///
    /// Reads the file on the calling thread (see ``PersistedSlice/loading(into:debugLog:)``), then makes the Flux
    /// as ``init(state:mutation:middleware:debugLog:dependencies:)`` does and attaches the slice
    /// (``PersistedSlice/attach(to:debugLog:)``): each action costs the dispatching thread one read of the slice and
    /// one lock round trip, whatever the slice's size; comparing, encoding and writing happen on the slice's queue.
    /// A Flux made without a slice pays nothing.
    ///
    /// - Parameters:
    ///   - state: The default state; the file's value replaces its slice.
    ///   - mutation: The mutation the store applies to each action, including `slice`'s reload action.
    ///   - slice: The slice and its file.
    ///   - middleware: The interceptors every dispatched action goes through first, in order. Default none.
    ///   - debugLog: Where to log each action and each persistence failure, or `nil` (the default).
    ///   - dependencies: What the presenters of this Flux and of its scopes reach. Default none set.
    public convenience init<M: Mutation, Value>(
        state: State, mutation: M, persisting slice: PersistedSlice<Action, State, Value>,
        middleware: [Middleware<Action>] = [], debugLog: DebugLog? = nil, dependencies: Dependencies = Dependencies()
    ) where M.Action == Action, M.State == State {
        self.init(
            state: slice.loading(into: state, debugLog: debugLog), mutation: mutation, middleware: middleware,
            debugLog: debugLog, dependencies: dependencies)
        slice.attach(to: self, debugLog: debugLog)
    }
}
