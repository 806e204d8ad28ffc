extension Dependencies {
    /// These dependencies, telling `report` the name of every key read without a value set, before its default
    /// is used: what a test that must set every dependency it reaches builds on.
    ///
    /// PrexTesting's `Dependencies.explicit { … }` makes such dependencies that fail the test. Scopes inherit the
    /// reporter with the values (``with(_:)`` keeps it). Without a reporter (the default), a read costs nothing
    /// more; with one, a read of an unset key costs a second dictionary look-up and the call.
    ///
    /// ```swift
    /// let dependencies = Dependencies { $0.repositories = StubRepositories() }
    ///     .reportingUnsetReads { key in print("unset dependency read:", key) }
    /// ```
    ///
    /// - Parameter report: Called with the key's type name (such as `ClockKey`), on
    ///   the thread that reads it, at every such read.
    /// - Returns: The same values, with the reporter.
    public func reportingUnsetReads(_ report: @escaping @Sendable (_ key: String) -> Void) -> Dependencies {
        var copy = self
        copy.unsetReadReporter = report
        return copy
    }
}
