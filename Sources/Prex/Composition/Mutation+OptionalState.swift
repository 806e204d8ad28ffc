extension Mutation {
    /// Applies `action` to `state` in place if it is present, and returns whether it was: what a composed mutation
    /// does for an optional child, or for an element looked up by id. The state is changed through its payload,
    /// so a copy-on-write value it holds stays uniquely referenced.
    @inlinable
    func mutateIfPresent(action: Action, state: inout State?) -> Bool {
        guard state != nil else { return false }
        mutate(action: action, state: &state!)
        return true
    }
}
