/// The key of the identifier generator among a Flux's ``Dependencies``: by default ``UUIDGenerator/live``.
public enum UUIDKey: DependencyKey {
    /// Random identifiers.
    public static var defaultValue: UUIDGenerator { .live }
}

extension Dependencies {
    /// Where code gets new identifiers (`dependencies.uuid()`): ``UUIDKey``'s value, random unless set. Tests set
    /// ``UUIDGenerator/incrementing()``: `Dependencies.explicit { $0.uuid = .incrementing() }`.
    public var uuid: UUIDGenerator {
        get { self[UUIDKey.self] }
        set { self[UUIDKey.self] = newValue }
    }
}
