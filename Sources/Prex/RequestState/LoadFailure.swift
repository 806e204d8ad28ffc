/// A failure as a value: the message of any error, `Equatable` and `Codable`, for features that do not define
/// their own failure type.
///
/// A state must be comparable and printable, which `any Error` is not; a ``RequestState`` whose `Failure` is
/// `LoadFailure` is `Equatable` and `Codable` whenever its value is.
///
/// ```swift
/// struct SearchState: State {
///     var results = RequestState<[Repository], LoadFailure>()
/// }
///
/// do {
///     dispatch(.searchFinished(request, .success(try await repository.search(query))))
/// } catch {
///     dispatch(.searchFinished(request, .failure(LoadFailure(error))))
/// }
/// ```
///
/// Two failures are equal when their messages are. It encodes as `{"message": "…"}` and prints as its message.
/// A value: use it from any thread.
///
/// > Note: Cancellation is not a failure: a presenter whose load was cancelled should dispatch a cancellation
/// > (handled by ``RequestState/cancel(_:)``), not a `LoadFailure` made from a `CancellationError`.
public struct LoadFailure: Error, Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What went wrong, for people: shown in the view, written in the debug log.
    public let message: String

    /// A failure with a message of your own.
    ///
    /// Cost: none beyond keeping the string.
    ///
    /// - Parameter message: What went wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// A failure whose message describes `error`: `String(describing: error)`.
    ///
    /// A `LoadFailure` passed in keeps its message. Cost: one description of `error`.
    ///
    /// - Parameter error: The error to describe.
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
