extension FaultPlan {
    /// What `--fail` takes: a failure's name, and optionally how many requests meet it.
    ///
    /// `network` fails every request; `network:2` fails the first two, so that `retry` (or a new search)
    /// then succeeds.
    package struct Specification: Equatable, Sendable {
        /// The failure to simulate.
        package var failure: Failure
        /// How many requests fail, the first ones, or `nil` for all of them (``FaultPlan/failingRequests``).
        package var count: Int?

        /// The accepted forms, for messages: "rate-limit, network, malformed; add :N to fail only the first N
        /// requests".
        package static let forms =
            Failure.allCases.map(\.rawValue).joined(separator: ", ") + "; add :N to fail only the first N requests"

        /// Creates a specification.
        ///
        /// - Parameters:
        ///   - failure: The failure to simulate.
        ///   - count: How many requests fail, the first ones, or `nil` for all of them.
        package init(failure: Failure, count: Int? = nil) {
            self.failure = failure
            self.count = count
        }

        /// Reads `KIND` or `KIND:N`, where `KIND` is one of ``Failure``'s raw values and `N` a whole number
        /// from 1; `nil` for anything else.
        package init?(parsing text: String) {
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let failure = Failure(rawValue: String(parts[0])) else { return nil }
            self.failure = failure
            guard parts.count == 2 else { return }
            guard parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(parts[1]), count >= 1 else {
                return nil
            }
            self.count = count
        }
    }
}
