extension Optional {
    /// Applies `body` to the wrapped value if there is one, and returns whether there was. Mutates through the
    /// payload, so a copy-on-write value it holds stays uniquely referenced.
    @inlinable
    mutating func updateIfPresent(_ body: (inout Wrapped) -> Void) -> Bool {
        guard self != nil else { return false }
        body(&self!)
        return true
    }
}
