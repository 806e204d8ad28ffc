import Foundation
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct PersistedSliceTests {
    @Test func aFluxStartsFromTheFileAndSavesItsChanges() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            // Given a file holding two items
            try Data(#"["rice","tea"]"#.utf8).write(to: url)

            // When a Flux is made persisting the items, and one is stocked
            let slice = PersistedSlice.pantry(at: url)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)
            #expect(flux.store.state.items == ["rice", "tea"])
            flux.dispatcher.dispatch(.stock("salt"))
            slice.flush()

            // Then the file holds the three, and a new Flux starts from them
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["rice", "tea", "salt"])
            let next = Flux(state: PantryState(), mutation: PantryMutation(), persisting: .pantry(at: url))
            #expect(next.store.state.items == ["rice", "tea", "salt"])
            #expect(slice.lastError == nil)
        }
    }

    @Test func aMissingFileLeavesTheDefaultsAndIsCreatedOnTheFirstChange() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            let slice = PersistedSlice.pantry(at: url)
            let flux = Flux(state: PantryState(items: ["flour"]), mutation: PantryMutation(), persisting: slice)
            #expect(flux.store.state.items == ["flour"])
            #expect(!FileManager.default.fileExists(atPath: url.path))

            flux.dispatcher.dispatch(.stock("oil"))
            slice.flush()

            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["flour", "oil"])
        }
    }

    @Test func manyChangesAreCoalescedIntoFewWrites() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            // Given a slice that waits a minute before saving
            let slice = PersistedSlice<PantryAction, PantryState, [String]>(
                \.items, in: FileStorage(url: url), reload: PantryAction.itemsChangedOnDisk, saveDelay: 60,
                pollInterval: nil)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)

            // When a hundred changes are made, then the slice is flushed
            for number in 0..<100 {
                flux.dispatcher.dispatch(.stock("item \(number)"))
            }
            #expect(slice.saveCount == 0)
            slice.flush()

            // Then one write holds them all
            #expect(slice.saveCount == 1)
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)).count == 100)
        }
    }

    @Test func aChangeOfAnotherPartOfTheStateWritesNothing() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            let slice = PersistedSlice.pantry(at: url)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)
            flux.dispatcher.dispatch(.visit)
            slice.flush()
            #expect(slice.saveCount == 0)
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test func anActionThatLeavesTheSliceAloneSchedulesNoSave() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            // Given a slice that waits a minute before saving
            let slice = PersistedSlice<PantryAction, PantryState, [String]>(
                \.items, in: FileStorage(url: url), reload: PantryAction.itemsChangedOnDisk, saveDelay: 60,
                pollInterval: nil)
            let flux = Flux(state: PantryState(items: ["rice"]), mutation: PantryMutation(), persisting: slice)

            // When actions change another part of the state, nothing waits to be saved
            flux.dispatcher.dispatch(.visit)
            flux.dispatcher.dispatch(.visit)
            #expect(!slice.isSaveScheduled)

            // A write of the slice, even of the items it held (in a new array), does: the queue compares it with
            // the file
            let sameItems = flux.store.state.items.map(\.self)
            flux.dispatcher.dispatch(.itemsChangedOnDisk(sameItems))
            #expect(slice.isSaveScheduled)
            flux.dispatcher.dispatch(.stock("tea"))
            flux.dispatcher.dispatch(.visit)
            slice.flush()
            #expect(!slice.isSaveScheduled)
            #expect(slice.saveCount == 1)
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["rice", "tea"])
        }
    }

    @Test func changesFromManyThreadsAmongActionsThatLeaveTheSliceAloneAreAllSaved() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            let slice = PersistedSlice<PantryAction, PantryState, [String]>(
                \.items, in: FileStorage(url: url), reload: PantryAction.itemsChangedOnDisk, saveDelay: 60,
                pollInterval: nil)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)

            // Four threads each stock 50 items, each item followed by a visit that leaves the items alone
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for number in 0..<50 {
                    flux.dispatcher.dispatch(.stock("\(thread)-\(number)"))
                    flux.dispatcher.dispatch(.visit)
                }
            }
            slice.flush()

            // The file holds every item, in the order the store applied them
            let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
            #expect(saved.count == 200)
            #expect(saved == flux.store.state.items)
            #expect(flux.store.state.visits == 200)
            #expect(slice.saveCount == 1)
        }
    }

    @Test func savingLeavesNoTemporaryFileBehind() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("pantry.json")
            let slice = PersistedSlice.pantry(at: url)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)
            for item in ["a", "b", "c"] {
                flux.dispatcher.dispatch(.stock(item))
                slice.flush()
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pantry.json"])
        }
    }

    @Test func anotherWriterIsSeenAsTheReloadActionAndItsOwnWritesAreNot() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            // Given a Flux that saved its items, with a debug log
            let log = Recorder<String>()
            let slice = PersistedSlice.pantry(at: url)
            let flux = Flux(
                state: PantryState(), mutation: PantryMutation(), persisting: slice,
                debugLog: .custom { log.append($0) })
            flux.dispatcher.dispatch(.stock("rice"))
            slice.flush()

            // When it looks for changes, its own write is not echoed back
            slice.checkForChanges()
            #expect(log.all.count == 1)

            // When another writer replaces the file, and the slice looks
            _ = try AtomicFile.replace(path: url.path, with: Array(#"["tea","jam"]"#.utf8))
            slice.checkForChanges()

            // Then the new value arrived as the reload action, logged, and is not written back
            #expect(flux.store.state.items == ["tea", "jam"])
            #expect(log.all.last?.contains("itemsChangedOnDisk") == true)
            slice.flush()
            #expect(slice.saveCount == 1)
        }
    }

    @Test func theSliceLivesAsLongAsTheFluxAndKeepsNothingAlive() throws {
        try withTemporaryFile(named: "pantry.json") { url throws in
            // Given a polled slice given to a Flux, which only the Flux keeps (a save scheduled would keep the
            // slice until it ran: none is, here)
            weak var weakSlice: PersistedSlice<PantryAction, PantryState, [String]>?
            weak var weakStore: Store<PantryState>?
            do {
                let slice = PersistedSlice<PantryAction, PantryState, [String]>(
                    \.items, in: FileStorage(url: url), reload: PantryAction.itemsChangedOnDisk, pollInterval: 60)
                weakSlice = slice
                let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)
                weakStore = flux.store
                slice.checkForChanges()
            }
            // Then both are gone once the Flux is
            #expect(weakStore == nil)
            #expect(weakSlice == nil)
        }
    }
}
