import Foundation

/// A thread-safe log, for callbacks that run on any thread.
final class Recorder<Element: Sendable>: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var elements: [Element] = []
    // `nonisolated(unsafe)` is sound: `elements` is only touched while holding `lock`.

    func append(_ element: Element) {
        lock.withLock { elements.append(element) }
    }

    var all: [Element] {
        lock.withLock { elements }
    }

    var count: Int {
        lock.withLock { elements.count }
    }
}
