import PrexEscaping
import PrexValueIdentity

/// What ``ValueShape``, ``ValueIdentity`` and ``ValueDiffWalk`` need to know about a type, worked out once per
/// type and kept: its conformances, found by dynamic casts, and its `Mirror`'s display style cost more than
/// everything else a diff does.
///
/// Each capability is a function that takes a value of the type (as `Any`) and uses the conformance found when
/// the traits were made; it casts the value to the concrete type only, which costs a type comparison. The
/// display style is read from the first value of the type met: `Mirror` gives every value of a type the same
/// one, unless a type's own `customMirror` varies it, which ``ValueDump``'s rules do not cater for.
///
/// A class, so that a lookup hands out one reference rather than a copy of every witness.
///
/// Runs on any thread: the table is behind a lock. A program has finitely many types, so the table stays small.
final class TypeTraits: Sendable {
    /// The type's name without module names (``ValueDump/shortName(_:)``).
    let name: String
    /// The display style of the type's `Mirror`.
    let displayStyle: Mirror.DisplayStyle?
    /// How many children every value's `Mirror` has, where the type fixes it: a struct, class or tuple that does
    /// not make a `Mirror` of its own (`CustomReflectable`) has one per stored property (a class's own, not its
    /// superclasses'); `nil` for other types.
    let childCount: Int?
    /// How a value of the type renders when it is a leaf by type: a string quoted, a description as it is;
    /// `nil` for other types.
    let leaf: (any Rendering)?
    /// The wrapped value or `nil`, for an `Optional`.
    let optional: (any Unwrapping)?
    /// The type's values in memory: whether two have the same bytes (see ``ValueIdentity``).
    let access: any ValueAccess
    /// `==` on two values of the type, for an `Equatable` type.
    let equality: (any Comparing)?
    /// The value as an array compared in place, for `Array`, `ContiguousArray` and `ArraySlice`.
    let elements: (any ElementsReading)?
    /// Whether the type finds the positions where two of its values differ (``ChangedPositions``).
    let reportsChangedPositions: Bool
    /// The value's bytes, for an enum whose values are plain bytes (no references) that fit in 16: they tell
    /// its case, so that a case without associated values is read once (``CaseNames``).
    let caseBits: (any BitsReading)?
    /// The value's bytes, for a struct whose values are plain bytes that fit in 16 and that does not make a `Mirror`
    /// of its own: they tell the value, so that its fields are rendered once (``PlainFields``).
    let plainBits: (any BitsReading)?

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
        func bits(_ value: Any) -> CaseNames.Bits
    }

    /// Reads a value of the type as an array.
    protocol ElementsReading: Sendable {
        func elements(_ value: Any) -> (any ContiguousElements)?
    }

    /// The traits of `value`'s dynamic type: a lock and a dictionary lookup, after the first time.
    static func of(_ value: Any) -> TypeTraits {
        of(Swift.type(of: value)) { value }
    }

    /// The traits of `type`: a lock and a dictionary lookup, after the first time, which calls `sample` for a
    /// value of the type (of this very type, not one that contains another) to read its `Mirror`'s display style.
    static func of(_ type: Any.Type, sample: () -> Any) -> TypeTraits {
        let key = ObjectIdentifier(type)
        if let traits = table[key] {
            return traits
        }
        let traits = TypeTraits(_openExistential(type, do: conformances), mirror: Mirror(reflecting: sample()))
        table[key] = traits
        return traits
    }

    private static let table = TypeCache<ObjectIdentifier, TypeTraits>()

    private init(_ conformances: Conformances, mirror: Mirror) {
        name = conformances.name
        displayStyle = mirror.displayStyle
        switch mirror.displayStyle {
        case .struct?, .class?, .tuple?:
            childCount = conformances.reflectsItself ? nil : mirror.children.count
        default:
            childCount = nil
        }
        optional = conformances.optional
        access = conformances.access
        equality = conformances.equality
        elements = conformances.elements
        reportsChangedPositions = conformances.reportsChangedPositions
        caseBits = mirror.displayStyle == .enum ? conformances.bits : nil
        plainBits = mirror.displayStyle == .struct && !conformances.reflectsItself ? conformances.bits : nil
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
    var access: any ValueAccess
    var equality: (any TypeTraits.Comparing)?
    var elements: (any TypeTraits.ElementsReading)?
    var reportsChangedPositions: Bool
    var bits: (any TypeTraits.BitsReading)?
    /// Whether the type is `CustomReflectable`: its `Mirror` is its own, and may differ from value to value.
    var reflectsItself: Bool
}

/// The conformances of `Value`, found by casting its metatype. A global function: `_openExistential` opens a
/// metatype with it (a static method or a closure there crashes the Swift 6.3 compiler).
private func conformances<Value>(of type: Value.Type) -> Conformances {
    return Conformances(
        name: ValueDump.shortName(String(reflecting: type)),
        quote: quoting(type),
        describe: (type as? any CustomStringConvertible.Type).map { describing($0) },
        debugDescribe: (type as? any CustomDebugStringConvertible.Type).map { debugDescribing($0) },
        optional: (type as? any OptionalValue.Type).map { unwrapping($0) },
        access: TypedAccess<Value>(),
        equality: (type as? any Equatable.Type).map { equating($0) },
        elements: (type as? any ContiguousElements.Type).map { elementsReading($0) },
        reportsChangedPositions: type is any ChangedPositions.Type,
        bits: CaseNames.Bits.canHold(type) ? BitsReading<Value>() : nil,
        reflectsItself: type is any CustomReflectable.Type
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

/// Strings, substrings and characters render quoted and escaped, like Swift literals.
private func quoting(_ type: Any.Type) -> (any TypeTraits.Rendering)? {
    if type == String.self { return Quoting<String> { $0 } }
    if type == Substring.self { return Quoting<Substring> { String($0) } }
    if type == Character.self { return Quoting<Character> { String($0) } }
    return nil
}

private struct Quoting<Text>: TypeTraits.Rendering {
    let string: @Sendable (Text) -> String

    func render(_ value: Any) -> String {
        isValue(value, of: Text.self) ? string(value as! Text).literal : ""
    }
}

private struct Describing<Value: CustomStringConvertible>: TypeTraits.Rendering {
    func render(_ value: Any) -> String {
        isValue(value, of: Value.self)
            ? (value as! Value).description.spelledOutForTerminal(doublingBackslashes: false) : ""
    }
}

private struct DebugDescribing<Value: CustomDebugStringConvertible>: TypeTraits.Rendering {
    func render(_ value: Any) -> String {
        isValue(value, of: Value.self)
            ? (value as! Value).debugDescription.spelledOutForTerminal(doublingBackslashes: false) : ""
    }
}

private struct Unwrapping<Value: OptionalValue>: TypeTraits.Unwrapping {
    func unwrap(_ value: Any) -> Any? { isValue(value, of: Value.self) ? (value as! Value).wrappedValue : nil }
}

private struct Equating<Value: Equatable>: TypeTraits.Comparing {
    func areSame(_ old: Any, _ new: Any) -> Bool {
        isValue(old, of: Value.self) && isValue(new, of: Value.self) && old as! Value == new as! Value
    }
}

private struct ElementsReading<Value: ContiguousElements>: TypeTraits.ElementsReading {
    func elements(_ value: Any) -> (any ContiguousElements)? {
        isValue(value, of: Value.self) ? (value as! Value) : nil
    }
}

/// Only made for a type of plain bytes (`_isPOD`) at most 16 bytes long: its inline representation is all of a
/// value, and fits in the `CaseNames.Bits` it is copied into.
private struct BitsReading<Value>: TypeTraits.BitsReading {
    func bits(_ value: Any) -> CaseNames.Bits {
        isValue(value, of: Value.self) ? CaseNames.Bits(of: value as! Value) : CaseNames.Bits()
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
