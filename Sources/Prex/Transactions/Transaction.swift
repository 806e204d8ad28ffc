/// What a dispatch asks of the views its change reaches, besides the new state: for example, to animate it.
///
/// A transaction travels with an action, from ``Dispatcher/dispatch(_:transaction:)`` (or a presenter's or Flux's
/// `dispatch(_:transaction:)`) to the ``StateChange`` every listener and view receives, as
/// ``StateChange/transaction``; a view tells a user's change from an effect's by it. It says nothing about
/// SwiftUI or UIKit: ``animation`` is a description each platform maps to its own animation (`ObservableModel`
/// does, with SwiftUI's `withTransaction`), and your own values ride along under a ``TransactionKey``.
///
/// An action dispatched without one carries the empty transaction, ``init()``, which costs a dispatch nothing: a
/// transaction is a number naming its values. A value type, `Sendable`, and `Equatable` (O(1)). Each distinct
/// transaction is kept for the life of the process: carry a few distinct values (animations, a source), not
/// ever-changing ones such as dates or counters.
///
/// > Note: SwiftUI has a `Transaction` too. A file that imports both Prex and SwiftUI spells them `Prex.Transaction`
/// > and `SwiftUI.Transaction`.
public struct Transaction: Sendable, Equatable {
    /// Which values this transaction sets: 0 for none, otherwise their place in the table of every distinct
    /// transaction made (``Table``). A number, not a reference, so that a ``StateChange`` of a plain state stays
    /// plain data that the dispatch path passes by address, with no copy per listener.
    @usableFromInline let id: UInt32

    /// A value set under a key, with what compares it and names it.
    struct Entry: Sendable {
        let value: any Sendable & Equatable
        /// The key's type name, for ``description``.
        let name: String
    }

    /// The empty transaction: every key reads its default, so no animation. Cost: none.
    @inlinable
    public init() {
        id = 0
    }

    init(id: UInt32) {
        self.id = id
    }

    /// Whether no key is set: the transaction of an action dispatched without one. O(1).
    @inlinable
    public var isEmpty: Bool {
        id == 0
    }

    /// The values this transaction sets, by their key's type: one lock round trip.
    var values: [ObjectIdentifier: Entry] {
        Table.shared.values(of: id)
    }

    /// The value of `key`, or its ``TransactionKey/defaultValue`` when it is not set; setting the default removes
    /// it. Reading is a lock round trip and one dictionary look-up; setting looks the new set of values up among
    /// the distinct transactions made so far.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get {
            values[ObjectIdentifier(key)].flatMap { $0.value as? Key.Value } ?? Key.defaultValue
        }
        set {
            var table = values
            if newValue == Key.defaultValue {
                table[ObjectIdentifier(key)] = nil
            } else {
                table[ObjectIdentifier(key)] = Entry(value: newValue, name: String(describing: key))
            }
            self = Table.shared.transaction(with: table)
        }
    }

    /// This transaction with the values `later` sets put over its own: what a change that merges two actions carries.
    ///
    /// - Parameter later: The transaction of the later action; where it sets a key, its value wins.
    /// - Returns: The merged transaction. O(1) when either is empty.
    @inlinable
    public func merging(_ later: Transaction) -> Transaction {
        if isEmpty || later.id == id {
            return later
        }
        return later.isEmpty ? self : merged(with: later)
    }

    @usableFromInline
    func merged(with later: Transaction) -> Transaction {
        Table.shared.transaction(with: values.merging(later.values) { _, new in new })
    }

    /// Whether `other` is a `Value` equal to `value`.
    static func isEqual<Value: Equatable>(_ value: Value, _ other: any Sendable & Equatable) -> Bool {
        (other as? Value) == value
    }

    /// Every distinct transaction made, each once: equal sets of values get one id, so transactions compare by id.
    ///
    /// A transaction is kept for the life of the process: carry a few distinct values (an animation, a source),
    /// not ever-changing ones such as dates or counters. Making one compares its values with those of each
    /// transaction made before: O(number of distinct transactions × values).
    final class Table: Sendable {
        static let shared = Table()
        private let transactions = Locked<[[ObjectIdentifier: Entry]]>([])

        /// The values of transaction `id`.
        func values(of id: UInt32) -> [ObjectIdentifier: Entry] {
            id == 0 ? [:] : transactions.withLock { $0[Int(id) - 1] }
        }

        /// The transaction that sets `values`: one made before with the same values, or a new one.
        func transaction(with values: [ObjectIdentifier: Entry]) -> Transaction {
            guard !values.isEmpty else { return Transaction() }
            return transactions.withLock { made in
                if let index = made.firstIndex(where: { Self.areEqual($0, values) }) {
                    return Transaction(id: UInt32(index + 1))
                }
                made.append(values)
                return Transaction(id: UInt32(made.count))
            }
        }

        private static func areEqual(_ left: [ObjectIdentifier: Entry], _ right: [ObjectIdentifier: Entry]) -> Bool {
            left.count == right.count
                && left.allSatisfy { key, entry in
                    right[key].map { Transaction.isEqual(entry.value, $0.value) } ?? false
                }
        }
    }
}

extension Transaction: CustomStringConvertible {
    /// The values set, by key name (`Transaction(AnimationKey: …)`), or `Transaction()`.
    public var description: String {
        let entries = values.values.map { "\($0.name): \($0.value)" }.sorted()
        return "Transaction(\(entries.joined(separator: ", ")))"
    }
}
