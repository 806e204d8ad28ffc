/// The identity of one request: made when a load starts, carried by its start action and its result action, so
/// that the mutation ignores a result for a request that a newer one superseded.
///
/// A presenter makes an identity with ``init()`` when it starts a load, dispatches it with the start action,
/// and sends it back with the result; the mutation hands both to ``RequestState/start(_:)`` and
/// ``RequestState/finish(_:with:)``, which drops a result whose identity is not the one loading now.
///
/// ```swift
/// let request = RequestID()
/// dispatch(.searchStarted(request))
/// do {
///     dispatch(.searchFinished(request, .success(try await repository.search(query))))
/// } catch {
///     dispatch(.searchFinished(request, .failure(LoadFailure(error))))
/// }
/// ```
///
/// An identity is a value: copy it, compare it, hash it, encode it (as its ``rawValue``), from any thread.
/// It prints as `#` and its raw value (`#42`), which is how the debug log shows it.
public struct RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number that makes this identity: two identities are equal when their raw values are.
    ///
    /// Identities made by ``init()`` count up from 1 in each process; `0` is never made by it.
    public let rawValue: UInt64

    /// An identity with a given raw value: for tests, and for identities read back from storage.
    ///
    /// Identities made this way are not checked against those ``init()`` makes: mixing both kinds in one
    /// state can make two requests look like one. Cost: none.
    ///
    /// - Parameter rawValue: The number that makes the identity.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A new identity, unique in this process: no other call to `init()`, on any thread, returns the same one.
    ///
    /// Safe to call from any thread or task. Cost: one uncontended lock and unlock (a counter shared by the
    /// process is incremented). The counter would wrap around after 2⁶⁴ identities, which no process reaches.
    public init() {
        rawValue = RequestIDCounter.shared.withLock { count in
            count &+= 1
            return count
        }
    }

    /// Decodes an identity from its raw value, a single unsigned integer.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A `DecodingError` when the value is not an unsigned 64-bit integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Encodes the identity as its raw value, a single unsigned integer (`42`, not `{"rawValue": 42}`).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// `#` and the raw value, such as `#42`: short enough for the debug log.
    ///
    /// Cost: formats one integer.
    public var description: String {
        "#\(rawValue)"
    }
}

/// The last raw value ``RequestID/init()`` made in this process.
private enum RequestIDCounter {
    /// Starts at 0, so that the first identity is 1. `Locked` serialises every increment.
    static let shared = Locked<UInt64>(0)
}
