/// The ticks of a timer on a ``FeatureClock``, made by ``FeatureClock/timer(interval:)``: an `AsyncSequence` of the
/// tick numbers 1, 2, 3, … that ends when its task is cancelled.
///
/// Each tick comes `interval` after the consumer asked for it: the first `interval` after iteration starts, each
/// next one `interval` after the loop's body finished with the previous one and asked again. Ticks never pile up:
/// a consumer slower than the interval gets no burst of missed ticks, it gets the next tick a whole interval after
/// it is ready for it, and the numbers count the ticks delivered, with no gaps. So the time a tick marks is its
/// number × `interval` plus the time the consumer spent; to show a wall-clock duration, read ``Dependencies/now``.
///
/// Each tick is one sleep on the clock, so a test drives it with PrexTesting's `TestClock` as it drives any sleep:
/// advancing by five intervals delivers five ticks to a task of a Flux whose clock it is. Cancelling the task that
/// iterates ends the sequence (`next()` returns `nil`); so does an interval of zero or less, at once, rather than
/// spinning. `Sendable`: iterate it from any task; each tick costs one sleep of the clock.
public struct ClockTimer: AsyncSequence, Sendable {
    /// The tick's number: 1 for the first.
    public typealias Element = Int

    private let clock: any FeatureClock
    private let interval: ClockDuration

    init(clock: any FeatureClock, interval: ClockDuration) {
        self.clock = clock
        self.interval = interval
    }

    /// The ticks of one iteration, counted from 1.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        private let clock: any FeatureClock
        private let interval: ClockDuration
        private var ticks = 0
        private var isFinished = false

        fileprivate init(clock: any FeatureClock, interval: ClockDuration) {
            self.clock = clock
            self.interval = interval
            isFinished = interval <= .zero
        }

        /// Sleeps `interval` on the clock, then returns the next tick's number; `nil` once the task is cancelled.
        public mutating func next() async -> Int? {
            guard !isFinished else { return nil }
            do {
                try await clock.sleep(for: interval)
            } catch {
                isFinished = true
                return nil
            }
            ticks += 1
            return ticks
        }
    }

    /// Starts an iteration: its first tick comes `interval` after its first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, interval: interval)
    }
}
