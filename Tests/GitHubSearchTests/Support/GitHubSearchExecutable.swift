import Dispatch
import Foundation

/// The built `github-search` executable, run as a user would run it.
enum GitHubSearchExecutable {
    /// What a run left behind.
    struct Outcome {
        var standardOutput: String
        var standardError: String
        var status: Int32
    }

    /// The executable, next to the test bundle (the test target depends on it, so it is built first).
    static let url: URL = {
        #if os(macOS)
        let products =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("github-search")
    }()

    /// Runs `github-search` with `input` as its whole standard input, and waits for it to exit.
    ///
    /// Standard error is drained on another thread while standard output is read to its end, so a full
    /// pipe can never stall the program; nothing here sleeps.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()

        let errors = ErrorsReader(stderr.fileHandleForReading)
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errors.wait(), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Reads a pipe to its end on a background thread.
    private final class ErrorsReader: @unchecked Sendable {
        // `@unchecked Sendable` is sound: `data` is written once on the reading thread before `done` is
        // signalled, and read only after waiting for `done`.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
