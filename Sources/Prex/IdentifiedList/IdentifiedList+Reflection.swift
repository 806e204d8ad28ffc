extension IdentifiedList: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The elements as an array describes them, such as `[Todo(id: 1, title: "Milk")]`. O(n).
    public var description: String {
        Array(self).description
    }

    /// The elements as an array describes them for debugging. O(n).
    public var debugDescription: String {
        Array(self).debugDescription
    }

    /// A mirror that shows the elements, in order, as a collection (never the internal storage): what dumps, the
    /// debug log and test diffs read. O(n).
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
