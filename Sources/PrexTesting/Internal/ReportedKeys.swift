import Foundation

/// The dependency keys a `Dependencies.explicit` reported already, so that each fails a test once.
final class ReportedKeys: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `keys` is only read and written while holding `lock`.

    private let lock = NSLock()
    private var keys: Set<String> = []

    /// Adds `key`; returns whether it was new.
    func insert(_ key: String) -> Bool {
        lock.withLock { keys.insert(key).inserted }
    }
}
