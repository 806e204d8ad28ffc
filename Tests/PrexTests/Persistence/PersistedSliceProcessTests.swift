import Foundation
import Prex
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
struct PersistedSliceProcessTests {
    /// The seed of the kill points; `PREX_FUZZ_SEED` replaces it.
    private static let seed = SplitMix64.seed(default: 0x5EED_F11E_0000_0042)
    /// How many processes to kill: 1,000 at full size (`PREX_FULL_SIZE=1`, as `.ci/run` runs), 100 in a plain
    /// `swift test`; `PREX_FUZZ_CASES` replaces both (CI lowers it under the sanitizers).
    private static let caseCount = GeneratedCases.count(full: 1_000, reduced: 100)

    @Test func aProcessKilledWhileSavingNeverLeavesAnUnreadableFile() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("list.json")
            var generator = SplitMix64(seed: Self.seed)
            var failures: [String] = []
            for round in 0..<Self.caseCount {
                // Given a process saving ever-changing lists, flushing each
                let probe = try PersistenceProbe("save-loop", file: url)
                #expect(probe.nextLine() == "ready")

                // When it is killed at a random point of its loop (not a synchronisation: the point is random)
                usleep(UInt32(generator.next() % 5_000))
                probe.kill()

                // Then the file holds one whole list
                do {
                    let items = try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
                    if items != (0..<items.count).map({ "item \($0)" }) {
                        failures.append("round \(round): a list that was never written, of \(items.count) items")
                    }
                } catch {
                    failures.append("round \(round): \(error)")
                }
            }
            #expect(failures.count == 0, "of \(Self.caseCount) (seed \(Self.seed)): \(failures.prefix(3))")
        }
    }

    @Test func twoProcessesWritingInTurnEachSeeTheOthersWrites() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            // Given this process's Flux and another process, both keeping the same file
            let slice = PersistedSlice.pantry(at: url)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)
            let other = try PersistenceProbe("session", file: url)
            #expect(other.ask("show") == "[]")

            // When this one writes, the other sees it
            flux.dispatcher.dispatch(.stock("rice"))
            slice.flush()
            #expect(other.ask("show") == #"["rice"]"#)

            // When the other writes, this one sees it, through its reload action
            #expect(other.ask("set tea jam") == "ok")
            slice.checkForChanges()
            #expect(flux.store.state.items == ["tea", "jam"])

            // And so on, in turn
            flux.dispatcher.dispatch(.stock("salt"))
            slice.flush()
            #expect(other.ask("show") == #"["tea","jam","salt"]"#)
            #expect(other.finish() == 0)
        }
    }
}
