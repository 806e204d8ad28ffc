/// What ``ValueShape``, ``ValueIdentity`` and ``ValueDiffWalk`` need to know about a type, worked out once per
/// type and kept: its conformances, found by dynamic casts, and its `Mirror`'s display style cost more than
/// everything else a diff does.
///
/// Each capability is a function that takes a value of the type (as `Any`) and uses the conformance found when
/// the traits were made; it casts the value to the concrete type only, which costs a type comparison. The
/// display style is read from the first value of the type met: `Mirror` gives every value of a type the same
/// one, unless a type's own `customMirror` varies it, which ``ValueDump``'s rules do not cater for.
///
/// Runs on any thread: the table is behind a lock. A program has finitely many types, so the table stays small.
struct TypeTraits: Sendable {
    /// The type's name without module names (``ValueDump/shortName(_:)``).
    let name: String
    /// The display style of the type's `Mirror`.
    let displayStyle: Mirror.DisplayStyle?
    /// How a value of the type renders when it is a leaf by type: a string quoted, a description as it is;
    /// `nil` for other types.
    let leaf: (any Rendering)?
    /// The wrapped value or `nil`, for an `Optional`.
    let optional: (any Unwrapping)?
    /// Whether two values of the type have equal inline bytes (see ``ValueIdentity``).
    let bytes: any Comparing
    /// `==` on two values of the type, for an `Equatable` type.
    let equality: (any Comparing)?
    /// The value as an array compared in place, for `Array`, `ContiguousArray` and `ArraySlice`.
    let elements: (any ElementsReading)?
    /// The value's bytes, for an enum whose values are plain bytes (no references) that fit in 8: they tell
    /// its case, so that a case without associated values is read once (``CaseNames``).
    let caseBits: (any BitsReading)?

    /// Renders a value of the type.
    protocol Rendering: Sendable {
        func render(_ value: Any) -> String
    }

    /// Unwraps an optional.
    protocol Unwrapping: Sendable {
        func unwrap(_ value: Any) -> Any?
    }

    /// Compares two values of the type; `false` when one is of another type.
    protocol Comparing: Sendable {
        func areSame(_ old: Any, _ new: Any) -> Bool
    }

    /// Reads the bytes of a value of the type, zero-extended to 8.
    protocol BitsReading: Sendable {
        func bits(_ value: Any) -> UInt64
    }

    /// Reads a value of the type as an array.
    protocol ElementsReading: Sendable {
        func elements(_ value: Any) -> (any ContiguousElements)?
    }

    /// The traits of `value`'s dynamic type: a lock and a dictionary lookup, after the first time.
    static func of(_ value: Any) -> TypeTraits {
        let type = Swift.type(of: value)
        let key = ObjectIdentifier(type)
        if let traits = table.withLock({ $0[key] }) {
            return traits
        }
        let traits = TypeTraits(_openExistential(type, do: conformances), mirror: Mirror(reflecting: value))
        table.withLock { $0[key] = traits }
        return traits
    }

    private static let table = Locked<[ObjectIdentifier: TypeTraits]>([:])

    private init(_ conformances: Conformances, mirror: Mirror) {
        name = conformances.name
        displayStyle = mirror.displayStyle
        optional = conformances.optional
        bytes = conformances.bytes
        equality = conformances.equality
        elements = conformances.elements
        caseBits = mirror.displayStyle == .enum ? conformances.bits : nil
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?:
            // Collections are read element by element, even those with a description.
            leaf = conformances.quote
        default:
            leaf = conformances.quote ?? conformances.describe ?? conformances.debugDescribe
        }
    }
}

/// A type's conformances, as witnesses that work on its values.
private struct Conformances {
    var name: String
    var quote: (any TypeTraits.Rendering)?
    var describe: (any TypeTraits.Rendering)?
    var debugDescribe: (any TypeTraits.Rendering)?
    var optional: (any TypeTraits.Unwrapping)?
    var bytes: any TypeTraits.Comparing
    var equality: (any TypeTraits.Comparing)?
    var elements: (any TypeTraits.ElementsReading)?
    var bits: (any TypeTraits.BitsReading)?
}

/// The conformances of `Value`, found by casting its metatype. A global function: `_openExistential` opens a
/// metatype with it (a static method or a closure there crashes the Swift 6.3 compiler).
private func conformances<Value>(of type: Value.Type) -> Conformances {
    let isText = type == String.self || type == Substring.self || type == Character.self
    return Conformances(
        name: ValueDump.shortName(String(reflecting: type)),
        quote: isText ? Quoting() : nil,
        describe: (type as? any CustomStringConvertible.Type).map { describing($0) },
        debugDescribe: (type as? any CustomDebugStringConvertible.Type).map { debugDescribing($0) },
        optional: (type as? any OptionalValue.Type).map { unwrapping($0) },
        bytes: BytesComparing<Value>(),
        equality: (type as? any Equatable.Type).map { equating($0) },
        elements: (type as? any ContiguousElements.Type).map { elementsReading($0) },
        bits: _isPOD(type) && MemoryLayout<Value>.size <= MemoryLayout<UInt64>.size ? BitsReading<Value>() : nil
    )
}

private func describing<Value: CustomStringConvertible>(_ type: Value.Type) -> any TypeTraits.Rendering {
    Describing<Value>()
}

private func debugDescribing<Value: CustomDebugStringConvertible>(_ type: Value.Type) -> any TypeTraits.Rendering {
    DebugDescribing<Value>()
}

private func unwrapping<Value: OptionalValue>(_ type: Value.Type) -> any TypeTraits.Unwrapping {
    Unwrapping<Value>()
}

private func equating<Value: Equatable>(_ type: Value.Type) -> any TypeTraits.Comparing {
    Equating<Value>()
}

private func elementsReading<Value: ContiguousElements>(_ type: Value.Type) -> any TypeTraits.ElementsReading {
    ElementsReading<Value>()
}

private struct Quoting: TypeTraits.Rendering {
    func render(_ value: Any) -> String { String(describing: value).debugDescription }
}

private struct Describing<Value: CustomStringConvertible>: TypeTraits.Rendering {
    func render(_ value: Any) -> String { (value as? Value)?.description.escapingControlCharacters ?? "" }
}

private struct DebugDescribing<Value: CustomDebugStringConvertible>: TypeTraits.Rendering {
    func render(_ value: Any) -> String { (value as? Value)?.debugDescription.escapingControlCharacters ?? "" }
}

private struct Unwrapping<Value: OptionalValue>: TypeTraits.Unwrapping {
    func unwrap(_ value: Any) -> Any? { (value as? Value)?.wrappedValue }
}

private struct BytesComparing<Value>: TypeTraits.Comparing {
    func areSame(_ old: Any, _ new: Any) -> Bool {
        guard let old = old as? Value, let new = new as? Value else { return false }
        return ValueIdentity.haveEqualBytes(old, new)
    }
}

private struct Equating<Value: Equatable>: TypeTraits.Comparing {
    func areSame(_ old: Any, _ new: Any) -> Bool {
        guard let old = old as? Value, let new = new as? Value else { return false }
        return old == new
    }
}

private struct ElementsReading<Value: ContiguousElements>: TypeTraits.ElementsReading {
    func elements(_ value: Any) -> (any ContiguousElements)? { value as? Value }
}

/// Only made for a type of plain bytes (`_isPOD`) at most 8 bytes long: its inline representation is all of a
/// value, and fits in the `UInt64` it is copied into.
private struct BitsReading<Value>: TypeTraits.BitsReading {
    func bits(_ value: Any) -> UInt64 {
        guard let value = value as? Value else { return 0 }
        var bits: UInt64 = 0
        withUnsafeMutableBytes(of: &bits) { bits in
            withUnsafeBytes(of: value) { bytes in bits.copyMemory(from: bytes) }
        }
        return bits
    }
}

/// `Optional`, whatever it wraps.
protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self.map { $0 } }
}
