/// An enum value's case, read through `Mirror`: the case's name and its payload. Public reflection only: no
/// assumption about how the compiler lays out an enum. Any thread.
enum EnumCaseMirror {
    /// The name and the payload of `value`'s case, or `nil` when `value` is not an enum (nor an `Optional`) or its
    /// case carries nothing. A payload of several values is a tuple; one value with a label is a one-element tuple.
    static func `case`(of value: Any) -> (name: String, payload: Any)? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum?, .optional?: break
        default: return nil
        }
        guard let child = mirror.children.first, let name = child.label else { return nil }
        return (name, child.value)
    }

    /// The name of `value`'s case (`owner`), or `nil` when `value` is not an enum. For the debug log: slow.
    static func name(of value: Any) -> String? {
        if let (name, _) = `case`(of: value) {
            return name
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        // A case without a payload has no child to name it; it describes itself by its name.
        return String(describing: value)
    }

    /// `payload` as a `Child`, and whether it had to be taken out of a one-element tuple (`case loaded(page: X)`
    /// carries `(page: X)`, which does not cast to `X`), or `nil` when it is neither.
    static func cast<Child>(_ payload: Any) -> (child: Child, unwrapped: Bool)? {
        if let child = payload as? Child {
            return (child, false)
        }
        let mirror = Mirror(reflecting: payload)
        guard mirror.displayStyle == .tuple, mirror.children.count == 1,
            let child = mirror.children.first?.value as? Child
        else { return nil }
        return (child, true)
    }

    /// `payload` as a `Child`, taken out of its one-element tuple if `unwrapped`.
    static func cast<Child>(_ payload: Any, unwrapped: Bool) -> Child? {
        guard unwrapped else { return payload as? Child }
        return Mirror(reflecting: payload).children.first?.value as? Child
    }
}
