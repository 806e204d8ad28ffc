/// A value in a heap box whose references are counted by hand, and which can be read without retaining it.
///
/// `CallbackList` keeps its callbacks in these: an entry is a plain copy of the box reference, the buffers that
/// hold entries own one retain each (``retain()`` when an entry is copied into another buffer, ``release()``
/// when a buffer lets it go), and calling a callback borrows the box (``withValue(_:)``) instead of retaining
/// and releasing the callback around every call, which costs two atomic operations per listener.
///
/// The assumptions a user of this type must keep, all of them:
/// - Every box made by ``init(_:)`` starts with one retain, which its first holder owns; every ``retain()`` is
///   matched by exactly one ``release()``, and nothing touches the box after the release that balances its
///   last retain.
/// - ``withValue(_:)`` is only called while its caller owns a retain (directly, or through the buffer it reads)
///   that outlives the call, even if `body` makes other holders release theirs.
@usableFromInline
struct ManuallyRetainedBox<Value> {
    /// The heap box.
    @usableFromInline
    final class Storage {
        @usableFromInline let value: Value

        @usableFromInline
        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline let storage: Unmanaged<Storage>

    /// Boxes `value`, retained once: the caller owns that retain.
    @inlinable
    init(_ value: Value) {
        storage = .passRetained(Storage(value))
    }

    /// Adds a retain, for a new holder.
    @inlinable
    func retain() {
        _ = storage.retain()
    }

    /// Gives up one retain; the box is freed with its last.
    @inlinable
    func release() {
        storage.release()
    }

    /// Calls `body` with the value, borrowing the box: neither it nor the value is retained for the call.
    ///
    /// Sound only while the caller owns a retain that outlives the call (see the type's assumptions).
    @inlinable
    func withValue<Result>(_ body: (Value) -> Result) -> Result {
        storage._withUnsafeGuaranteedRef { body($0.value) }
    }
}
