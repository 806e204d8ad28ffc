/// A failure of a ``PersistedSlice``: a file that could not be used or written. Reported, never thrown: the app
/// goes on with its state in memory. Its ``description`` is one line for people, naming the file.
public enum PersistenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was at `path` is not a value of the slice's type (garbage, another shape, an empty file, a folder) or
    /// could not be read. It was moved to `keptAt`, beside it, and the slice started from the state's default; or,
    /// if it could not be moved (`keptAt` is `nil`), it was left untouched and the slice saves nothing this run.
    case unreadable(path: String, reason: String, keptAt: String?)
    /// The value could not be saved to `path` (a read-only folder, a full disk); the state keeps the value, and the
    /// next change or ``PersistedSlice/flush()`` tries again.
    case notSaved(path: String, reason: String)
    /// Temporary files that processes killed while saving to `path` left beside it could not be removed, or the
    /// folder could not be searched for them (`reason` says which); they stay, and the slice works as usual.
    case staleTemporariesNotRemoved(path: String, reason: String)

    /// One line for people, starting with the file's path.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason, let keptAt?):
            "\(path): cannot be used (\(reason)); kept as \(keptAt), starting from the defaults"
        case .unreadable(let path, let reason, nil):
            "\(path): cannot be used (\(reason)) nor moved aside; left untouched, nothing will be saved"
        case .notSaved(let path, let reason):
            "\(path): not saved: \(reason)"
        case .staleTemporariesNotRemoved(let path, let reason):
            "\(path): stale temporary files not removed: \(reason)"
        }
    }
}
