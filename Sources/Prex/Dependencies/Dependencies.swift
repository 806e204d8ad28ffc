/// A feature's dependencies (a repository, a clock, a random source), carried by its ``Flux`` and read by its
/// presenters, written as extensions or subclasses, through ``Presenter/dependencies``.
///
/// A value: make one when you make the app's Flux, substitute what a test needs, and every scope of the Flux
/// inherits it (``Flux/scope(state:action:dependencies:)`` can change it for one child). No global, no singleton:
/// two Fluxes, or two tests running side by side, each have their own.
///
/// ```swift
/// let app = Flux(state: AppState(), mutation: AppMutation(), dependencies: Dependencies {
///     $0.repositories = LiveRepositories()
/// })
///
/// extension Presenter where Action == SearchAction, State == SearchState {
///     func search(_ query: String) {
///         let repositories = dependencies.repositories
///         // …
///     }
/// }
/// ```
///
/// Reading or writing a dependency costs one dictionary access; any thread.
public struct Dependencies: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Told the name of every key read without a value set; see ``reportingUnsetReads(_:)``.
    var unsetReadReporter: (@Sendable (_ key: String) -> Void)?

    /// No dependency set: every key reads its default value.
    public init() {}

    /// Dependencies set by `configure`: `Dependencies { $0.clock = TestClock() }`.
    public init(_ configure: (inout Dependencies) -> Void) {
        configure(&self)
    }

    /// The dependency of `key`: the value set for it, or its default when none was set.
    ///
    /// A value set to `nil` (for a key whose value is optional) reads `nil`, not the default.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            // Asks whether an entry exists before casting it: casting a missing entry to an optional `Value`
            // would succeed, with `nil`, and hide the default.
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
