/// A session step by step: the initial state (step 0), then each action and the state after it (steps 1 to
/// ``count``), to step through, compare and search.
///
/// A value, readable from any thread; a copy costs O(1), reading a step O(1). Steps share the storage they did not
/// change: memory grows with what changed. A step outside ``steps`` (``actionSteps`` for an action) traps, as an
/// array's index does.
public struct Timeline<Action: Prex.Action, State: Prex.State>: Sendable {
    /// The state of each step: `states[0]` the initial state, `states[n]` the state after action n.
    private var states: [State]
    /// The action of each step: `recordedActions[n - 1]` made step n.
    private var recordedActions: [Action]

    /// A timeline of `initialState` alone (step 0), which ``append(_:resulting:)`` extends.
    init(initialState: State) {
        states = [initialState]
        recordedActions = []
    }

    /// Applies `actions`, in order, to `initialState` with `mutation`, keeping the state after each, as a Flux
    /// without middleware would reach them.
    ///
    /// Runs `mutation` on the calling thread, as a store does (no dispatch, no listener): O(the mutation's work).
    ///
    /// - Parameters:
    ///   - initialState: The state the recording started from: step 0.
    ///   - mutation: The feature's mutation, as the recorded Flux had it.
    ///   - actions: The recorded actions, first recorded first.
    public init<M: Mutation>(initialState: State, mutation: M, actions: some Sequence<Action>)
    where M.Action == Action, M.State == State {
        self.init(initialState: initialState)
        var state = initialState
        for action in actions {
            mutation.mutate(action: action, state: &state)
            append(action, resulting: state)
        }
    }

    /// The number of actions, which is also the last step's number.
    public var count: Int { recordedActions.count }

    /// Every step: 0 (the initial state) through ``count``.
    public var steps: ClosedRange<Int> { 0...recordedActions.count }

    /// The steps that have an action: 1 through ``count`` (empty for a timeline without actions).
    public var actionSteps: Range<Int> { 1..<(recordedActions.count + 1) }

    /// The state at `step`: the initial state at 0, the state after the `step`th action otherwise. O(1).
    ///
    /// - Precondition: `steps.contains(step)`.
    public func state(at step: Int) -> State {
        precondition(steps.contains(step), "step \(step) is not in \(steps)")
        return states[step]
    }

    /// The action that made `step`, from 1. O(1).
    ///
    /// - Precondition: `actionSteps.contains(step)`.
    public func action(at step: Int) -> Action {
        precondition(actionSteps.contains(step), "step \(step) has no action (actions are at \(actionSteps))")
        return recordedActions[step - 1]
    }

    /// Adds a step: `action`, which made `state`. O(1) amortized.
    mutating func append(_ action: Action, resulting state: State) {
        recordedActions.append(action)
        states.append(state)
    }
}
