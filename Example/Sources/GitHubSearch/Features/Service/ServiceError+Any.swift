extension ServiceError {
    /// Wraps any error a service threw: a ``ServiceError`` as it is, anything else as a network failure.
    package init(_ error: any Error) {
        if let error = error as? ServiceError {
            self = error
        } else {
            self = .network(message: "\(error)")
        }
    }
}
