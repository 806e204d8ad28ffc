import Foundation

extension PersistedSlice {
    /// What a read of the file found.
    enum FileRead {
        case missing
        case value(Value)
        case unusable
    }

    /// Reads and decodes the file, and remembers what it holds; an unusable file is moved aside and reported. On
    /// the queue.
    func readFile() -> FileRead {
        let path = file.path
        let signature = FileSignature.of(path: path)
        let reason: String
        do {
            let bytes = try AtomicFile.read(path: path)
            let value = try JSONDecoder().decode(Value.self, from: Data(bytes))
            record.withLock { record in
                record.onDisk = value
                record.signature = signature
                record.isBlocked = false
            }
            return .value(value)
        } catch AtomicFile.ReadFailure.missing {
            record.withLock { record in
                record.onDisk = nil
                record.signature = nil
            }
            return .missing
        } catch AtomicFile.ReadFailure.unusable(let why) {
            reason = why
        } catch {
            reason = ActionLog.reason(error, decoding: Value.self)
        }
        let keptAt = try? AtomicFile.moveAside(path: path, at: Date())
        record.withLock { record in
            record.onDisk = nil
            record.signature = keptAt == nil ? signature : nil
            record.isBlocked = keptAt == nil
        }
        report(.unreadable(path: path, reason: reason, keptAt: keptAt))
        return .unusable
    }

    /// The action to dispatch if another process wrote the file since it was last read or written here, with a
    /// value other than the one known; `nil` otherwise. On the queue: one `stat`, and a read if the file changed.
    func externalChange() -> Action? {
        let path = file.path
        let (known, onDisk) = record.withLock { ($0.signature, $0.onDisk) }
        let current = FileSignature.of(path: path)
        guard current != nil, current != known else { return nil }
        guard case .value(let value) = readFile(), value != onDisk else { return nil }
        return reload(value)
    }

    /// Checks the file every `interval` seconds on the queue, for as long as the slice lives; a change found is
    /// dispatched from the queue.
    func startPolling(every interval: TimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(Int(interval * 100)))
        timer.setEventHandler { [weak self] in
            guard let self, let action = externalChange() else { return }
            record.withLock { $0.deliver }?(action)
        }
        record.withLock { $0.timer = timer }
        timer.resume()
    }
}
