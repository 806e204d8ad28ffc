import PrexDump

extension BindingAction {
    /// Sets the `String` property at `keyPath`, which the `text` case holds, to `text` in `root`.
    @usableFromInline
    static func write(text: String, at keyPath: any AnyObject & Sendable, in root: inout Root) {
        write(text, at: KeyPathCast.writable(keyPath, from: Root.self, to: String.self), in: &root)
    }

    /// Sets the property at `keyPath` in `root` to `new`, reporting the value it replaced to the debug log
    /// collecting, if any. Inlined into each caller, so that a `String` is copied as a `String`, not through its
    /// type's metadata (binding-string 969 → 926 instructions).
    @inline(__always)
    static func write<Value>(
        _ new: Value, at keyPath: any WritableKeyPath<Root, Value> & Sendable, in root: inout Root
    ) {
        guard let reports = MutationReports.collecting.current else {
            root[keyPath: keyPath] = new
            return
        }
        let old = root[keyPath: keyPath]
        root[keyPath: keyPath] = new
        let report = AppliedBinding(keyPath: keyPath, old: ValueDiff.render(old))
        reports.withLock { $0.applied.append(report) }
    }
}
