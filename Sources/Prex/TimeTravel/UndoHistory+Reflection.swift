extension UndoHistory: CustomReflectable {
    /// A mirror of the depth and the steps, as the debug log, dumps and test diffs show them: `history.undoValues[0]`.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["depth": depth, "undoValues": undoValues, "redoValues": redoValues], displayStyle: .struct)
    }
}
