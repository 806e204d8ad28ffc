/// Where a sharer keeps its copy of a shared value: a stored property of its state, or a property of the child of
/// one of its state's cases (``CaseCopy``), which a state in another case does not hold. Any thread.
@usableFromInline
enum SharedCopyPath<Root: Sendable, Value: Equatable & Sendable>: Sendable {
    /// A stored property: every state holds a copy. Its key path writes it and names it in messages; the reader
    /// reads it, at its offset when it is stored inline (through the key path, a read costs about 400 instructions).
    case property(any WritableKeyPath<Root, Value> & Sendable, PropertyReader<Root, Value>)
    /// A property of some cases' children: the first that holds one.
    case cases([CaseCopy<Root, Value>])

    /// The copy kept in the stored property `keyPath`. O(1): the reader looks the property's offset up once.
    static func stored(_ keyPath: any WritableKeyPath<Root, Value> & Sendable) -> Self {
        .property(keyPath, PropertyReader(keyPath))
    }

    /// The copy `root` holds and which sharer holds it (the index of its case, `0` for a property), or `nil` when
    /// it holds none. One read, or one `extract` per case tried.
    @inlinable
    func copy(in root: Root) -> (value: Value, sharer: Int)? {
        switch self {
        case .property(_, let reader):
            return (reader.read(root), 0)
        case .cases(let copies):
            for (sharer, copy) in copies.enumerated() {
                if let value = copy.read(root) {
                    return (value, sharer)
                }
            }
            return nil
        }
    }

    /// The copy `root` holds, or `nil` when it holds none.
    @inlinable
    func read(_ root: Root) -> Value? {
        copy(in: root)?.value
    }

    /// Sets the copy `root` holds to `value` when they differ, so an equal copy is not written, and returns which
    /// sharer holds it, or `nil` (and writes nothing) when it holds none.
    @inlinable
    @discardableResult
    func refresh(_ root: inout Root, to value: Value) -> Int? {
        switch self {
        case .property(let keyPath, let reader):
            if reader.read(root) != value {
                root[keyPath: keyPath] = value
            }
            return 0
        case .cases(let copies):
            for (sharer, copy) in copies.enumerated() where copy.refresh(&root, value) != nil {
                return sharer
            }
            return nil
        }
    }

    /// The key path of the copy `root` holds, for the debug log (`\AccountStep.data`).
    @usableFromInline
    func keyPath(in root: Root) -> AnyKeyPath {
        switch self {
        case .property(let keyPath, _):
            return keyPath
        case .cases(let copies):
            return (copies.first { $0.read(root) != nil } ?? copies[0]).keyPath
        }
    }
}
