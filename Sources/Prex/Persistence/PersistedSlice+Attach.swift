import Foundation

extension PersistedSlice {
    /// `state` with the slice set to the file's value: what a Flux starts from. Reads the file on the calling thread.
    ///
    /// A missing file leaves `state` as it is; an unusable one is moved aside and reported, and `state` stays as it
    /// is. First, the temporary files that processes killed while saving left beside the file are removed (see
    /// ``PersistenceError/staleTemporariesNotRemoved(path:reason:)``): one listing of the folder.
    ///
    /// Call it once, before ``attach(to:debugLog:)``; ``Flux/init(state:mutation:persisting:middleware:debugLog:dependencies:)``
    /// does both.
    ///
    /// - Parameters:
    ///   - state: The default state.
    ///   - debugLog: Where to report a failure too, or `nil`.
    /// - Returns: The state to make the Flux with.
    public func loading(into state: State, debugLog: DebugLog? = nil) -> State {
        record.withLock { $0.debugLog = debugLog }
        var state = state
        queue.sync {
            for reason in AtomicFile.removeStaleTemporaries(of: file.path) {
                report(.staleTemporariesNotRemoved(path: file.path, reason: reason))
            }
            if case .value(let value) = readFile() {
                state[keyPath: keyPath] = value
            } else {
                // Without a file, the default is what there is to keep: it is written once it changes.
                let value = state[keyPath: keyPath]
                record.withLock { $0.onDisk = value }
            }
        }
        return state
    }

    /// Starts saving the slice of `flux` after each change, and watching the file for other processes' writes.
    ///
    /// Attaching a second time does nothing. The Flux keeps the slice while its store lives; the slice does not keep
    /// the Flux. Callable from any thread.
    ///
    /// - Parameters:
    ///   - flux: The Flux whose state the slice is part of, made from ``loading(into:debugLog:)``'s state.
    ///   - debugLog: Where to report failures too (the Flux's debug log), or `nil`.
    public func attach(to flux: Flux<Action, State>, debugLog: DebugLog? = nil) {
        let isNew = record.withLock { record in
            defer { record.isAttached = true }
            return !record.isAttached
        }
        guard isNew else { return }
        let dispatcher = flux.dispatcher
        record.withLock { record in
            if let debugLog { record.debugLog = debugLog }
            record.deliver = { [weak dispatcher] action in dispatcher?.dispatch(action) }
        }
        // No `==` here: whether the slice changed is found on the queue, once per batch, so that a dispatch costs
        // the same whatever the slice's size. But a slice with the same bytes in the old and the new state is the
        // same value (both states hold its storage, so neither was written in place): an action that left it
        // alone schedules nothing, and wakes no queue. The listener keeps the slice for as long as the store lives.
        let slice = PropertyReader(keyPath)
        let bytes = slice.field?.bytes
        _ = flux.store.addListener { change in
            if let bytes, change.old != nil,
                InlineBytes.withRoots(change.old!, change.new, { bytes.haveEqualBytes(in: $0) })
            {
                return
            }
            self.schedule(slice.read(change.new))
        }
        if let pollInterval {
            startPolling(every: pollInterval)
        }
    }

    /// Reports `error`: remembered, logged, and handed to `onError`. Any thread.
    func report(_ error: PersistenceError) {
        let debugLog = record.withLock { record in
            record.lastError = error
            return record.debugLog
        }
        debugLog?.write("persistence: \(error)\n")
        onError(error)
    }
}
