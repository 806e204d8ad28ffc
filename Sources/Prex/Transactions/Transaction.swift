/// What a dispatch asks of the views its change reaches, besides the new state: for example, to animate it.
///
/// A transaction travels with an action, from ``Dispatcher/dispatch(_:transaction:)`` (or a presenter's or Flux's
/// `dispatch(_:transaction:)`) to the ``StateChange`` every listener and view receives, as
/// ``StateChange/transaction``; a view tells a user's change from an effect's by it. It says nothing about
/// SwiftUI or UIKit: ``animation`` is a description each platform maps to its own animation (`ObservableModel`
/// does, with SwiftUI's `withTransaction`), and your own values ride along under a ``TransactionKey``.
///
/// An action dispatched without one carries the empty transaction, ``init()``: a null reference, which a dispatch
/// copies with no allocation, touching no reference count. A value type, `Sendable`, and `Equatable`; setting a value
/// builds a new table of values, O(number of values set).
///
/// > Note: SwiftUI has a `Transaction` too. A file that imports both Prex and SwiftUI spells them `Prex.Transaction`
/// > and `SwiftUI.Transaction`.
public struct Transaction: Sendable, Equatable {
    /// The values set, by their key's type; `nil` when none is, never empty.
    @usableFromInline var values: [ObjectIdentifier: Entry]?

    /// A value set under a key, with what compares it and names it.
    @usableFromInline
    struct Entry: Sendable {
        let value: any Sendable & Equatable
        /// The key's type name, for ``description``.
        let name: String
    }

    /// The empty transaction: every key reads its default, so no animation. Cost: none.
    public init() {
        values = nil
    }

    /// Whether no key is set: the transaction of an action dispatched without one. O(1).
    public var isEmpty: Bool {
        values == nil
    }

    /// The value of `key`, or its ``TransactionKey/defaultValue`` when it is not set; setting the default removes
    /// it. Reading is one dictionary look-up; setting copies the table.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get {
            values?[ObjectIdentifier(key)].flatMap { $0.value as? Key.Value } ?? Key.defaultValue
        }
        set {
            var table = values ?? [:]
            if newValue == Key.defaultValue {
                table[ObjectIdentifier(key)] = nil
            } else {
                table[ObjectIdentifier(key)] = Entry(value: newValue, name: String(describing: key))
            }
            values = table.isEmpty ? nil : table
        }
    }

    /// This transaction with the values `later` sets put over its own: what a change that merges two actions carries.
    ///
    /// - Parameter later: The transaction of the later action; where it sets a key, its value wins.
    /// - Returns: The merged transaction. O(1) when either is empty.
    public func merging(_ later: Transaction) -> Transaction {
        guard let own = values else { return later }
        guard let theirs = later.values else { return self }
        var merged = Transaction()
        merged.values = own.merging(theirs) { _, new in new }
        return merged
    }

    /// Whether every key reads the same in both. O(number of values set).
    public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
        switch (lhs.values, rhs.values) {
        case (nil, nil):
            return true
        case (let left?, let right?):
            return left.count == right.count
                && left.allSatisfy { key, entry in right[key].map { isEqual(entry.value, $0.value) } ?? false }
        default:
            return false
        }
    }

    /// Whether `other` is a `Value` equal to `value`.
    private static func isEqual<Value: Equatable>(_ value: Value, _ other: any Sendable & Equatable) -> Bool {
        (other as? Value) == value
    }
}

extension Transaction: CustomStringConvertible {
    /// The values set, by key name (`Transaction(AnimationKey: …)`), or `Transaction()`.
    public var description: String {
        let entries = (values ?? [:]).values.map { "\($0.name): \($0.value)" }.sorted()
        return "Transaction(\(entries.joined(separator: ", ")))"
    }
}
