import Foundation

extension AtomicFile {
    /// How long a temporary file stays untouched before a sweep may remove it, in seconds: a process in another PID
    /// namespace (a container sharing the folder, another machine on a network folder) looks dead to `kill`, and
    /// writes its temporary file within far less than this.
    static let staleAge: TimeInterval = 600

    /// The name of the temporary file `replace(path:with:)` writes for the file `name`, in process `pid`.
    static func temporaryName(of name: String, pid: Int32, number: UInt32) -> String {
        "." + name + ".tmp-\(pid)-\(number)"
    }

    /// The process that wrote the temporary file `entry` of the file `name`, or `nil` if `entry` is not one.
    static func writer(ofTemporary entry: String, of name: String) -> Int32? {
        let prefix = "." + name + ".tmp-"
        guard entry.hasPrefix(prefix) else { return nil }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let pid = Int32(parts[0]), pid > 0, UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }

    /// Removes the temporary files of the file at `path` that processes killed while writing them left beside it:
    /// those whose process no longer exists (`kill(pid, 0)` fails with `ESRCH`), untouched for ``staleAge``. Any
    /// other entry of the folder, a temporary file of a live process and one that is not a regular file are kept.
    ///
    /// - Returns: Why the folder could not be searched or a temporary file could not be removed, one phrase for
    ///   people each; empty when all went well (a missing folder has nothing to sweep).
    static func removeStaleTemporaries(of path: String, now: Date = Date()) -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            // Foundation wraps the system's error; on Linux it is an `Error`, not an `NSError`, inside `Any`.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
            let code = underlying.map { $0 as NSError }.flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            if code == Int(ENOENT) || code == Int(ENOTDIR) { return [] }
            let reason = code.map { String(cString: strerror(Int32($0))) } ?? error.localizedDescription
            return ["the folder cannot be listed: \(reason)"]
        }
        var failures: [String] = []
        for entry in entries {
            guard let pid = writer(ofTemporary: entry, of: name), kill(pid, 0) == -1, errno == ESRCH else { continue }
            let temporary = folder + "/" + entry
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: temporary),
                let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) >= staleAge
            else { continue }
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                failures.append("\(entry): not a regular file, left as it is")
                continue
            }
            guard unlink(temporary) != 0 else { continue }
            let code = errno
            if code != ENOENT {
                failures.append("\(entry): \(String(cString: strerror(code)))")
            }
        }
        return failures
    }
}
