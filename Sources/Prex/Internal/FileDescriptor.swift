import Foundation

/// An open file, through the system's own calls, so that each failure comes with its `errno`.
///
/// Not synchronised: the owner serialises its use, except for ``standardError``, which nobody owns; each of its
/// ``write(_:)`` calls goes on with the next system call where the last one stopped.
struct FileDescriptor {
    /// Why a call failed: the system's message for `errno`.
    struct Failure: Error {
        let code: Int32
        var message: String { String(cString: strerror(code)) }
        /// Whether the file does not exist.
        var isFileNotFound: Bool { code == ENOENT }
    }

    let raw: Int32

    /// The process's standard error, which stays open for the whole process (it is never closed here).
    static var standardError: FileDescriptor { FileDescriptor(raw: STDERR_FILENO) }

    /// Creates (or empties) the file at `path` for writing.
    static func create(path: String) throws(Failure) -> FileDescriptor {
        let raw = retryingInterrupts { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard raw >= 0 else { throw Failure(code: errno) }
        return FileDescriptor(raw: raw)
    }

    /// Creates a new file at `path` for writing, readable by everyone and writable by its owner; fails if something
    /// is there already (`EEXIST`): what a temporary file of an atomic write needs.
    static func createNew(path: String) throws(Failure) -> FileDescriptor {
        let raw = retryingInterrupts { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard raw >= 0 else { throw Failure(code: errno) }
        return FileDescriptor(raw: raw)
    }

    /// Opens the file at `path` for reading.
    static func openForReading(path: String) throws(Failure) -> FileDescriptor {
        let raw = retryingInterrupts { open(path, O_RDONLY | O_CLOEXEC) }
        guard raw >= 0 else { throw Failure(code: errno) }
        return FileDescriptor(raw: raw)
    }

    /// Reads at most `buffer.count` bytes into the start of `buffer`, retrying interrupted reads; returns how many
    /// it read, 0 at the end of the file.
    func read(into buffer: inout [UInt8]) throws(Failure) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in systemRead(raw, bytes.baseAddress, bytes.count) }
            if count >= 0 { return count }
            if errno != EINTR { throw Failure(code: errno) }
        }
    }

    /// Writes all of `bytes`, retrying short and interrupted writes; stops at the first error and throws it.
    func write(_ bytes: [UInt8]) throws(Failure) {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { buffer in
                systemWrite(raw, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            remaining = remaining.dropFirst(written)
        }
    }

    /// Waits until what was written to the file (or, on a folder, the names it holds) is on the storage device:
    /// `fsync`, retried when interrupted.
    func synchronize() throws(Failure) {
        let status = Self.retryingInterrupts { fsync(raw) }
        guard status == 0 else { throw Failure(code: errno) }
    }

    func close() {
        _ = systemClose(raw)
    }

    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
