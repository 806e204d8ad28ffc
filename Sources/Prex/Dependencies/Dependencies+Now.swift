/// The key of the current date among a Flux's ``Dependencies``: by default ``DateGenerator/live``.
public enum NowKey: DependencyKey {
    /// The system's date.
    public static var defaultValue: DateGenerator { .live }
}

extension Dependencies {
    /// Where code reads the current date (`dependencies.now()`): ``NowKey``'s value, the system's unless set. Tests
    /// set a ``DateGenerator/constant(_:)`` or ``DateGenerator/advancing(from:by:)`` one:
    /// `Dependencies.explicit { $0.now = .constant(date) }`.
    public var now: DateGenerator {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
