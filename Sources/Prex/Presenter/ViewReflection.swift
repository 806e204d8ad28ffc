/// Whether a presenter's view is being called now, and whether a change came on the main queue meanwhile: the
/// main-queue state of ``ViewDelivery``, kept without a lock (in a ``MainQueueConfined``).
///
/// Exactly the three possible states: nothing waits while the view is not reflecting, because the delivery calls
/// the view again with what waits before it leaves ``reflecting``. What waits is in the delivery's
/// ``ViewDeliveryStateMachine``; this says only whether to look. Each transition is a pure `mutating func` that
/// calls nothing, and returns what the caller must do.
@usableFromInline
enum ViewReflection: Sendable {
    /// The view is not being called.
    case idle
    /// The view is being called, and nothing came meanwhile.
    case reflecting
    /// The view is being called, and a change came meanwhile: it waits for the view to return.
    case reflectingWithWaiting

    /// What the caller does with a change that came on the main queue.
    @usableFromInline
    enum Arrival: Sendable {
        /// Call the view now (after ``began()``).
        case reflectNow
        /// Keep the change for when the view returns: it is reflecting.
        case wait
    }

    /// A change came on the main queue (from the store, a hop, a full render).
    @inlinable
    mutating func arrived() -> Arrival {
        if case .idle = self {
            return .reflectNow
        }
        self = .reflectingWithWaiting
        return .wait
    }

    /// The view is about to be called, with nothing waiting.
    @inlinable
    mutating func began() {
        assert(self == .idle, "a view called while it reflects")
        self = .reflecting
    }

    /// The view returned: returns `true` when a change came meanwhile, which the caller takes and gives the view
    /// (still reflecting), then calls this again; `false` when none came, and the view is idle from now on.
    @inlinable
    mutating func returned() -> Bool {
        switch self {
        case .reflectingWithWaiting:
            self = .reflecting
            return true
        case .reflecting:
            self = .idle
            return false
        case .idle:
            assertionFailure("a view returned that was not called")
            return false
        }
    }
}
