/// A value that only code running on the main queue reads or writes, without a lock.
///
/// `ViewDelivery` keeps in one whether its view is reflecting now, and whether a change came meanwhile: it reads
/// and writes them around every call of the view, where a lock round trip would weigh on the presenter path.
///
/// The assumption a user of this type must keep: ``value`` is touched only on the main queue (after
/// `MainQueue.isCurrent`, or in a block on `DispatchQueue.main`). Why `@unchecked Sendable` is then sound: the
/// main queue runs one block at a time, and Dispatch orders each block after the previous one (a block of a
/// serial queue happens after the one before it, on whichever thread it runs), so no two threads ever touch the
/// value at once and each sees what the last one wrote. Why `@exclusivity(unchecked)` is: each access is a load or
/// a store of the value, never one that spans a call, so no access can overlap another (the view's `reflect`,
/// which may reach the same delivery again, runs between accesses). `ViewDelivery` checks the assumption in debug
/// builds.
@usableFromInline
final class MainQueueConfined<Value>: @unchecked Sendable {
    /// The value: main queue only.
    @usableFromInline @exclusivity(unchecked) var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
