extension Optional {
    /// Runs `body` on the wrapped value in place, if there is one. Returns whether there was.
    ///
    /// The value is moved out while `body` runs, so a copy-on-write value it holds stays uniquely referenced
    /// and is changed in place.
    @inlinable
    mutating func modifyIfPresent(_ body: (inout Wrapped) -> Void) -> Bool {
        guard var wrapped = self else { return false }
        self = nil
        body(&wrapped)
        self = wrapped
        return true
    }
}
