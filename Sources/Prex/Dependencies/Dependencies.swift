/// A feature's dependencies (a repository, a clock, a random source), carried by its ``Flux`` and read by its
/// presenters through ``Presenter/dependencies``.
///
/// A value, not a global: make one with the app's Flux, substitute what a test needs; every scope of the Flux inherits
/// it. Reading or writing a dependency costs one dictionary access; any thread.
public struct Dependencies: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Told the name of every key read without a value set; see ``reportingUnsetReads(_:)``.
    var unsetReadReporter: (@Sendable (_ key: String) -> Void)?
    /// How ``Flux/dismiss()`` closes the presented child whose scope carries these dependencies; `nil` elsewhere.
    @usableFromInline var dismissal: Dismissal?

    /// No dependency set: every key reads its default value.
    public init() {}

    /// Dependencies set by `configure`: `Dependencies { $0.clock = TestClock() }`.
    public init(_ configure: (inout Dependencies) -> Void) {
        configure(&self)
    }

    /// The dependency of `key`: the value set for it, or its default when none was set. A value set to `nil` (for a
    /// key whose value is optional) reads `nil`, not the default.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            // Asks whether an entry exists before casting: a missing entry cast to an optional `Value` would be `nil`.
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? Key.Value else {
                unsetReadReporter?("\(key)")
                return Key.defaultValue
            }
            return value
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    /// These dependencies with `configure`'s changes: what a scope passes to a child.
    public func with(_ configure: (inout Dependencies) -> Void) -> Dependencies {
        var copy = self
        configure(&copy)
        return copy
    }
}
