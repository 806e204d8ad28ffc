import Foundation

/// Writes a plan's files all or nothing: when one write fails, what was written is undone.
enum FileWriter {
    /// Writes every file of `plan`, creating directories as needed, then the parents' files its wiring changes
    /// (``FeaturePlan/edits``), then removes its stale files (``FeaturePlan/stale``).
    ///
    /// On failure, removes the files and directories it created, puts back the contents of files it
    /// overwrote or removed, and throws ``FeatureError/writeFailed(path:reason:)`` or
    /// ``FeatureError/removeFailed(path:reason:)``.
    static func write(_ plan: FeaturePlan, layout: FeatureLayout) throws {
        var undo = Undo()
        for file in plan.files {
            do {
                try undo.createDirectories(for: file.url.deletingLastPathComponent())
                try undo.write(Data(file.contents.utf8), to: file.url)
            } catch {
                undo.run()
                throw FeatureError.writeFailed(path: layout.relativePath(file.url), reason: reason(error))
            }
        }
        for edit in plan.edits {
            do {
                try undo.write(Data(edit.contents.utf8), to: edit.url)
            } catch {
                undo.run()
                throw FeatureError.writeFailed(path: layout.relativePath(edit.url), reason: reason(error))
            }
        }
        for url in plan.stale {
            do {
                try undo.remove(url)
            } catch {
                undo.run()
                throw FeatureError.removeFailed(path: layout.relativePath(url), reason: reason(error))
            }
        }
    }

    /// A short reason for a failed write (`permission denied`), without Foundation's sentence around it.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteNoPermission: return "permission denied"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteOutOfSpace: return "no space left on the device"
        default: return error.localizedDescription
        }
    }

    /// What was done so far, to take it back.
    private struct Undo {
        private var createdDirectories: [URL] = []
        private var createdFiles: [URL] = []
        private var overwritten: [(URL, Data)] = []
        private var removed: [(URL, Data)] = []

        mutating func createDirectories(for directory: URL) throws {
            var missing: [URL] = []
            var next = directory
            while !FileManager.default.fileExists(atPath: next.path(percentEncoded: false)) {
                missing.append(next)
                next = next.deletingLastPathComponent()
            }
            for directory in missing.reversed() {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
                createdDirectories.append(directory)
            }
        }

        mutating func write(_ data: Data, to url: URL) throws {
            let previous = try? Data(contentsOf: url)
            try data.write(to: url)
            if let previous {
                overwritten.append((url, previous))
            } else {
                createdFiles.append(url)
            }
        }

        mutating func remove(_ url: URL) throws {
            let previous = try Data(contentsOf: url)
            try FileManager.default.removeItem(at: url)
            removed.append((url, previous))
        }

        /// Undoes everything, newest first; an undo step that fails leaves that one file or directory behind.
        func run() {
            for (url, data) in removed.reversed() {
                try? data.write(to: url)
            }
            for url in createdFiles.reversed() {
                try? FileManager.default.removeItem(at: url)
            }
            for (url, data) in overwritten.reversed() {
                try? data.write(to: url)
            }
            for directory in createdDirectories.reversed() {
                try? FileManager.default.removeItem(at: directory)
            }
        }
    }
}
