/// A key for a value of your own that a ``Transaction`` carries from a dispatch to the views: a value type with a
/// default, read and set with `transaction[Key.self]`.
///
/// ```swift
/// enum FromEffectKey: TransactionKey {
///     static let defaultValue = false
/// }
/// ```
///
/// A transaction that does not set a key reads its ``defaultValue``; setting a key to its default removes it, so
/// two transactions are equal when every key reads the same.
public protocol TransactionKey {
    /// The type of the value; `Equatable`, so that transactions compare, and `Sendable`, since a dispatch crosses
    /// threads.
    associatedtype Value: Sendable & Equatable

    /// The value of a transaction that does not set this key.
    static var defaultValue: Value { get }
}
