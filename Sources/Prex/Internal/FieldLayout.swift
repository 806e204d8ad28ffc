@_spi(Reflection) import Swift

/// Where a struct's or tuple's stored properties are in its values, read once per type from the runtime's field
/// metadata: their names, offsets and types, in declaration order (the order and names `Mirror` gives).
///
/// With a layout, ``ValueDiffWalk`` compares two values property by property where they lie (a `memcmp` of each
/// property's bytes) and loads only the properties that differ, and ``ValueShape`` reads a value's properties by
/// loading each at its offset: no `Mirror`, whose every child costs a lookup and a demangling of its type.
///
/// **Why reading at the offsets is sound.** A layout holds only what the runtime reports through the standard
/// library's reflection interface (`_forEachField`): for each stored property, its offset in a value of the
/// type and its type `T`. So at `address + offset`, where `address` holds a value of the type (the caller keeps
/// it alive and unchanged while it reads), an initialized `T` is stored, aligned as a `T`, and loading a `T`
/// there copies the property. One exception would break this: a `weak` or `unowned` property is reported with
/// its declared type, yet stored as a reference of another kind. Types with such a property get no layout:
/// `_forEachFieldWithKeyPath` refuses them (it returns `false` for any property that is not a strong, plain
/// value), and a type it refuses is read through `Mirror`, as is every type where the interface is missing or
/// answers `false`. Classes get no layout either (their instances are shared and may be changed by another
/// thread while read; `Mirror` reads them), nor do types with a `customMirror`, whose `Mirror` is not their
/// stored properties.
///
/// Runs on any thread; making a layout costs the runtime's lookups once per type.
struct FieldLayout: Sendable {
    /// One stored property: where it is and how to read it.
    struct Field: Sendable {
        /// The property's name; `nil` for a tuple element without a label (Mirror's `.0`).
        let label: String?
        /// Its offset in a value of the type, in bytes.
        let offset: Int
        /// Reads it at `address + offset`.
        let access: any ValueAccess
        /// Whether its type is a struct or a tuple: the type of the values stored there, so a layout of that type
        /// (``ValueAccess/traits(at:)``) reads them. An existential, optional or class property holds values of
        /// other types than its own, and is loaded (as `Any`) instead.
        let isInline: Bool
    }

    /// The stored properties, in declaration order.
    let fields: [Field]

    /// The layout of `type`, a struct or tuple type; `nil` where the runtime cannot give one (see above).
    static func of<Value>(_ type: Value.Type) -> FieldLayout? {
        guard #available(macOS 11.3, iOS 14.5, watchOS 7.4, tvOS 14.5, *) else { return nil }
        var strongCount = 0
        guard
            _forEachFieldWithKeyPath(
                of: type,
                body: { _, _ in
                    strongCount += 1
                    return true
                })
        else { return nil }
        var fields: [Field] = []
        let complete = _forEachField(of: type) { name, offset, fieldType, kind in
            let label = String(cString: name)
            fields.append(
                Field(
                    label: label.hasPrefix(".") ? nil : label, offset: offset,
                    access: _openExistential(fieldType, do: access(to:)), isInline: kind == .struct || kind == .tuple))
            return true
        }
        guard complete && fields.count == strongCount else { return nil }
        return FieldLayout(fields: fields)
    }
}
