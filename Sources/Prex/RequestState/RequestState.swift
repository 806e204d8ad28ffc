/// Something that loads: idle, loading, loaded or failed; it keeps its last value while reloading and after a
/// failure.
///
/// The mutation calls ``start(_:)`` with the ``RequestID`` a load started with, then ``finish(_:with:)`` with its
/// result, which is ignored unless its request is the one loading now: a late result of a superseded request never
/// overwrites a newer one, in whatever order results arrive. ``cancel(_:)`` ends the loading request, not as a
/// failure. No call traps. `loaded` always has a value and `idle` never has one (a value is never removed);
/// `loading` and `failed` have one if a load succeeded before.
///
/// A value type, `Sendable` when its value is: change it in the mutation (on the thread that dispatches), read
/// copies anywhere. Every call is O(1), plus copying the value where it is returned.
public struct RequestState<Value: Sendable, Failure: Error>: Sendable {
    /// Where a request state is: nothing asked yet, a request loading, loaded, or failed.
    public enum Phase: Sendable {
        /// Nothing loaded and nothing loading: before the first load, or after the first load was cancelled.
        case idle
        /// `request` is loading; the last value, if any, is kept meanwhile.
        case loading(RequestID)
        /// The last request succeeded; its value is ``RequestState/value``.
        case loaded
        /// The last request failed; the value before it, if any, is kept.
        case failed(Failure)
    }

    /// Where the state is now; changed only through ``start(_:)``, ``finish(_:with:)`` and ``cancel(_:)``.
    public private(set) var phase: Phase

    /// The last loaded value, `nil` until a load succeeds; kept while a reload runs and after a failure. Its elements
    /// change in place through ``elements`` and ``subscript(id:)``, the only other writers, which never give an `idle`
    /// state a value.
    public internal(set) var value: Value?

    /// An idle state with no value: nothing loaded yet.
    public init() {
        phase = .idle
        value = nil
    }

    /// A loaded state holding `value`: for a value known before any request, or a test's fixture.
    public init(value: Value) {
        phase = .loaded
        self.value = value
    }

    /// A state made of its parts, for ``map(_:)``, decoding (which check that they agree) and ``subscript(id:)``.
    @usableFromInline
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

    /// The failure of the last request, when it failed; `nil` while idle, loading (``start(_:)`` clears it) or
    /// loaded.
    public var error: Failure? {
        if case .failed(let failure) = phase { return failure }
        return nil
    }

    /// The request loading now, or `nil` when none is.
    public var request: RequestID? {
        if case .loading(let request) = phase { return request }
        return nil
    }

    /// The same state with its value transformed and its phase (with its request or failure) kept: for a view that
    /// shows a projection of what was loaded. Cost: one call of `transform` when there is a value, none otherwise.
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

    /// For the mutation: `request` starts loading, from any phase; the value is kept, a failure cleared, and a
    /// request already loading replaced (its result, when it comes, is ignored). O(1).
    public mutating func start(_ request: RequestID) {
        phase = .loading(request)
    }

    /// For the mutation: the result of `request`, ignored unless `request` is the one loading now.
    ///
    /// A success becomes the value and the phase `loaded`; a failure makes the phase `failed` and keeps the old
    /// value. A result that comes while idle, loaded or failed, or for another request (superseded by a newer
    /// ``start(_:)``, or cancelled), changes nothing. O(1).
    ///
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

    /// For the mutation: `request` was cancelled; if it is the one loading now, the phase goes back to `loaded`
    /// (with a value) or `idle` (without); otherwise the call is ignored. Cancellation is not a failure: a failure
    /// from before the cancelled request is not restored either. O(1).
    ///
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
