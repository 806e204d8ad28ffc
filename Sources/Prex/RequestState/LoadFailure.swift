/// A failure as a value: the message of any error, `Equatable`, `Hashable` and `Codable` (`{"message": "…"}`), so
/// that a ``RequestState`` holding it is `Equatable` and `Codable` whenever its value is.
///
/// Two failures are equal when their messages are; it prints as its message. A value: any thread. Cancellation is
/// not a failure: dispatch a cancellation (``RequestState/cancel(_:)``), not a `LoadFailure` of a `CancellationError`.
public struct LoadFailure: Error, Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What went wrong, for people: shown in the view, written in the debug log.
    public let message: String

    /// A failure with a message of your own. Cost: none beyond keeping the string.
    public init(_ message: String) {
        self.message = message
    }

    /// A failure whose message is `String(describing: error)`; a `LoadFailure` passed in is kept as it is.
    /// Cost: one description of `error`.
    public init(_ error: any Error) {
        if let failure = error as? LoadFailure {
            self = failure
        } else {
            message = String(describing: error)
        }
    }

    /// The message.
    public var description: String {
        message
    }
}
