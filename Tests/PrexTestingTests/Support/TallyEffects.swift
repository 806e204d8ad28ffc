import Prex
import TestSupport

extension Presenter where Action == TallyAction, State == TallyState {
    /// Adds `amount` now, and records it once `delay` has passed on the Flux's clock: an effect that waits.
    func addThenRecord(_ amount: Int, after delay: ClockDuration) {
        dispatch(.add(amount))
        let clock = dependencies.clock
        task { dispatch in
            do {
                try await clock.sleep(for: delay)
                dispatch(.record(amount))
            } catch {}
        }
    }
}

/// The case `.record` of a tally action, for `TestStore.receive`.
extension ActionCase where Parent == TallyAction, Child == Int {
    static var record: ActionCase<TallyAction, Int> {
        ActionCase(TallyAction.record) { action in
            if case .record(let value) = action { value } else { nil }
        }
    }
}
