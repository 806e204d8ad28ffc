import PrexEscaping

/// One level of a value, read through `Mirror` by the rules ``ValueDump`` renders by: a leaf with its text, or
/// the parts (fields, elements, entries) one level down, not yet read.
///
/// ``ValueDump`` builds its tree from shapes, level by level; ``ValueDiff`` reads the shapes of two values
/// only where they differ, so that both follow the same rules. A value is read through one `Mirror` and its
/// children (a few allocations). The parts stay unread.
enum ValueShape {
    /// Text printed as it is: a number, a quoted string, a description, `nil`, a cut-off.
    case leaf(String)
    /// A struct or class instance: its type name and stored properties; `object` for a class instance, which
    /// is an ancestor of its parts (see ``ValueDump``'s cycle rule).
    case instance(type: String, fields: [Part], object: ObjectIdentifier?)
    /// A tuple's elements.
    case tuple([Part])
    /// An enum case: its name and associated values (none for a case without).
    case enumCase(name: String, payload: [Part])
    /// An array, or any other collection, in order.
    case collection([Any])
    /// A set's elements, unsorted.
    case set([Any])
    /// A dictionary's entries, unsorted; `key` is `nil` for an entry that is not a key-value pair.
    case dictionary([(key: Any?, value: Any)])

    /// A property, tuple element or associated value, unread; `label` is `nil` for a positional one.
    struct Part {
        var label: String?
        var value: Any
    }

    /// Reads one level of `value`, found at `depth` below the root, inside the class instances `ancestors`.
    ///
    /// - Parameters:
    ///   - value: Any value.
    ///   - depth: How deep `value` is: past ``ValueDump/maximumDepth``, what has parts is cut off.
    ///   - ancestors: The class instances `value` is inside: meeting one of them again is cut off.
    init(of value: Any, depth: Int, ancestors: [ObjectIdentifier]) {
        self.init(of: value, traits: TypeTraits.of(value), depth: depth, ancestors: ancestors)
    }

    /// Reads one level of `value`, whose traits are `traits` (those of its dynamic type).
    init(of value: Any, traits: TypeTraits, depth: Int, ancestors: [ObjectIdentifier]) {
        if let optional = traits.optional {
            guard let wrapped = optional.unwrap(value) else {
                self = .leaf("nil")
                return
            }
            self.init(of: wrapped, depth: depth, ancestors: ancestors)
            return
        }
        if let leaf = traits.leaf {
            self = .leaf(leaf.render(value))
            return
        }
        guard depth < ValueDump.maximumDepth else {
            self = Self.cutOff(traits)
            return
        }
        let caseKey = traits.caseBits.map { CaseNames.Key(type: type(of: value), bits: $0.bits(value)) }
        if let caseKey, let name = CaseNames.name(for: caseKey) {
            self = .enumCase(name: name.name, payload: [])
            return
        }
        self = Self.parts(of: value, traits: traits, ancestors: ancestors)
        if let caseKey, case .enumCase(let name, let payload) = self, payload.isEmpty {
            CaseNames.remember(name, ofType: traits.name, for: caseKey)
        }
    }

    /// The parts of a value that is not a leaf, not cut off for its depth.
    private static func parts(of value: Any, traits: TypeTraits, ancestors: [ObjectIdentifier]) -> ValueShape {
        let mirror = Mirror(reflecting: value)
        switch traits.displayStyle {
        case .collection?:
            return .collection(mirror.children.map(\.value))
        case .set?:
            return .set(mirror.children.map(\.value))
        case .dictionary?:
            return .dictionary(
                mirror.children.map { child in
                    let pair = Array(Mirror(reflecting: child.value).children)
                    return pair.count == 2 ? (pair[0].value, pair[1].value) : (nil, child.value)
                })
        case .enum?:
            guard let payload = mirror.children.first else {
                return .enumCase(name: String(describing: value), payload: [])
            }
            let name = payload.label ?? String(describing: value)
            let innerTraits = TypeTraits.of(payload.value)
            if innerTraits.displayStyle == .tuple {
                return .enumCase(name: name, payload: fields(of: Mirror(reflecting: payload.value)))
            }
            return .enumCase(name: name, payload: [Part(label: nil, value: payload.value)])
        case .tuple?:
            return .tuple(fields(of: mirror, count: traits.childCount))
        case .class?:
            let object = ObjectIdentifier(value as AnyObject)
            guard !ancestors.contains(object) else {
                return cutOff(traits)
            }
            var mirrors = [mirror]
            while let superclass = mirrors.last?.superclassMirror {
                mirrors.append(superclass)
            }
            let properties = mirrors.reversed().flatMap { fields(of: $0) }
            return .instance(type: traits.name, fields: properties, object: object)
        default:
            if mirror.children.isEmpty && traits.displayStyle != .struct {
                return .leaf(String(describing: value).spelledOutForTerminal(doublingBackslashes: false))
            }
            return .instance(type: traits.name, fields: fields(of: mirror, count: traits.childCount), object: nil)
        }
    }

    /// The children of a struct, class or tuple as parts; tuple positions (`.0`) become unlabelled.
    ///
    /// `Mirror`'s children are a type-erased collection, walked by unspecialized generic code: `map` costs the
    /// most per child, `first` less for the one child of a wrapper or a counter's state, so a single child is read
    /// that way; `count` costs more again, so a type's ``TypeTraits/childCount`` is asked first.
    private static func fields(of mirror: Mirror, count: Int? = nil) -> [Part] {
        let children = mirror.children
        if count ?? children.count == 1, let child = children.first {
            return [part(child)]
        }
        return children.map(part)
    }

    private static func part(_ child: Mirror.Child) -> Part {
        Part(label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: child.value)
    }

    private static func cutOff(_ traits: TypeTraits) -> ValueShape {
        switch traits.displayStyle {
        case .struct?, .class?: return .leaf(traits.name + "(...)")
        case .collection?, .set?, .dictionary?: return .leaf("[...]")
        default: return .leaf("...")
        }
    }
}
