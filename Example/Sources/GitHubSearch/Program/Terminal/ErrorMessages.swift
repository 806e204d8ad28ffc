import Foundation

extension ServiceError {
    /// One line for people, such as "GitHub's rate limit is exhausted; it resets at 14:05:00 UTC".
    package var message: String {
        switch self {
        case .rateLimited(let resetAt):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "HH:mm:ss"
            let reset = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(resetAt)))
            return "GitHub's rate limit is exhausted; it resets at \(reset) UTC"
        case .validationFailed(let message):
            return "GitHub refused the query: \(message)"
        case .network(let message):
            return "network error: \(message)"
        case .malformedPayload(let message):
            return "GitHub's answer could not be read: \(message)"
        case .notFound(let fullName):
            return "no repository named \(fullName)"
        }
    }
}
