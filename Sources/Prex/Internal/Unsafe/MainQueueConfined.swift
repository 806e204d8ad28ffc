/// A value that only code running on the main queue reads or writes, without a lock: `ViewDelivery`'s state around
/// every call of the view, where a lock round trip would weigh on the presenter path.
///
/// The user's assumption: ``value`` is touched only on the main queue (`ViewDelivery` checks it in debug builds).
/// `@unchecked Sendable` is then sound: the main queue runs one block at a time, each ordered after the previous one
/// on whichever thread it runs, so no two threads touch the value at once and each sees the last write.
/// `@exclusivity(unchecked)` is: each access is a load, a store or a ``ViewReflection`` transition (which calls
/// nothing), never spanning a call out, so none overlaps another (the view's `reflect`, which may reach the same
/// delivery again, runs between accesses).
@usableFromInline
final class MainQueueConfined<Value>: @unchecked Sendable {
    /// The value: main queue only.
    @usableFromInline @exclusivity(unchecked) var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
