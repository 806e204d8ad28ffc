import Foundation
import TestSupport

/// A running `prex-persistence-probe`: lines to its standard input, lines from its standard output.
final class PersistenceProbe {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let exited = DispatchSemaphore(value: 0)
    private var buffered = Data()

    /// Starts the probe in `mode` (`save-loop` or `session`) on the file at `url`.
    init(_ mode: String, file url: URL) throws {
        process.executableURL = BuiltProducts.executable(named: "prex-persistence-probe")
        process.arguments = [mode, url.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
    }

    /// The next line the probe writes, without its newline; `nil` once its output ended.
    func nextLine() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return line
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return nil }
            buffered.append(more)
        }
    }

    /// Sends `command` and returns the probe's one-line answer.
    func ask(_ command: String) -> String? {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        return nextLine()
    }

    /// Kills the probe with SIGKILL and waits for it to end.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        exited.wait()
    }

    /// Closes its standard input and waits for it to end; returns its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        exited.wait()
        return process.terminationStatus
    }
}
