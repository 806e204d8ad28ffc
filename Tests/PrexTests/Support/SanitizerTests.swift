import Foundation
import TestSupport
import Testing

/// The tests a sanitizer's runtime cannot run skip themselves by `Sanitizer.current`: it must name the sanitizer
/// this process was built with, which `.ci/run` states in `PREX_EXPECTED_SANITIZER` (unset: none).
struct SanitizerTests {
    @Test func theSanitizerThisProcessRunsUnderIsFoundByItself() {
        let expected = ProcessInfo.processInfo.environment["PREX_EXPECTED_SANITIZER"]
        #expect(Sanitizer.current?.rawValue == expected)
    }
}
