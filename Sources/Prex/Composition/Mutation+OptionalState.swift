extension Mutation {
    /// Applies `action` to `state` if it is present, and returns whether it was. Mutates through the payload, so a
    /// copy-on-write value it holds stays uniquely referenced.
    @inlinable
    func mutateIfPresent(action: Action, state: inout State?) -> Bool {
        guard state != nil else { return false }
        mutate(action: action, state: &state!)
        return true
    }
}
