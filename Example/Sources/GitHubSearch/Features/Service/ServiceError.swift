/// Why a request to the repository service failed.
package enum ServiceError: Error, Codable, Equatable, Sendable {
    /// HTTP 403: the rate limit is exhausted until `resetAt` (seconds since 1970, as GitHub's
    /// `X-RateLimit-Reset` header says).
    case rateLimited(resetAt: Int)
    /// HTTP 422: GitHub refused the query, for example an empty one.
    case validationFailed(message: String)
    /// The request never completed (no connection, timeout).
    case network(message: String)
    /// The response body was not the JSON the API documents.
    case malformedPayload(message: String)
    /// HTTP 404: no repository with that name.
    case notFound(fullName: String)
}

extension ServiceError {
    /// Whether the same request may succeed later: `true` for the rate limit, the network and a malformed
    /// answer; `false` for a refused query or an unknown repository, which only a different request fixes.
    package var isRetryable: Bool {
        switch self {
        case .rateLimited, .network, .malformedPayload: true
        case .validationFailed, .notFound: false
        }
    }
}
