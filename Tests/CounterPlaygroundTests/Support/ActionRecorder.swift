import Foundation
import Prex

@testable import CounterPlayground

/// Keeps every action a dispatcher delivers, from whichever thread delivers it.
final class ActionRecorder: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `actions` is only touched while holding `lock`.
    private let lock = NSLock()
    private var actions: [CounterAction] = []

    /// Every action so far, in delivery order.
    var all: [CounterAction] {
        lock.withLock { actions }
    }

    /// Starts recording every action `flux` delivers from now on.
    static func make(recording flux: Flux<CounterAction, CounterState>) -> ActionRecorder {
        let recorder = ActionRecorder()
        _ = flux.dispatcher.register { action in
            recorder.lock.withLock { recorder.actions.append(action) }
        }
        return recorder
    }
}
