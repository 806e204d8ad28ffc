/// A value that can only be read or changed while holding its own lock.
///
/// Cost: one uncontended lock/unlock pair per `withLock`.
@usableFromInline
final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `value` is private and only touched inside `withLock`, under `lock`,
    // and `Value: Sendable` lets copies taken out of the lock cross threads.
    @usableFromInline let lock = Lock()
    // Exclusivity is enforced by `lock` (only `withLock` touches it, and `body` cannot reach it again),
    // so the runtime's dynamic check would only add cost.
    @usableFromInline @exclusivity(unchecked) var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
