/// A session step by step: the initial state (step 0), then each action and the state after it (steps 1 to
/// ``count``), to step through, compare and search.
///
/// A value, readable from any thread; a copy costs O(1). A timeline made from actions keeps the state of every 64th
/// step and rebuilds a step between them with the mutation, so reading a step costs at most 63 of the mutation's
/// applications; a ``TimelineRecorder``'s timeline keeps every step's state, and reading one is O(1). Kept states
/// share the storage they did not change: memory grows with what changed. A step outside ``steps``
/// (``actionSteps`` for an action) traps, as an array's index does.
public struct Timeline<Action: Prex.Action, State: Prex.State>: Sendable {
    /// Every how many steps a timeline made from actions keeps a state: the steps between are rebuilt from the kept
    /// one before them. Keeping fewer states holds less memory (a kept state holds whatever its steps changed) and
    /// makes reading a step between them cost more applications of the mutation.
    static var keptStateInterval: Int { 64 }

    /// The kept states: `kept[k]` is the state of step `k * interval`.
    private var kept: [State]
    /// The action of each step: `recordedActions[n - 1]` made step n.
    private var recordedActions: [Action]
    /// 1 when every state is kept, `keptStateInterval` when the steps between are rebuilt with `mutate`.
    private let interval: Int
    /// The mutation that rebuilds the steps between kept states; `nil` when every state is kept.
    private let mutate: (@Sendable (Action, inout State) -> Void)?

    /// A timeline of `initialState` alone (step 0) that keeps every state ``append(_:resulting:)`` adds.
    init(initialState: State) {
        kept = [initialState]
        recordedActions = []
        interval = 1
        mutate = nil
    }

    /// Applies `actions`, in order, to `initialState` with `mutation`, as a Flux without middleware would reach the
    /// states, keeping the state of every 64th step.
    ///
    /// Runs `mutation` on the calling thread, as a store does (no dispatch, no listener): once per action. The
    /// mutation is kept to rebuild the steps between kept states: like a replay, it relies on the mutation being a
    /// function of the action and the state alone.
    ///
    /// - Parameters:
    ///   - initialState: The state the recording started from: step 0.
    ///   - mutation: The feature's mutation, as the recorded Flux had it.
    ///   - actions: The recorded actions, first recorded first.
    public init<M: Mutation>(initialState: State, mutation: M, actions: some Sequence<Action>)
    where M.Action == Action, M.State == State {
        kept = [initialState]
        recordedActions = Array(actions)
        interval = Self.keptStateInterval
        mutate = { action, state in mutation.mutate(action: action, state: &state) }
        kept.reserveCapacity(recordedActions.count / interval + 1)
        var state = initialState
        for (index, action) in recordedActions.enumerated() {
            mutation.mutate(action: action, state: &state)
            if (index + 1).isMultiple(of: interval) {
                kept.append(state)
            }
        }
    }

    /// The number of actions, which is also the last step's number.
    public var count: Int { recordedActions.count }

    /// Every step: 0 (the initial state) through ``count``.
    public var steps: ClosedRange<Int> { 0...recordedActions.count }

    /// The steps that have an action: 1 through ``count`` (empty for a timeline without actions).
    public var actionSteps: Range<Int> { 1..<(recordedActions.count + 1) }

    /// The state at `step`: the initial state at 0, the state after the `step`th action otherwise.
    ///
    /// O(1) for a kept state; otherwise the kept state before `step` with the actions since applied, at most 63
    /// applications of the mutation, on the calling thread.
    ///
    /// - Precondition: `steps.contains(step)`.
    public func state(at step: Int) -> State {
        precondition(steps.contains(step), "step \(step) is not in \(steps)")
        let (index, since) = step.quotientAndRemainder(dividingBy: interval)
        var state = kept[index]
        if let mutate {
            for action in recordedActions[(step - since)..<step] {
                mutate(action, &state)
            }
        }
        return state
    }

    /// The states at `first` and at `second` (`first <= second`); when they are fewer than the kept-state interval
    /// apart, the second is made from the first by applying the actions between, so that the two share the storage
    /// those steps did not change and comparing them costs what changed.
    func states(_ first: Int, _ second: Int) -> (first: State, second: State) {
        precondition(steps.contains(second), "step \(second) is not in \(steps)")
        let earlier = state(at: first)
        guard let mutate, second - first < interval else { return (earlier, state(at: second)) }
        var later = earlier
        for action in recordedActions[first..<second] {
            mutate(action, &later)
        }
        return (earlier, later)
    }

    /// The first of `steps` whose state and the state before it satisfy `changed`, walking forward once: the steps
    /// between kept states are rebuilt one action at a time, as a replay would, not each from its kept state.
    func firstStep(in steps: ClosedRange<Int>, where changed: (_ before: State, _ after: State) -> Bool) -> Int? {
        guard let mutate else {
            return steps.first { step in changed(kept[step - 1], kept[step]) }
        }
        var state = self.state(at: steps.lowerBound - 1)
        for step in steps {
            let before = state
            mutate(recordedActions[step - 1], &state)
            if changed(before, state) {
                return step
            }
        }
        return nil
    }

    /// The action that made `step`, from 1. O(1).
    ///
    /// - Precondition: `actionSteps.contains(step)`.
    public func action(at step: Int) -> Action {
        precondition(actionSteps.contains(step), "step \(step) has no action (actions are at \(actionSteps))")
        return recordedActions[step - 1]
    }

    /// Adds a step to a timeline that keeps every state: `action`, which made `state`. O(1) amortized.
    mutating func append(_ action: Action, resulting state: State) {
        recordedActions.append(action)
        kept.append(state)
    }

    /// The states this timeline holds, for tests of what it keeps.
    var keptStates: [State] { kept }
}
