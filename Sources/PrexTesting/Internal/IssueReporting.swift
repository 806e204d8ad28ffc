import Foundation

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed expectation to whichever test library runs the calling test.
///
/// Swift Testing and XCTest ignore each other's failures (with Swift 6.3, `XCTFail` in a Swift Testing test
/// and `Issue.record` in an XCTest test are dropped silently), so this picks one:
/// - In a Swift Testing test's task (`Test.current` is set), one issue, at the caller's source location.
/// - Anywhere else: `XCTFail`, which fails the XCTest test that is running; and, because code that runs off
///   a Swift Testing test's task (a `Task.detached`, a dispatch callback) cannot tell which library is
///   running, an issue that Swift Testing reports against no particular test, so that a failure is never
///   lost. The library that is not running drops its report.
enum IssueReporting {
    /// Reports `text` as a test failure at the given source location.
    static func fail(_ text: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        if Test.current != nil {
            Issue.record(Comment(rawValue: text), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(text, file: filePath, line: line)
        #endif
        #if canImport(Testing)
        Issue.record(Comment(rawValue: text), sourceLocation: location)
        #endif
        #if !canImport(XCTest) && !canImport(Testing)
        FileHandle.standardError.write(Data("\(fileID):\(line):\(column): error: \(text)\n".utf8))
        #endif
    }
}
