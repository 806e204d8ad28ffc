/// How many more requests may meet a ``FaultPlan``'s failure: the count behind
/// ``FaultPlan/failingRequests``, shared by every request of one ``MockRepositoryService``.
///
/// An actor, so that concurrent requests each take their own turn; the service only asks it when a request
/// is about to fail, so a plan without failures never waits on it.
actor FailureBudget {
    /// Failures left, or `nil` for no limit.
    private var remaining: Int?

    /// Creates a budget of `count` failures, or an unlimited one for `nil`.
    init(count: Int?) {
        remaining = count
    }

    /// Takes one failure from the budget: `true` when the request is to fail, `false` once the budget is spent.
    func spend() -> Bool {
        guard let left = remaining else { return true }
        guard left > 0 else { return false }
        remaining = left - 1
        return true
    }
}
