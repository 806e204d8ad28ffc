extension Dependencies {
    /// These dependencies, telling `report` the name of every key read without a value set, before its default
    /// is used. Scopes inherit the reporter (``with(_:)`` keeps it). Without one (the default) a read costs nothing
    /// more; with one, a read of an unset key also names the key and calls `report`.
    ///
    /// - Parameter report: Called with the key's type name (such as `ClockKey`), on the thread that reads it.
    /// - Returns: The same values, with the reporter.
    public func reportingUnsetReads(_ report: @escaping @Sendable (_ key: String) -> Void) -> Dependencies {
        var copy = self
        copy.unsetReadReporter = report
        return copy
    }
}
