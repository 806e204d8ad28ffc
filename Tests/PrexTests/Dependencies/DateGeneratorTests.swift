import Foundation
import Testing

@testable import Prex

/// `dependencies.now`: the system's date by default, a fixed or advancing one for a test.
struct DateGeneratorTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aConstantDateIsTheSameAtEveryRead() {
        let dependencies = Dependencies { [start] in $0.now = .constant(start) }

        #expect(dependencies.now() == start)
        #expect(dependencies.now() == start)
    }

    @Test func anAdvancingDateMovesByItsStepAtEachReadSharedByCopies() {
        let dependencies = Dependencies { [start] in $0.now = .advancing(from: start, by: .milliseconds(1_500)) }
        let copy = dependencies.with { _ in }

        let dates = [dependencies.now(), copy.now(), dependencies.now()]

        #expect(dates.map { $0.timeIntervalSince(start) } == [0, 1.5, 3])
    }

    @Test func anAdvancingDateComputesEachFromTheStartWithoutBuildingUpRounding() {
        let now = DateGenerator.advancing(from: start, by: .milliseconds(100))

        for _ in 0..<1_000 {
            _ = now()
        }

        #expect(now() == start.addingTimeInterval(100))
    }

    @Test func theDefaultIsTheSystemsDate() {
        let before = Date()
        let read = Dependencies().now()
        let after = Date()

        #expect(before <= read && read <= after)
    }
}
