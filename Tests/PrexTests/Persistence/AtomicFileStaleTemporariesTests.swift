import Foundation
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct AtomicFileStaleTemporariesTests {
    /// The id of a process that has ended (and been waited for), so that `kill(pid, 0)` fails with `ESRCH`.
    private func deadProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        let pid = process.processIdentifier
        try #require(kill(pid, 0) == -1 && errno == ESRCH, "process \(pid) was reused already")
        return pid
    }

    /// Creates a file holding `text` in `folder`, last modified an hour ago unless `isRecent`.
    private func makeFile(_ name: String, in folder: URL, isRecent: Bool = false) throws {
        let url = folder.appendingPathComponent(name)
        try Data("partial".utf8).write(to: url)
        if !isRecent {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
        }
    }

    @Test func loadingRemovesOnlyTheStaleTemporariesOfItsFileLeftByDeadProcesses() throws {
        try withTemporaryFolder { folder throws in
            // Given the pantry's file, a temporary file of it left by a process killed an hour ago, one of a live
            // process (the test's parent), one of a dead process written a moment ago, and other files
            let url = folder.appendingPathComponent("pantry.json")
            try Data(#"["rice"]"#.utf8).write(to: url)
            let (dead, live) = (try deadProcess(), getppid())
            try makeFile(".pantry.json.tmp-\(dead)-42", in: folder)
            let kept = [
                ".pantry.json.tmp-\(live)-7", ".pantry.json.tmp-\(dead)-43", ".notes.json.tmp-\(dead)-1",
                ".pantry.json.tmp-\(dead)-1.bak", ".pantry.json.tmp-\(dead)", ".pantry.json.tmp--\(dead)-1",
                ".pantry.json.tmp-+\(dead)-1", "pantry.json.tmp-\(dead)-1", ".pantry.jsonx.tmp-\(dead)-1",
                "pantry.json.corrupt-20260101-000000", "notes.json",
            ]
            for name in kept {
                try makeFile(name, in: folder, isRecent: name == ".pantry.json.tmp-\(dead)-43")
            }

            // When a Flux is made persisting the items
            let reports = Recorder<PersistenceError>()
            let flux = Flux(
                state: PantryState(), mutation: PantryMutation(), persisting: .pantry(at: url, reports: reports))

            // Then the dead process's old temporary file is gone, and everything else is as it was
            #expect(flux.store.state.items == ["rice"])
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(Set(names) == Set(kept + ["pantry.json"]))
            for name in kept {
                #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data("partial".utf8))
            }
            #expect(reports.all.isEmpty)
        }
    }

    @Test func aStaleTemporaryThatCannotBeRemovedIsReportedAndTheSliceGoesOn() throws {
        try withTemporaryFolder { folder throws in
            // Given a folder where a dead process's temporary file would be (which not even root can unlink)
            let url = folder.appendingPathComponent("pantry.json")
            let name = ".pantry.json.tmp-\(try deadProcess())-9"
            let inPlace = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: inPlace, withIntermediateDirectories: false)
            try makeFile("inside", in: inPlace)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: inPlace.path)

            // When a Flux is made persisting the items, with a debug log, and one is stocked
            let reports = Recorder<PersistenceError>()
            let log = Recorder<String>()
            let slice = PersistedSlice.pantry(at: url, reports: reports)
            let flux = Flux(
                state: PantryState(), mutation: PantryMutation(), persisting: slice,
                debugLog: .custom { log.append($0) })
            flux.dispatcher.dispatch(.stock("tea"))
            slice.flush()

            // Then it is reported once, like any failure of the slice, left as it was, and the item is saved
            let report = try #require(reports.all.first)
            #expect(
                report
                    == .staleTemporariesNotRemoved(path: url.path, reason: "\(name): not a regular file, left as it is")
            )
            #expect(report.description.hasPrefix("\(url.path): stale temporary files not removed: \(name)"))
            #expect(reports.count == 1)
            #expect(slice.lastError == report)
            #expect(log.all.contains { $0.hasPrefix("persistence: \(url.path): stale temporary files not removed") })
            #expect(try Data(contentsOf: inPlace.appendingPathComponent("inside")) == Data("partial".utf8))
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["tea"])
        }
    }

    @Test(
        .enabled(if: geteuid() != 0, "root lists and unlinks in any folder"),
        arguments: [(0o555, "Permission denied"), (0o333, "the folder cannot be listed: Permission denied")])
    func aFolderThatDeniesTheSweepIsReported(permissions: Int, reason: String) throws {
        try withTemporaryFolder { folder throws in
            // Given a dead process's stale temporary file, in a folder that cannot be written (or listed)
            let url = folder.appendingPathComponent("pantry.json")
            let name = ".pantry.json.tmp-\(try deadProcess())-3"
            try makeFile(name, in: folder)
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }

            // When a Flux is made persisting the items
            let reports = Recorder<PersistenceError>()
            _ = Flux(state: PantryState(), mutation: PantryMutation(), persisting: .pantry(at: url, reports: reports))

            // Then the sweep's failure is reported, and the file stays
            let expected = permissions == 0o555 ? "\(name): \(reason)" : reason
            #expect(reports.all == [.staleTemporariesNotRemoved(path: url.path, reason: expected)])
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
    }

    @Test func aTemporaryFilesNameNamesItsFileAndWriter() {
        let name = AtomicFile.temporaryName(of: "pantry.json", pid: 1234, number: 56)
        #expect(name == ".pantry.json.tmp-1234-56")
        #expect(AtomicFile.writer(ofTemporary: name, of: "pantry.json") == 1234)
        #expect(AtomicFile.writer(ofTemporary: name, of: "notes.json") == nil)
        #expect(AtomicFile.writer(ofTemporary: ".pantry.json.tmp-0-1", of: "pantry.json") == nil)
        #expect(AtomicFile.writer(ofTemporary: ".pantry.json.tmp-99999999999-1", of: "pantry.json") == nil)
    }
}
