/// Where a Flux's loads get their request identities (`dependencies.requestIDs`): unique in the process (the
/// default), or counted from 1 for a test that names them.
///
/// Identities only need to differ within one state, so a Flux tree (the app's Flux and its scopes, which inherit its
/// dependencies) may count on its own. Any thread; each identity costs one uncontended lock.
public struct RequestIDs: Sendable {
    private let make: @Sendable () -> RequestID

    /// Identities made by `make`.
    ///
    /// - Parameter make: Returns a new identity at each call, from any thread; no two calls may return equal ones
    ///   to loads of the same state.
    public init(_ make: @escaping @Sendable () -> RequestID) {
        self.make = make
    }

    /// Identities unique in the process, made by ``RequestID/init()``: the default.
    public static var unique: RequestIDs {
        RequestIDs { RequestID() }
    }

    /// Identities `#1`, `#2`, … in the order they are asked for: one count per call of `incrementing()`, shared by
    /// the value's copies.
    public static func incrementing() -> RequestIDs {
        let count = Locked<UInt64>(0)
        return RequestIDs {
            count.withLock { count in
                count &+= 1
                return RequestID(rawValue: count)
            }
        }
    }

    /// A new identity.
    public func next() -> RequestID {
        make()
    }
}

/// The key of the request identities among a Flux's ``Dependencies``: by default ``RequestIDs/unique``.
public enum RequestIDsKey: DependencyKey {
    /// Identities unique in the process.
    public static var defaultValue: RequestIDs { .unique }
}

extension Dependencies {
    /// Where loads get their request identities: unique in the process unless set.
    public var requestIDs: RequestIDs {
        get { self[RequestIDsKey.self] }
        set { self[RequestIDsKey.self] = newValue }
    }
}
