import Foundation

/// The state after each action a ``TestStore`` recorded, in dispatch order: the `n`th entry is the state right
/// after the `n`th action.
final class StateLog<State: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `states` is only read and written while holding `lock`.

    private let lock = NSLock()
    private var states: [State] = []

    /// Records the state after the next action.
    func append(_ state: State) {
        lock.withLock { states.append(state) }
    }

    /// The state right after action `index` (from 0).
    subscript(index: Int) -> State {
        lock.withLock { states[index] }
    }
}
