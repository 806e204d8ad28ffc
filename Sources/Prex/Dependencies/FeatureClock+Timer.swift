extension FeatureClock {
    /// A timer on this clock: the ticks 1, 2, 3, …, each `interval` after the consumer asked for it, until the task
    /// iterating is cancelled (see ``ClockTimer`` for a slow consumer, and why ticks never pile up).
    ///
    /// ```swift
    /// let clock = dependencies.clock
    /// task(id: "ticker") { dispatch in
    ///     for await _ in clock.timer(interval: .seconds(1)) {
    ///         dispatch(.tick)
    ///     }
    /// }
    /// ```
    ///
    /// Making it costs nothing; each tick is one sleep of this clock, so a `TestClock` drives it as any sleep.
    ///
    /// - Parameter interval: The time between ticks; zero or less makes a timer that ends at once.
    /// - Returns: The ticks, to iterate with `for await`.
    public func timer(interval: ClockDuration) -> ClockTimer {
        ClockTimer(clock: self, interval: interval)
    }
}
