/// Something that loads: idle, loading, loaded or failed; it keeps its last value while reloading and after a
/// failure.
///
/// Keep one in the state for each thing a feature loads. The presenter makes a ``RequestID`` when a load
/// starts and dispatches it with the start action and with the result; the mutation calls ``start(_:)`` and
/// ``finish(_:with:)``, which ignores a result unless its request is the one loading now. So a late result of
/// a superseded request (a search for "sw" arriving after the search for "swift" started) never overwrites
/// the newer one, whatever order the results arrive in.
///
/// ```swift
/// struct SearchState: State {
///     var results = RequestState<[Repository], LoadFailure>()
/// }
///
/// enum SearchAction: Action {
///     case started(RequestID)
///     case finished(RequestID, Result<[Repository], LoadFailure>)
///     case cancelled(RequestID)
/// }
///
/// struct SearchMutation: Mutation {
///     func mutate(action: SearchAction, state: inout SearchState) {
///         switch action {
///         case .started(let request): state.results.start(request)
///         case .finished(let request, let result): state.results.finish(request, with: result)
///         case .cancelled(let request): state.results.cancel(request)
///         }
///     }
/// }
/// ```
///
/// The view shows ``value`` (the last loaded value, possibly stale) beside ``isLoading`` (a spinner) and
/// ``error`` (a message); ``StateChange/transition(of:)`` tells it whether a load started or finished in a
/// change. The transitions:
///
/// | Call | From | To | Value |
/// |---|---|---|---|
/// | ``start(_:)`` | any phase | `loading(request)`; a request already loading is replaced | kept |
/// | ``finish(_:with:)`` with a success | `loading` the same request | `loaded` | the new one |
/// | ``finish(_:with:)`` with a failure | `loading` the same request | `failed(failure)` | kept |
/// | ``cancel(_:)`` | `loading` the same request | `loaded` with a value, else `idle` | kept |
/// | ``finish(_:with:)``, ``cancel(_:)`` | any other phase or request | unchanged (returns `false`) | kept |
///
/// So `loaded` always has a value and `idle` never has one (a value is never removed); `loading` and
/// `failed` have one if a load succeeded before. No call traps.
///
/// A value type, `Sendable` when its value is: change it in the mutation (on the thread that dispatches),
/// read copies anywhere. Every call is O(1), plus copying the value where it is returned.
public struct RequestState<Value: Sendable, Failure: Error>: Sendable {
    /// Where a request state is: nothing asked yet, a request loading, loaded, or failed.
    ///
    /// A value: its cases carry the request loading now (``RequestState/Phase/loading(_:)``) or the failure.
    public enum Phase: Sendable {
        /// Nothing loaded and nothing loading: the state before the first load, or after the first load was
        /// cancelled.
        case idle
        /// `request` is loading; the last value, if any, is kept meanwhile.
        case loading(RequestID)
        /// The last request succeeded; its value is ``RequestState/value``.
        case loaded
        /// The last request failed with this failure; the value before it, if any, is kept.
        case failed(Failure)
    }

    /// Where the state is now; changed only through ``start(_:)``, ``finish(_:with:)`` and ``cancel(_:)``.
    public private(set) var phase: Phase

    // Set here, and by `elements` (RequestState+Elements.swift), which keeps the invariants of the type's table.
    /// The last loaded value: kept while a reload runs and after a failure (stale results under a spinner or
    /// beside an error); `nil` until a load succeeds. Its elements are changed in place through ``elements``.
    public internal(set) var value: Value?

    /// An idle state with no value: nothing loaded yet.
    public init() {
        phase = .idle
        value = nil
    }

    /// A loaded state holding `value`: for a value known before any request, or a test's fixture.
    ///
    /// - Parameter value: The loaded value.
    public init(value: Value) {
        phase = .loaded
        self.value = value
    }

    /// A state made of its parts, for ``map(_:)`` and decoding (which check that they agree).
    init(phase: Phase, value: Value?) {
        self.phase = phase
        self.value = value
    }

    /// Whether a request is loading now.
    public var isLoading: Bool {
        request != nil
    }

    /// Whether nothing is loaded, loading or failed: the state before the first load.
    public var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    /// The failure of the last request, when it failed; `nil` while idle, loading or loaded.
    ///
    /// A new ``start(_:)`` clears it (the phase becomes `loading`).
    public var error: Failure? {
        if case .failed(let failure) = phase { return failure }
        return nil
    }

    /// The request loading now, or `nil` when none is.
    public var request: RequestID? {
        if case .loading(let request) = phase { return request }
        return nil
    }

    /// The same state with its value transformed; the phase (with its request or failure) is kept.
    ///
    /// For a view that shows a projection of what was loaded. Cost: one call of `transform` when there is a
    /// value, none otherwise.
    ///
    /// - Parameter transform: Makes the new value from the value.
    /// - Returns: A state in the same phase, holding `transform(value)` where this state holds a value.
    /// - Throws: What `transform` throws.
    public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> RequestState<T, Failure> {
        let phase: RequestState<T, Failure>.Phase
        switch self.phase {
        case .idle: phase = .idle
        case .loading(let request): phase = .loading(request)
        case .loaded: phase = .loaded
        case .failed(let failure): phase = .failed(failure)
        }
        return RequestState<T, Failure>(phase: phase, value: try value.map(transform))
    }

    /// For the mutation: `request` starts loading; the value is kept.
    ///
    /// From any phase: a failure is cleared, and a request already loading is replaced, so its result, when it
    /// comes, is ignored. Cost: O(1).
    ///
    /// - Parameter request: The new request's identity, made by the presenter when it started the load.
    public mutating func start(_ request: RequestID) {
        phase = .loading(request)
    }

    /// For the mutation: the result of `request`; ignored unless `request` is the one loading now.
    ///
    /// A success becomes the value and the phase `loaded`; a failure makes the phase `failed` and keeps the
    /// old value. A result that comes while idle, loaded or failed, or for a request other than the one
    /// loading (one superseded by a newer ``start(_:)``, or cancelled), changes nothing. Cost: O(1).
    ///
    /// - Parameters:
    ///   - request: The identity the load started with.
    ///   - result: What the load produced.
    /// - Returns: `true` when the result was applied, `false` when it was ignored.
    @discardableResult
    public mutating func finish(_ request: RequestID, with result: Result<Value, Failure>) -> Bool {
        guard self.request == request else { return false }
        switch result {
        case .success(let value):
            self.value = value
            phase = .loaded
        case .failure(let failure):
            phase = .failed(failure)
        }
        return true
    }

    /// For the mutation: `request` was cancelled; if it is the one loading now, the state goes back to
    /// `loaded` (when it has a value) or `idle` (when it has none); otherwise the call is ignored.
    ///
    /// Cancellation is not a failure: a failure from before the cancelled request is not restored either.
    /// Cost: O(1).
    ///
    /// - Parameter request: The identity the cancelled load started with.
    /// - Returns: `true` when the loading request was cancelled, `false` when the call was ignored.
    @discardableResult
    public mutating func cancel(_ request: RequestID) -> Bool {
        guard self.request == request else { return false }
        phase = value == nil ? .idle : .loaded
        return true
    }
}

extension RequestState: Equatable where Value: Equatable, Failure: Equatable {}

extension RequestState.Phase: Equatable where Failure: Equatable {}
