import Foundation
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct PersistedSliceFailureTests {
    enum Unusable: String, CaseIterable, Sendable {
        case garbage, wrongShape, empty, folder
    }

    @Test(arguments: Unusable.allCases)
    func anUnusableFileIsKeptAsideReportedAndNeverOverwritten(_ kind: Unusable) throws {
        try withTemporaryFolder { folder throws in
            // Given an unusable file where the pantry is kept
            let url = folder.appendingPathComponent("pantry.json")
            let bad: Data
            switch kind {
            case .garbage: bad = Data([0xFF, 0x00, 0x7B, 0x22])
            case .wrongShape: bad = Data(#"{"items": 3}"#.utf8)
            case .empty: bad = Data()
            case .folder: bad = Data()
            }
            if kind == .folder {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } else {
                try bad.write(to: url)
            }

            // When a Flux is made persisting the items, with a debug log
            let reports = Recorder<PersistenceError>()
            let log = Recorder<String>()
            let slice = PersistedSlice.pantry(at: url, reports: reports)
            let flux = Flux(
                state: PantryState(items: ["default"]), mutation: PantryMutation(), persisting: slice,
                debugLog: .custom { log.append($0) })

            // Then it starts from the defaults, the bad file is beside, and the failure is reported and logged
            #expect(flux.store.state.items == ["default"])
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let kept = try #require(names.first { $0.hasPrefix("pantry.json.corrupt-") })
            guard case .unreadable(let path, _, let keptAt) = try #require(reports.all.first) else {
                Issue.record("not an unreadable file: \(reports.all)")
                return
            }
            #expect(path == url.path)
            #expect(keptAt == folder.appendingPathComponent(kept).path)
            #expect(log.all.contains { $0.hasPrefix("persistence: \(url.path): cannot be used") })
            if kind != .folder {
                #expect(try Data(contentsOf: folder.appendingPathComponent(kept)) == bad)
            }

            // And saving writes a new file, leaving the bad one as it was
            flux.dispatcher.dispatch(.stock("salt"))
            slice.flush()
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["default", "salt"])
            #expect(reports.count == 1)
        }
    }

    @Test func aFileThatCannotBeWrittenIsReportedEachTimeAndTheStateGoesOn() throws {
        try withTemporaryFolder { folder throws in
            // Given a file whose folder is a file (so that no one, not even root, can write it)
            let notAFolder = folder.appendingPathComponent("notes")
            try Data("x".utf8).write(to: notAFolder)
            let url = notAFolder.appendingPathComponent("pantry.json")
            let reports = Recorder<PersistenceError>()
            let slice = PersistedSlice.pantry(at: url, reports: reports)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)

            // When two changes are saved
            flux.dispatcher.dispatch(.stock("rice"))
            slice.flush()
            flux.dispatcher.dispatch(.stock("tea"))
            slice.flush()

            // Then each failed save is reported, and the state has both
            #expect(flux.store.state.items == ["rice", "tea"])
            #expect(reports.count == 2)
            #expect(reports.all.allSatisfy { if case .notSaved = $0 { true } else { false } })
            #expect(reports.all.first?.description.hasPrefix("\(url.path): not saved:") == true)
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root writes in a read-only folder"))
    func aReadOnlyFolderIsReportedEachTime() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("pantry.json")
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
            let reports = Recorder<PersistenceError>()
            let slice = PersistedSlice.pantry(at: url, reports: reports)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)

            flux.dispatcher.dispatch(.stock("rice"))
            slice.flush()
            flux.dispatcher.dispatch(.stock("tea"))
            slice.flush()

            #expect(flux.store.state.items == ["rice", "tea"])
            #expect(reports.count == 2)
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root renames in a read-only folder"))
    func anUnusableFileThatCannotBeMovedIsLeftUntouched() throws {
        try withTemporaryFolder { folder throws in
            // Given garbage in a read-only folder
            let url = folder.appendingPathComponent("pantry.json")
            try Data("garbage".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
            let reports = Recorder<PersistenceError>()
            let slice = PersistedSlice.pantry(at: url, reports: reports)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)

            flux.dispatcher.dispatch(.stock("rice"))
            slice.flush()

            #expect(try Data(contentsOf: url) == Data("garbage".utf8))
            let first = try #require(reports.all.first)
            #expect(first == .unreadable(path: url.path, reason: first.reason, keptAt: nil))
            #expect(reports.count == 2)
        }
    }

    @Test func garbageWrittenByAnotherProcessIsKeptAsideWhileRunning() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("pantry.json")
            let reports = Recorder<PersistenceError>()
            let slice = PersistedSlice.pantry(at: url, reports: reports)
            let flux = Flux(state: PantryState(), mutation: PantryMutation(), persisting: slice)
            flux.dispatcher.dispatch(.stock("rice"))
            slice.flush()

            try Data("not json".utf8).write(to: url)
            slice.checkForChanges()

            #expect(flux.store.state.items == ["rice"])
            #expect(reports.count == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.contains { $0.hasPrefix("pantry.json.corrupt-") })
        }
    }
}

extension PersistenceError {
    /// The reason of an unreadable file, for comparisons.
    fileprivate var reason: String {
        if case .unreadable(_, let reason, _) = self { reason } else { "" }
    }
}
