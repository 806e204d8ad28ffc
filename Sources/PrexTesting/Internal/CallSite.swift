/// Where a test called a PrexTesting function: where a failure of that call is reported.
struct CallSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Reports `text` as a test failure here.
    func fail(_ text: String) {
        IssueReporting.fail(text, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
