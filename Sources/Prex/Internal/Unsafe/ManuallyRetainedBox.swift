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
///
/// A holder that cannot release by hand (a value type without a `deinit`) keeps an ``Owner`` instead, which
/// holds the first retain and gives it up when ARC frees the owner: PrexObservation's `TrackedReads` keeps its
/// comparisons so, owners in one array and the boxes it walks in another.
///
/// `package`, so that PrexObservation shares it instead of repeating its unsafe part.
@usableFromInline
package struct ManuallyRetainedBox<Value> {
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
    package init(_ value: Value) {
        storage = .passRetained(Storage(value))
    }

    /// Adds a retain, for a new holder.
    @inlinable
    package func retain() {
        _ = storage.retain()
    }

    /// Gives up one retain; the box is freed with its last.
    @inlinable
    package func release() {
        storage.release()
    }

    /// Calls `body` with the value, borrowing the box: neither it nor the value is retained for the call.
    ///
    /// Sound only while the caller owns a retain that outlives the call (see the type's assumptions).
    @inlinable
    package func withValue<Result>(_ body: (Value) -> Result) -> Result {
        storage._withUnsafeGuaranteedRef { body($0.value) }
    }

    /// Owns the first retain of a new box, and releases it when ARC frees the owner: while the owner is alive,
    /// ``box`` may be read with ``withValue(_:)`` (never retained or released by hand).
    @usableFromInline
    package final class Owner {
        /// The box this owner keeps alive.
        @usableFromInline package let box: ManuallyRetainedBox

        /// Boxes `value`; the owner holds the box's first retain.
        @inlinable
        package init(_ value: Value) {
            box = ManuallyRetainedBox(value)
        }

        deinit {
            box.release()
        }
    }
}
