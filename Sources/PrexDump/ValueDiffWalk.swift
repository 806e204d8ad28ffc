import PrexValueIdentity

/// Two values walked together by ``ValueDiff``, and the lines found so far.
///
/// Where the values are provably the same (``ValueIdentity``: the same bytes, hence the same storage), the
/// walk stops without reading them; structs and tuples are compared property by property, read through
/// `Mirror`; arrays are compared in place (``ContiguousElements``), an `IdentifiedList` at the positions its
/// storage says changed (``ChangedPositions``); a dictionary or
/// set whose type is `Equatable` and that is `==` to the other is the same. Only what differs is read, one
/// level at a time (``ValueShape``), and only the values a line prints are rendered whole (``ValueDump``).
/// The lines are those the two values' whole trees would give, walked together.
struct ValueDiffWalk {
    /// The lines so far, in the values' order.
    private(set) var lines: [ValueDiff.Line] = []
    /// The class instances the old value being compared is inside (``ValueDump``'s cycle rule).
    private var oldAncestors: [ObjectIdentifier] = []
    /// The class instances the new value being compared is inside.
    private var newAncestors: [ObjectIdentifier] = []

    /// Adds the lines saying how the root `new` differs from the root `old`.
    mutating func compare<Value>(_ old: Value, _ new: Value) {
        // The same value (see ``ValueIdentity``), told from the bytes where they lie, without the casts from `Any`
        // that ``ValueAccess`` makes.
        guard !ValueAddress.haveEqualBytes(old, new) else { return }
        compareDiffering(old as Any, new as Any, at: "", depth: 0)
    }

    /// Adds the lines saying how `new` differs from `old`, both found at `path`, `depth` below the roots.
    mutating func compare(_ old: Any, _ new: Any, at path: String, depth: Int) {
        guard ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new)) else {
            compareDiffering(old, new, at: path, depth: depth)
            return
        }
        let traits = TypeTraits.of(old)
        if traits.access.haveEqualBytes(old, new) {
            // The same value (see ``ValueIdentity``).
            return
        }
        compareDiffering(old, new, traits: traits, at: path, depth: depth)
    }

    /// ``compare(_:_:at:depth:)`` for values whose bytes are known to differ (or whose types do).
    private mutating func compareDiffering(_ old: Any, _ new: Any, at path: String, depth: Int) {
        let traits = TypeTraits.of(old)
        guard ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new)) else {
            compareShapes(old, new, traits: traits, newTraits: TypeTraits.of(new), at: path, depth: depth)
            return
        }
        compareDiffering(old, new, traits: traits, at: path, depth: depth)
    }

    /// ``compare(_:_:at:depth:)`` for values of one type, whose `traits` are given, with bytes that differ.
    private mutating func compareDiffering(_ old: Any, _ new: Any, traits: TypeTraits, at path: String, depth: Int) {
        if let elements = traits.elements?.elements(old), compareInPlace(elements, new, at: path, depth: depth) {
            return
        }
        if traits.reportsChangedPositions, compareChangedPositions(old, new, at: path, depth: depth) {
            return
        }
        compareShapes(old, new, traits: traits, newTraits: traits, at: path, depth: depth)
    }

    /// Two values read one level down (`traits` are `old`'s, `newTraits` `new`'s), compared by their shapes.
    private mutating func compareShapes(
        _ old: Any, _ new: Any, traits: TypeTraits, newTraits: TypeTraits, at path: String, depth: Int
    ) {
        if let leaf = traits.leaf, traits === newTraits, traits.optional == nil {
            // Two leaves of one type (a number, a string): their texts are their whole trees (see ``ValueShape``),
            // compared and printed as they are.
            let oldText = leaf.render(old)
            let newText = leaf.render(new)
            if oldText != newText {
                appendPair(path: path, old: oldText, new: newText)
            }
            return
        }
        if traits === newTraits, depth < ValueDump.maximumDepth,
            let oldFields = PlainFields.fields(of: old, traits: traits),
            let newFields = PlainFields.fields(of: new, traits: traits)
        {
            // Two small structs of plain bytes with leaf fields, rendered once per value: the fields' texts are
            // their whole trees, as below.
            for (oldField, newField) in zip(oldFields, newFields) where oldField.text != newField.text {
                appendPair(path: Self.member(oldField.label, of: path), old: oldField.text, new: newField.text)
            }
            return
        }
        let oldShape = ValueShape(of: old, traits: traits, depth: depth, ancestors: oldAncestors)
        let newShape = ValueShape(of: new, traits: newTraits, depth: depth, ancestors: newAncestors)
        switch (oldShape, newShape) {
        case (
            .instance(let oldType, let oldFields, let oldObject), .instance(let newType, let newFields, let newObject)
        )
        where oldType == newType && Self.haveSameLabels(oldFields, newFields):
            if let oldObject { oldAncestors.append(oldObject) }
            if let newObject { newAncestors.append(newObject) }
            compare(oldFields, newFields, at: path, depth: depth)
            if oldObject != nil { oldAncestors.removeLast() }
            if newObject != nil { newAncestors.removeLast() }
        case (.tuple(let oldFields), .tuple(let newFields)) where Self.haveSameLabels(oldFields, newFields):
            compare(oldFields, newFields, at: path, depth: depth)
        case (.enumCase(let oldName, let oldPayload), .enumCase(let newName, let newPayload))
        where oldName == newName && Self.haveSameLabels(oldPayload, newPayload):
            let casePath = Self.member(oldName, of: path)
            if oldPayload.count == 1 && oldPayload[0].label == nil {
                compare(oldPayload[0].value, newPayload[0].value, at: casePath, depth: depth + 1)
            } else {
                compare(oldPayload, newPayload, at: casePath, depth: depth)
            }
        case (.collection(let oldElements), .collection(let newElements)):
            let ends = commonEnds(oldElements, newElements, depth: depth + 1)
            compareMiddle(
                old: (oldElements.count, { oldElements[$0] }), new: (newElements.count, { newElements[$0] }),
                ends: ends, at: path, depth: depth + 1)
        case (.dictionary(let oldPairs), .dictionary(let newPairs)):
            guard !Self.areEqual(old, new) else { return }
            let oldEntries = entries(oldPairs, depth: depth + 1, ancestors: &oldAncestors)
            let newEntries = entries(newPairs, depth: depth + 1, ancestors: &newAncestors)
            guard Self.hasUniqueKeys(oldEntries) && Self.hasUniqueKeys(newEntries) else {
                compareWhole(oldShape, newShape, at: path, depth: depth)
                return
            }
            // An `Equatable` dictionary's values are `Equatable`: one `==` to its counterpart is the same.
            compare(oldEntries, newEntries, valuesAreEquatable: traits.equality != nil, at: path, depth: depth + 1)
        case (.set, .set):
            guard !Self.areEqual(old, new) else { return }
            compareWhole(oldShape, newShape, at: path, depth: depth)
        default:
            compareWhole(oldShape, newShape, at: path, depth: depth)
        }
    }

    /// The whole values, rendered: a `-` and a `+` line when their trees differ.
    private mutating func compareWhole(_ old: ValueShape, _ new: ValueShape, at path: String, depth: Int) {
        let oldDump = ValueDump.make(old, depth: depth, ancestors: &oldAncestors)
        let newDump = ValueDump.make(new, depth: depth, ancestors: &newAncestors)
        guard oldDump != newDump else { return }
        appendPair(path: path, old: oldDump.rendered, new: newDump.rendered)
    }

    /// Adds a `-` line and a `+` line for a value at `path`, growing ``lines`` once for both (an array grown one
    /// line at a time from empty reallocates for the second).
    private mutating func appendPair(path: String, old: String, new: String) {
        if lines.capacity < lines.count + 2 {
            lines.reserveCapacity(max(lines.count + 2, lines.capacity * 2))
        }
        lines.append(ValueDiff.Line(sign: "-", path: path, value: old))
        lines.append(ValueDiff.Line(sign: "+", path: path, value: new))
    }

    /// Fields with the same labels, pairwise; a positional field is named by its position.
    private mutating func compare(_ old: [ValueShape.Part], _ new: [ValueShape.Part], at path: String, depth: Int) {
        for (index, (oldField, newField)) in zip(old, new).enumerated() {
            let fieldPath = Self.member(oldField.label ?? "\(index)", of: path)
            compare(oldField.value, newField.value, at: fieldPath, depth: depth + 1)
        }
    }

    // MARK: Arrays

    /// Arrays compared in place; `false` when `new` is not an array of the same type, or when they are too deep
    /// to compare (they then render alike, cut off).
    private mutating func compareInPlace(
        _ old: any ContiguousElements, _ new: Any, at path: String, depth: Int
    ) -> Bool {
        guard depth < ValueDump.maximumDepth else { return false }
        var sameness = self
        guard let ends = old.commonEnds(with: new, isSame: { sameness.isSame($0, $1, depth: depth + 1) }),
            let newElements = TypeTraits.of(new).elements?.elements(new)
        else { return false }
        compareMiddle(
            old: (old.elementCount, old.element(at:)), new: (newElements.elementCount, newElements.element(at:)),
            ends: ends, pairedAreEqual: { old.elementsAreEqual(at: $0, in: new) }, at: path, depth: depth + 1)
        return true
    }

    /// Collections compared at the positions they say may differ (``ChangedPositions``); `false` when they cannot
    /// say, or are too deep to compare.
    private mutating func compareChangedPositions(_ old: Any, _ new: Any, at path: String, depth: Int) -> Bool {
        guard depth < ValueDump.maximumDepth, let old = old as? any ChangedPositions,
            let new = new as? any ChangedPositions, let positions = new.positionsChanged(since: old)
        else { return false }
        for position in positions {
            compare(
                old.element(atPosition: position), new.element(atPosition: position), at: "\(path)[\(position)]",
                depth: depth + 1)
        }
        return true
    }

    /// Elements between the common ends, paired position by position; what one side has more, alone:
    /// removed elements at their old positions, added ones at their new positions. A pair that
    /// `pairedAreEqual` says is equal (by the element type's `==`, which the ends were found with) is the same,
    /// as it would be at an end. It is not asked about the pairs the ends stopped at, which are not: the first,
    /// and the last when both sides have as many elements between the ends (one element changed costs no call).
    private mutating func compareMiddle(
        old: (count: Int, element: (Int) -> Any), new: (count: Int, element: (Int) -> Any),
        ends: (prefix: Int, suffix: Int), pairedAreEqual: (Int) -> Bool = { _ in false }, at path: String,
        depth: Int
    ) {
        let oldEnd = old.count - ends.suffix
        let newEnd = new.count - ends.suffix
        let pairedEnd = ends.prefix + min(oldEnd - ends.prefix, newEnd - ends.prefix)
        for index in ends.prefix..<pairedEnd {
            let endsStoppedHere = index == ends.prefix || (index == pairedEnd - 1 && oldEnd == newEnd)
            if !endsStoppedHere && pairedAreEqual(index) {
                continue
            }
            compare(old.element(index), new.element(index), at: "\(path)[\(index)]", depth: depth)
        }
        for index in pairedEnd..<oldEnd {
            let dump = ValueDump(of: old.element(index), depth: depth, ancestors: &oldAncestors)
            lines.append(ValueDiff.Line(sign: "-", path: "\(path)[\(index)]", value: dump.rendered))
        }
        for index in pairedEnd..<newEnd {
            let dump = ValueDump(of: new.element(index), depth: depth, ancestors: &newAncestors)
            lines.append(ValueDiff.Line(sign: "+", path: "\(path)[\(index)]", value: dump.rendered))
        }
    }

    /// How many elements of two collections read through `Mirror` are the same at the start and at the end.
    private mutating func commonEnds(_ old: [Any], _ new: [Any], depth: Int) -> (prefix: Int, suffix: Int) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter && isSame(old[prefix], new[prefix], depth: depth) {
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix
            && isSame(old[old.count - 1 - suffix], new[new.count - 1 - suffix], depth: depth)
        {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// Whether two elements have the same tree: identical, or read whole and compared.
    private mutating func isSame(_ old: Any, _ new: Any, depth: Int) -> Bool {
        ValueIdentity.areIdentical(old, new)
            || ValueDump(of: old, depth: depth, ancestors: &oldAncestors)
                == ValueDump(of: new, depth: depth, ancestors: &newAncestors)
    }

    // MARK: Dictionaries

    /// A dictionary's entries with their keys rendered, sorted by key; the values unread.
    private typealias Entry = (key: String, value: Any)

    private func entries(
        _ pairs: [(key: Any?, value: Any)], depth: Int, ancestors: inout [ObjectIdentifier]
    ) -> [Entry] {
        pairs.map { pair in
            (pair.key.map { ValueDump(of: $0, depth: depth, ancestors: &ancestors).rendered } ?? "?", pair.value)
        }
        .sorted { $0.key < $1.key }
    }

    /// Entries sorted by key, merged: removed, added and changed entries in key order. Where
    /// `valuesAreEquatable`, an entry whose value is `==` to its counterpart's is the same, as a whole dictionary
    /// `==` to its counterpart is.
    private mutating func compare(
        _ old: [Entry], _ new: [Entry], valuesAreEquatable: Bool, at path: String, depth: Int
    ) {
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            let oldEntry = oldIndex < old.count ? old[oldIndex] : nil
            let newEntry = newIndex < new.count ? new[newIndex] : nil
            if let oldEntry, let newEntry, oldEntry.key == newEntry.key {
                if !valuesAreEquatable || !Self.areEqual(oldEntry.value, newEntry.value) {
                    compare(oldEntry.value, newEntry.value, at: "\(path)[\(oldEntry.key)]", depth: depth)
                }
                oldIndex += 1
                newIndex += 1
            } else if let oldEntry, newEntry.map({ oldEntry.key < $0.key }) ?? true {
                let dump = ValueDump(of: oldEntry.value, depth: depth, ancestors: &oldAncestors)
                lines.append(ValueDiff.Line(sign: "-", path: "\(path)[\(oldEntry.key)]", value: dump.rendered))
                oldIndex += 1
            } else if let newEntry {
                let dump = ValueDump(of: newEntry.value, depth: depth, ancestors: &newAncestors)
                lines.append(ValueDiff.Line(sign: "+", path: "\(path)[\(newEntry.key)]", value: dump.rendered))
                newIndex += 1
            }
        }
    }

    /// Keys that render alike cannot be told apart: such dictionaries are compared whole.
    private static func hasUniqueKeys(_ entries: [Entry]) -> Bool {
        zip(entries, entries.dropFirst()).allSatisfy { $0.key != $1.key }
    }

    // MARK: Helpers

    /// Whether two values of an `Equatable` type are equal by `==`; `false` when the type is not `Equatable`.
    private static func areEqual(_ old: Any, _ new: Any) -> Bool {
        TypeTraits.of(old).equality?.areSame(old, new) ?? false
    }

    private static func haveSameLabels(_ old: [ValueShape.Part], _ new: [ValueShape.Part]) -> Bool {
        old.count == new.count && zip(old, new).allSatisfy { $0.label == $1.label }
    }

    private static func member(_ name: String, of path: String) -> String {
        path.isEmpty ? name : path + "." + name
    }
}
