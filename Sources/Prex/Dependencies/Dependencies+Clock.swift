/// The key of the clock among a Flux's ``Dependencies``: by default the ``LiveClock``.
public enum ClockKey: DependencyKey {
    /// The live clock.
    public static var defaultValue: any FeatureClock { LiveClock() }
}

extension Dependencies {
    /// The clock that code waiting on time sleeps on (a debounce, a retry delay): ``ClockKey``'s value, the
    /// ``LiveClock`` unless set. Tests set PrexTesting's `TestClock` or `ImmediateClock`:
    /// `Dependencies { $0.clock = clock }`.
    public var clock: any FeatureClock {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }
}
