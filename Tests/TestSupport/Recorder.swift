import Foundation

/// A thread-safe log, for callbacks that run on any thread.
package final class Recorder<Element: Sendable>: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var elements: [Element] = []
    // `nonisolated(unsafe)` is sound: `elements` is only touched while holding `lock`.

    package init() {}

    package func append(_ element: Element) {
        lock.withLock { elements.append(element) }
    }

    package var all: [Element] {
        lock.withLock { elements }
    }

    package var count: Int {
        lock.withLock { elements.count }
    }
}
