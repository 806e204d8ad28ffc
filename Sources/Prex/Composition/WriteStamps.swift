/// The source of write stamps for ``TrieSlot``: a process-wide counter, so that no two writes anywhere share one.
///
/// One uncontended lock and unlock per write (two atomic operations): cheaper than a reference-counted stamp
/// per slot, which every copy of a leaf would retain 32 times. 64 bits do not wrap in the life of a process.
@usableFromInline
enum WriteStamps {
    /// A stamp no write has had.
    @inlinable
    static func next() -> UInt64 {
        counter.next()
    }

    @usableFromInline
    static let counter = Counter()

    /// The counter and its lock.
    ///
    /// `@unchecked Sendable`, and why that is sound: `value` is read and written only in `next()`, under `lock`,
    /// which is never reassigned.
    @usableFromInline
    final class Counter: @unchecked Sendable {
        @usableFromInline
        let lock = Lock()
        @usableFromInline
        var value: UInt64 = 0

        @usableFromInline
        init() {}

        @inlinable
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
