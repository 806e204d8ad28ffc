import XCTest

/// An XCTest case that keeps the failures it reports while capturing, instead of failing: XCTest has no
/// `XCTExpectFailure` on Linux, so a test of what PrexTesting reports intercepts its own failures.
class FailureCapturingTestCase: XCTestCase {
    /// The failures reported while capturing: each one's description and line.
    private(set) var captured: [(description: String, line: Int)] = []
    /// Whether failures are captured now.
    var isCapturing = false

    /// Runs `body`, keeping the failures it reports.
    func capturing(_ body: () -> Void) {
        isCapturing = true
        defer { isCapturing = false }
        body()
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard isCapturing else { return super.record(issue) }
        captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard isCapturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, lineNumber))
    }
    #endif
}
