/// The identity of one request: made when a load starts and carried by its start and result actions, so that
/// ``RequestState/finish(_:with:)`` ignores the result of a request a newer one superseded.
///
/// A value: copy, compare, hash and encode it (as its ``rawValue``) on any thread. It prints as `#42`, as the debug
/// log shows it.
public struct RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number that makes this identity: two identities are equal when their raw values are. ``init()`` counts
    /// up from 1 in each process and never makes `0`.
    public let rawValue: UInt64

    /// An identity with a given raw value, for tests and for identities read back from storage; not checked against
    /// those ``init()`` makes, so mixing both kinds in one state can make two requests look like one. Cost: none.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A new identity, unique in this process: no other call, on any thread, returns the same one.
    ///
    /// Any thread or task. Cost: one uncontended lock (a counter of the process, which no process takes past 2⁶⁴).
    public init() {
        rawValue = RequestIDCounter.shared.withLock { count in
            count &+= 1
            return count
        }
    }

    /// Decodes an identity from its raw value, a single unsigned integer.
    ///
    /// - Throws: A `DecodingError` when the value is not an unsigned 64-bit integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Encodes the identity as its raw value, a single unsigned integer (`42`, not `{"rawValue": 42}`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// `#` and the raw value, such as `#42`. Cost: formats one integer.
    public var description: String {
        "#\(rawValue)"
    }
}

/// The last raw value ``RequestID/init()`` made in this process: 0 at first, so that the first identity is 1.
/// `Locked` serialises every increment.
private enum RequestIDCounter {
    static let shared = Locked<UInt64>(0)
}
