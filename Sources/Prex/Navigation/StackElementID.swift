/// The identity a ``StackState`` gives an element when it is pushed: unique within the stack's life and never
/// reused, so an action for a popped element never reaches one pushed later, even of the same screen type.
///
/// Ids grow with each push: the stack's elements are in increasing id order. An integer literal makes one, for
/// tests and recorded actions (`.element(id: 0, action: …)`). Shown as `#3`. Any thread.
public struct StackElementID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number of elements the stack had made before this one.
    @usableFromInline let rawValue: Int

    @inlinable
    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` was made before `rhs` by the same stack.
    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` and the number, such as `#3`.
    public var description: String {
        "#\(rawValue)"
    }

    /// Decodes the number the id was encoded as.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the id as its number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension StackElementID: ExpressibleByIntegerLiteral {
    /// The id of the element a stack made after `value` others: `0` for the first pushed.
    public init(integerLiteral value: Int) {
        self.init(rawValue: value)
    }
}
