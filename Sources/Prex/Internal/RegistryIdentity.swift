/// Process-wide unique numbers for callback lists, so that a ``Subscription`` names the list it came from and never
/// removes a callback of another list with the same local number.
@usableFromInline
enum RegistryIdentity {
    private static let last = Locked<UInt64>(0)

    /// Returns a number never returned before in this process. Takes a global lock: call it once per list.
    @usableFromInline
    static func next() -> UInt64 {
        last.withLock { last in
            last += 1
            return last
        }
    }
}
