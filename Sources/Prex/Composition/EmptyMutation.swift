/// A mutation that changes nothing: where a chain of composed mutations starts when the state has no mutation of its
/// own, such as an enum of destinations built from its cases' mutations:
/// `EmptyMutation<DestinationAction, Destination>().scope(case: .detail, action: .detail, DetailMutation())`.
///
/// Any thread; costs nothing.
public struct EmptyMutation<Action: Prex.Action, State: Prex.State>: Mutation {
    /// Creates the mutation.
    public init() {}

    /// Leaves `state` as it is.
    public func mutate(action: Action, state: inout State) {}
}
