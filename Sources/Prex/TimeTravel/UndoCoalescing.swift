/// Which changes an ``UndoableMutation`` joins into one undo step, so that typing a word is undone at once.
///
/// Consecutive changes whose actions have the same key are one step; a change after an undo or a redo starts one.
/// The key depends on the action alone, never on the clock, so a replay makes the same steps. Keys are made and
/// compared on the dispatching thread, for changing actions only.
public struct UndoCoalescing<Action>: Sendable {
    let key: @Sendable (Action) -> (any Hashable & Sendable)?

    /// Every change is a step of its own.
    public static var never: Self {
        Self { _ in nil }
    }

    /// Consecutive changes whose actions have the same key are one step; a `nil` key is a step of its own.
    ///
    /// - Parameter key: The action's key, such as the field it edits; called once per change.
    public static func byKey<Key: Hashable & Sendable>(_ key: @escaping @Sendable (Action) -> Key?) -> Self {
        Self { action in key(action) }
    }
}

extension UndoCoalescing where Action: BindableAction {
    /// Typing: bindings of the same `String` property are one step while the text's last white space stays where it
    /// was (a word and the space before it); any other action is a step of its own.
    ///
    /// Costs a scan from the text's end back to its last white space, per binding.
    public static var typing: Self {
        Self { action in
            guard let binding = action.binding, let text = binding.value as? String else { return nil }
            return TypedWord(property: binding.property, start: TypedWord<Action.State>.wordStart(of: text))
        }
    }
}

/// The key of a typing step: the text property set, and the UTF-8 offset after its text's last white space.
private struct TypedWord<Root>: Hashable, Sendable {
    let property: any PartialKeyPath<Root> & Sendable
    let start: Int

    static func wordStart(of text: String) -> Int {
        let scalars = text.unicodeScalars
        var position = scalars.endIndex
        while position > scalars.startIndex {
            let before = scalars.index(before: position)
            let scalar = scalars[before]
            if scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace {
                return text.utf8.distance(from: text.startIndex, to: position)
            }
            position = before
        }
        return 0
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.start == rhs.start && (lhs.property as AnyKeyPath) == (rhs.property as AnyKeyPath)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(property as AnyKeyPath)
        hasher.combine(start)
    }
}
