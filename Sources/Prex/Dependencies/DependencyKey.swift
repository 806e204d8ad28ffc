/// The key of one dependency in ``Dependencies``: the dependency's type, and the value used where none was set.
///
/// Declare a key per dependency, and a property on ``Dependencies`` that reads it. The default is made at each read
/// of a ``Dependencies`` without a value of its own: make it the live implementation, or one that fails every call.
public protocol DependencyKey {
    /// The dependency's type: a protocol existential, a struct of closures, a clock.
    associatedtype Value: Sendable

    /// The value read where none was set.
    static var defaultValue: Value { get }
}
