import Observation
import TestSupport

/// Counts how often Observation invalidates a tracking scope, and whether each invalidation ran on the main
/// queue (the main actor's), as SwiftUI requires.
///
/// `withObservationTracking` fires once per scope; ``track(_:)`` opens a new scope, as a SwiftUI body that
/// re-renders does.
final class Invalidations: Sendable {
    private let onMainQueue = Recorder<Bool>()

    /// How many times a scope opened by ``track(_:)`` was invalidated.
    var count: Int {
        onMainQueue.count
    }

    /// How many invalidations ran off the main queue: 0 unless the model broke its promise.
    var offMainQueue: Int {
        onMainQueue.all.filter { !$0 }.count
    }

    /// Runs `read` in a tracking scope that records its invalidation here.
    func track<T>(_ read: () -> T) -> T {
        withObservationTracking(read) { [onMainQueue] in
            onMainQueue.append(MainQueueProbe.isOnMainQueue)
        }
    }
}
