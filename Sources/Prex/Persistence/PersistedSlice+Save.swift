import Foundation

extension PersistedSlice {
    /// Schedules a save of `value`, the slice's value after an action: on the dispatching thread, holding the Flux's
    /// gate. One lock round trip, plus one `asyncAfter` for the first action of a batch; the value is not copied
    /// (copy on write).
    func schedule(_ value: Value) {
        if record.withLock({ $0.save.changed(to: value) }) == .scheduleSave {
            queue.asyncAfter(deadline: .now() + saveDelay) { self.savePending() }
        }
    }

    /// Saves the latest change not saved yet, if any. On the queue.
    func savePending() {
        if let value = record.withLock({ $0.save.saveRuns() }) {
            save(value)
        }
    }

    /// Writes `value` to the file unless it holds it already. On the queue.
    ///
    /// A file another process wrote since is read first: an unusable one is moved aside (never written over), a
    /// value is replaced by this one (the last write wins).
    private func save(_ value: Value) {
        let path = file.path
        let known = record.withLock { $0.signature }
        let current = FileSignature.of(path: path)
        if current != nil, current != known {
            _ = readFile()
        }
        let (isBlocked, onDisk) = record.withLock { ($0.isBlocked, $0.onDisk) }
        if isBlocked {
            report(.notSaved(path: path, reason: "the unusable file there was left untouched"))
            return
        }
        if value == onDisk {
            return
        }
        let bytes: [UInt8]
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            bytes = Array(try encoder.encode(value)) + [UInt8(ascii: "\n")]
        } catch {
            report(.notSaved(path: path, reason: "the value could not be encoded: \(error)"))
            return
        }
        do {
            let signature = try AtomicFile.replace(path: path, with: bytes)
            record.withLock { record in
                record.onDisk = value
                record.signature = signature
                record.saveCount += 1
            }
        } catch {
            report(.notSaved(path: path, reason: error.message))
        }
    }
}
