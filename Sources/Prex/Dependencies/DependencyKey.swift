/// The key of one dependency in ``Dependencies``: the dependency's type, and the value used where none was set.
///
/// Declare a key per dependency, and a property on ``Dependencies`` that reads it, so that presenters write
/// `dependencies.repositories`:
///
/// ```swift
/// enum RepositoriesKey: DependencyKey {
///     static var defaultValue: any RepositoryService { UnavailableRepositories() }
/// }
///
/// extension Dependencies {
///     var repositories: any RepositoryService {
///         get { self[RepositoriesKey.self] }
///         set { self[RepositoriesKey.self] = newValue }
///     }
/// }
/// ```
///
/// The default is made each time a ``Dependencies`` without a value of its own is read (a computed property, no
/// shared instance): make it the live implementation, or one that fails every call, so that a test which forgot
/// to substitute it says so.
public protocol DependencyKey {
    /// The dependency's type: a protocol existential, a struct of closures, a clock.
    associatedtype Value: Sendable

    /// The value read where none was set.
    static var defaultValue: Value { get }
}
