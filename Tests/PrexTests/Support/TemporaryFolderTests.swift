import Foundation
import TestSupport
import Testing

/// The temporary folders tests write into exist while the test uses them and are gone after it, whatever happens.
struct TemporaryFolderTests {
    private struct Failure: Error, Equatable {}

    @Test func theFolderExistsEmptyDuringTheBodyAndIsGoneAfterItReturns() throws {
        let folder = try withTemporaryFolder { folder in
            // Given a file and a subfolder written into the folder
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            try Data("kept until the end".utf8).write(to: folder.appendingPathComponent("file"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("inner"), withIntermediateDirectories: false
            )
            #expect(isFolder(folder))
            return folder
        }

        // Then the folder and all it held are removed, and it was under the temporary folder
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(folder.deletingLastPathComponent().path == FileManager.default.temporaryDirectory.path)
        #expect(folder.lastPathComponent.hasPrefix("PrexTests-"))
    }

    @Test func theFolderIsGoneAfterTheBodyThrowsAndTheErrorReachesTheCaller() throws {
        let folder = Recorder<URL>()

        #expect(throws: Failure()) {
            try withTemporaryFolder { url in
                folder.append(url)
                try Data("left behind?".utf8).write(to: url.appendingPathComponent("file"))
                throw Failure()
            }
        }

        let url = try #require(folder.all.first)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func twoCallsGiveTwoFolders() throws {
        let first = try withTemporaryFolder { $0 }
        let second = try withTemporaryFolder { $0 }

        #expect(first != second)
    }

    @Test func nestedCallsGiveTwoFoldersThatExistAtOnce() throws {
        try withTemporaryFolder { outer in
            try withTemporaryFolder { inner in
                #expect(outer != inner)
                #expect(isFolder(outer) && isFolder(inner))
            }
            #expect(isFolder(outer))
        }
    }

    @Test func aTemporaryFileHasNothingAtItsPathAndIsGoneWithItsFolder() throws {
        let file = try withTemporaryFile(named: "notes.txt") { file in
            #expect(file.lastPathComponent == "notes.txt")
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(isFolder(file.deletingLastPathComponent()))
            try Data("written".utf8).write(to: file)
            #expect(try String(contentsOf: file, encoding: .utf8) == "written")
            return file
        }

        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(!FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))
    }

    @Test func aTemporaryFileIsGoneAfterTheBodyThrows() throws {
        let file = Recorder<URL>()

        #expect(throws: Failure()) {
            try withTemporaryFile { url in
                file.append(url)
                try Data("left behind?".utf8).write(to: url)
                throw Failure()
            }
        }

        let url = try #require(file.all.first)
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
