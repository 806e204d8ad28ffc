import Foundation

/// What the engine learned about a type (its traits, an enum case's name), kept for the rest of the process and
/// shared by every thread.
///
/// Entries are only ever added: the first thread to need one computes it outside the lock (two threads may both
/// compute it; either result is right) and stores it. Cost: one `NSLock` round trip and a dictionary lookup.
final class TypeCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `entries` is private and only touched while holding `lock`, and keys and
    // values are `Sendable`, so the copies handed out may cross threads.
    private let lock = NSLock()
    private var entries: [Key: Value] = [:]

    init() {}

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return entries[key]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            entries[key] = newValue
        }
    }
}
