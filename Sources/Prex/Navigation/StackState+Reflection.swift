extension StackState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The elements, bottom first, as an array describes them. O(n).
    public var description: String {
        Array(self).description
    }

    /// The elements, bottom first, as an array describes them for debugging. O(n).
    public var debugDescription: String {
        Array(self).debugDescription
    }

    /// A mirror that shows the elements by position, bottom first, as a collection (not the ids or the storage): the
    /// debug log, dumps and test diffs show `path[0]`, `path[1]`. O(n).
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
