import Foundation
import Prex

/// Records every action a dispatcher delivers, until it is stopped.
final class ActionRecorder<Recorded: Action>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `recorded` is only touched while holding `lock`.
    private let lock = NSLock()
    private var recorded: [Recorded] = []
    private var subscription: Subscription?
    private let dispatcher: Dispatcher<Recorded>

    init(_ dispatcher: Dispatcher<Recorded>) {
        self.dispatcher = dispatcher
        subscription = dispatcher.register { [weak self] action in
            self?.lock.withLock { self?.recorded.append(action) }
        }
    }

    deinit {
        if let subscription {
            dispatcher.unregister(subscription)
        }
    }

    var actions: [Recorded] {
        lock.withLock { recorded }
    }
}
