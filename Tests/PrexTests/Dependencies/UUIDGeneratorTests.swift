import Foundation
import Testing

@testable import Prex

/// `dependencies.uuid`: random identifiers by default, counted ones for a test, safe from every task at once.
struct UUIDGeneratorTests {
    @Test func incrementingIdentifiersCountFromZeroInHexadecimal() {
        let uuid = UUIDGenerator.incrementing()

        let first = (0..<3).map { _ in uuid().uuidString }

        #expect(
            first == [
                "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
                "00000000-0000-0000-0000-000000000002",
            ])
        #expect(UUIDGenerator.counted(0x1_0000_0000_00FF).uuidString == "00000000-0000-0000-0001-0000000000FF")
    }

    @Test func copiesShareTheCountAndEveryTaskGetsADifferentIdentifier() async {
        // Given one generator, copied into the dependencies that scopes and tasks read
        let dependencies = Dependencies { $0.uuid = .incrementing() }
        let copy = dependencies.with { _ in }

        // When eight tasks take 100 identifiers each, through both copies
        let taken = await withTaskGroup(of: [UUID].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let uuid = worker.isMultiple(of: 2) ? dependencies.uuid : copy.uuid
                    return (0..<100).map { _ in uuid() }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }

        // Then the 800 identifiers are the first 800 of the count, each once
        #expect(Set(taken) == Set((0..<800).map { UUIDGenerator.counted(UInt64($0)) }))
    }

    @Test func theDefaultIsRandomAndAConstantOneRepeats() throws {
        let live = Dependencies().uuid
        #expect(live() != live())

        let fixed = try #require(UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000"))
        let dependencies = Dependencies { $0.uuid = .constant(fixed) }
        #expect(dependencies.uuid() == fixed)
        #expect(dependencies.uuid() == fixed)
    }
}
