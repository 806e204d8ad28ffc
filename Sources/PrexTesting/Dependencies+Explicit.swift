import Prex

extension Dependencies {
    /// Dependencies for a test that must set every dependency the code under test reads: reading one it did not
    /// set fails the test, naming the key, instead of using the key's default (the live service) silently.
    ///
    /// ```swift
    /// let flux = Flux(state: SearchState(), mutation: SearchMutation(), dependencies: .explicit {
    ///     $0.repositories = StubRepositories()
    ///     $0.clock = TestClock()
    /// })
    /// ```
    ///
    /// A test that forgot one fails where it made the dependencies:
    ///
    /// ```
    /// The dependency RepositoryServiceKey was read, and this test did not set it: set it in
    /// `Dependencies.explicit { … }` (its default was used).
    /// ```
    ///
    /// Request identities are the one dependency set for the test: `RequestIDs.incrementing()`, so that the loads
    /// of the Flux are `#1`, `#2`, … (`configure` may set others). Each unset key fails once, however often it is
    /// read; the read still returns the key's default, so the test
    /// runs on. Scopes of the Flux inherit the rule. The failure is reported as
    /// ``expectNoDifference(_:_:_:fileID:filePath:line:column:)`` reports one: to Swift Testing when the read
    /// happens in the test's task or in a task it started, with `XCTFail` otherwise.
    ///
    /// - Parameters:
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - configure: Sets the dependencies the test provides.
    /// - Returns: The dependencies, failing the test at any read of a key `configure` did not set.
    public static func explicit(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ configure: (inout Dependencies) -> Void
    ) -> Dependencies {
        let reported = ReportedKeys()
        var dependencies = Dependencies { $0.requestIDs = .incrementing() }
        configure(&dependencies)
        return dependencies.reportingUnsetReads { key in
            guard reported.insert(key) else { return }
            IssueReporting.fail(
                "The dependency \(key) was read, and this test did not set it: set it in "
                    + "`Dependencies.explicit { … }` (its default was used).",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
