#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Records actions to an ``ActionLog`` file, one JSON line per action, written as it goes. Give its ``middleware``
/// to the Flux last in the array, so that it records exactly the actions the store applies.
///
/// Safe from any thread: appends are serialised by the writer's own lock, so several Fluxes may share one writer.
/// As a middleware it runs on the dispatching thread before the mutation, so a crash in the mutation leaves the
/// action that caused it in the log. Each action costs one `JSONEncoder` encoding and one `write` system call (no
/// buffering): a crash of the process loses at most the line being written. The file stays open until ``close()``
/// or the writer's end. Errors are values: the first failed write is kept in ``failure``, later actions are not
/// written (the lines before it are intact), and dispatching goes on unaffected.
public final class ActionLogWriter<Action: Encodable & Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `file` and `firstFailure` are only touched while holding `lock`;
    // `encoder` (a Sendable `JSONEncoder`, configured in `init`) and `path` are never changed after `init`.

    private let lock = Lock()
    private let encoder = JSONEncoder()
    private let path: String
    private var file: FileDescriptor?
    private var firstFailure: ActionLogError?

    /// Creates the file at the file URL `url` (emptying it if it exists; its folder must exist) and writes the header
    /// line, on the calling thread: one `open` and one `write` system call.
    ///
    /// - Throws: ``ActionLogError/cannotCreate(path:reason:)`` or ``ActionLogError/writeFailed(path:reason:)``.
    public init(creatingFileAt url: URL) throws(ActionLogError) {
        path = url.relativePath
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let file: FileDescriptor
        do {
            file = try FileDescriptor.create(path: ActionLog.fileSystemPath(of: url))
        } catch {
            throw .cannotCreate(path: path, reason: error.message)
        }
        do {
            try file.write(Array((ActionLog.header + "\n").utf8))
        } catch {
            file.close()
            throw .writeFailed(path: path, reason: error.message)
        }
        self.file = file
    }

    deinit {
        file?.close()
    }

    /// Appends `action` to the file as one line, written at once. Safe from any thread; appends are written in the
    /// order they take the writer's lock. After a failure or ``close()``, does nothing. Cost: one encoding and one
    /// `write` system call.
    public func append(_ action: Action) {
        lock.withLock {
            guard let file else { return }
            do {
                var line = try encoder.encode(action)
                line.append(UInt8(ascii: "\n"))
                try file.write(Array(line))
            } catch let error as FileDescriptor.Failure {
                fail(.writeFailed(path: path, reason: error.message))
            } catch {
                fail(.writeFailed(path: path, reason: "the action could not be encoded: \(error)"))
            }
        }
    }

    /// The first failure, or `nil` while every action was written. Safe from any thread.
    public var failure: ActionLogError? {
        lock.withLock { firstFailure }
    }

    /// Closes the file: later actions are not recorded. Closing twice is a no-op. Safe from any thread.
    public func close() {
        lock.withLock {
            file?.close()
            file = nil
        }
    }

    /// Keeps the first failure and stops writing. Called holding `lock`.
    private func fail(_ failure: ActionLogError) {
        if firstFailure == nil {
            firstFailure = failure
        }
        file?.close()
        file = nil
    }
}

extension ActionLogWriter where Action: Prex.Action {
    /// A middleware that appends every action reaching it to the file and passes it on unchanged: put it last in a
    /// Flux's middleware, to record what the store applies. Runs on the dispatching thread, before the mutation;
    /// costs what ``append(_:)`` costs. It keeps the writer alive.
    public var middleware: Middleware<Action> {
        .observing { action in self.append(action) }
    }
}
