import Foundation

/// Whole-file reads and atomic replacements through the system's own calls, so that each failure comes with its
/// `errno` and a replacement is durable: the file a ``PersistedSlice`` keeps its value in.
///
/// A replacement writes a temporary file in the same folder, `fsync`s it, renames it over the target and `fsync`s
/// the folder: a reader (or a process killed at any point) sees the old file or the new one, whole, never a mix.
/// On Apple platforms `fsync` hands the data to the drive, which may still hold it in its cache on a power loss.
/// Not synchronised: its caller serialises the calls for one path.
enum AtomicFile {
    /// Why a read found no value.
    enum ReadFailure: Error, Equatable {
        /// Nothing is at the path.
        case missing
        /// Something is at the path and cannot be used; the reason is one phrase for people.
        case unusable(String)
    }

    /// The bytes of the file at `path`, read to its end.
    static func read(path: String) throws(ReadFailure) -> [UInt8] {
        if FileSignature.isFolder(path: path) {
            throw .unusable("a folder is in its place")
        }
        let file: FileDescriptor
        do {
            file = try FileDescriptor.openForReading(path: path)
        } catch {
            // A path through a file that is not a folder names nothing either; writing it fails and says so.
            throw error.isFileNotFound || error.code == ENOTDIR ? .missing : .unusable(error.message)
        }
        defer { file.close() }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count: Int
            do {
                count = try file.read(into: &buffer)
            } catch {
                throw .unusable(error.message)
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        if bytes.isEmpty {
            throw .unusable("the file is empty")
        }
        return bytes
    }

    /// Replaces the file at `path` with `bytes` atomically and durably; returns the new file's signature.
    ///
    /// - Throws: The first system call's failure; the target is then untouched and the temporary file removed.
    static func replace(path: String, with bytes: [UInt8]) throws(FileDescriptor.Failure) -> FileSignature? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let number = UInt32.random(in: 0 ... .max)
        let temporary = folder + "/" + temporaryName(of: url.lastPathComponent, pid: getpid(), number: number)
        let file = try FileDescriptor.createNew(path: temporary)
        do {
            try file.write(bytes)
            try file.synchronize()
        } catch {
            file.close()
            _ = unlink(temporary)
            throw error
        }
        file.close()
        // Taken before the rename, which keeps the inode, size and time: a signature read from the path after it
        // could be another process's next file.
        let signature = FileSignature.of(path: temporary)
        guard rename(temporary, path) == 0 else {
            let failure = FileDescriptor.Failure(code: errno)
            _ = unlink(temporary)
            throw failure
        }
        let directory = try FileDescriptor.openForReading(path: folder)
        defer { directory.close() }
        try directory.synchronize()
        return signature
    }

    /// Renames what is at `path` to `path.corrupt-YYYYMMDD-HHMMSS` (then `-2`, `-3`, … if taken), beside it;
    /// returns the new path.
    static func moveAside(path: String, at date: Date) throws(FileDescriptor.Failure) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = path + ".corrupt-" + formatter.string(from: date)
        var target = base
        var number = 1
        while FileManager.default.fileExists(atPath: target) {
            number += 1
            target = base + "-\(number)"
        }
        guard rename(path, target) == 0 else { throw FileDescriptor.Failure(code: errno) }
        return target
    }
}
