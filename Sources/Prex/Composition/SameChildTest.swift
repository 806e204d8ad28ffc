/// Whether a new value of an `Identifiable` scoped child is still the same child: `true` unless their ids differ.
/// This class's test opens both values' conformance at every change (a class's values may be of subclasses);
/// ``IDComparison`` looks it up once, for a struct or an enum. Sound as `@unchecked Sendable`: neither class has
/// stored properties.
@usableFromInline
class SameChildTest<Child>: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Whether `new` is the same child as `old`.
    @usableFromInline
    func isSame(_ new: Child, as old: Child) -> Bool {
        guard let old = old as? any Identifiable else { return true }
        return Self.hasID(of: old, new)
    }

    /// Whether `new`, as `old`'s `Identifiable` type, has `old`'s id.
    private static func hasID<Opened: Identifiable>(of old: Opened, _ new: Child) -> Bool {
        guard let new = new as? Opened else { return false }
        return new.id == old.id
    }
}

/// The test of a struct's or an enum's ids, with `Opened` (the child's own type) looked up once: each change then
/// costs two casts from a type to itself and an `==`, not two lookups of the conformance.
final class IDComparison<Opened: Identifiable, Child>: SameChildTest<Child>, @unchecked Sendable {
    override func isSame(_ new: Child, as old: Child) -> Bool {
        guard let new = new as? Opened, let old = old as? Opened else { return super.isSame(new, as: old) }
        return new.id == old.id
    }
}
