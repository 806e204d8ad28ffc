import PrexDump

/// What a ``BindingAction`` holds, behind one reference, so that copying the action through the dispatch path is a
/// retain: the key path and, in the subclass ``KeyPathBinding``, the typed value and how to write it.
///
/// `@unchecked Sendable` is sound: every stored property, here and in the one subclass, is a `let` of a `Sendable`
/// type (the key path was received as `& Sendable`), and no method changes the object.
@usableFromInline
class BindingStorage<Root>: @unchecked Sendable {
    let sendableKeyPath: any PartialKeyPath<Root> & Sendable

    @usableFromInline
    init(keyPath: any PartialKeyPath<Root> & Sendable) {
        sendableKeyPath = keyPath
    }

    /// The value, type-erased. Overridden.
    var sendableValue: any Sendable { () }
    /// The value as the debug log renders values. Overridden.
    var renderedValue: String { "" }

    /// Sets the property in `root`, reporting the value it replaced to the debug log collecting, if any.
    /// Overridden.
    @usableFromInline
    func apply(to root: inout Root) {}

    /// Whether `other` sets the same property to an equal value. Overridden.
    func isEqual(to other: BindingStorage<Root>) -> Bool { false }
}

/// The binding of one property of type `Value`.
@usableFromInline
final class KeyPathBinding<Root, Value: Equatable & Sendable>: BindingStorage<Root>, @unchecked Sendable {
    let keyPath: any WritableKeyPath<Root, Value> & Sendable
    let value: Value

    @usableFromInline
    init(keyPath: any WritableKeyPath<Root, Value> & Sendable, value: Value) {
        self.keyPath = keyPath
        self.value = value
        super.init(keyPath: keyPath)
    }

    override var sendableValue: any Sendable { value }
    override var renderedValue: String { ValueDiff.render(value) }

    @usableFromInline
    override func apply(to root: inout Root) {
        guard let applied = AppliedBinding.collecting.current else {
            root[keyPath: keyPath] = value
            return
        }
        let old = root[keyPath: keyPath]
        root[keyPath: keyPath] = value
        let report = AppliedBinding(keyPath: keyPath, old: ValueDiff.render(old))
        applied.withLock { $0.append(report) }
    }

    override func isEqual(to other: BindingStorage<Root>) -> Bool {
        guard let other = other as? KeyPathBinding<Root, Value> else { return false }
        return (keyPath as AnyKeyPath) == (other.keyPath as AnyKeyPath) && value == other.value
    }
}
