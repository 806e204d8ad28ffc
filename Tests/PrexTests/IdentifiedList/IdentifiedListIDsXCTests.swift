import Prex
import XCTest

/// `ids` is written in XCTest assertions as in swift-identified-collections' own tests: with an array literal.
final class IdentifiedListIDsXCTests: XCTestCase {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
    }

    func testIDsCompareWithAnArrayLiteralInXCTAssertEqual() {
        var list: IdentifiedList = [Row(id: 1), Row(id: 2)]
        XCTAssertEqual(list.ids, [1, 2])

        list.remove(id: 1)

        XCTAssertEqual(list.ids, [2])
        XCTAssertNotEqual(list.ids, [1, 2])
    }
}
