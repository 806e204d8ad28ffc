import Prex

/// The entries of a `--record` file, read one at a time as the replay asks for them (through Prex's
/// `ActionLogReader`), so that a replay takes memory for the session's state and the file's longest line,
/// never for the whole file.
///
/// Reading stops at the first line that is not an entry, or when reading fails; ``failure`` then says why,
/// and the replay is refused with it. A last line cut mid-write (no line ending, not an entry: a program
/// killed while it recorded) is not a failure: the entries end before it, without the `ended` entry, so the
/// replay says the session was cut short. Use it from one thread at a time.
package final class SessionEntries: IteratorProtocol {
    private let reader: ActionLogReader<SessionEntry>
    /// Why reading stopped before the end of the file (status 65 for a line that is not an entry, 66 when
    /// reading failed), or `nil`.
    package private(set) var failure: SessionFile.Failure?

    /// Reads the entries `reader` reads.
    init(reader: ActionLogReader<SessionEntry>) {
        self.reader = reader
    }

    /// The next entry; `nil` at the end of the file, at a cut last line, and after a ``failure``.
    package func next() -> SessionEntry? {
        guard failure == nil else { return nil }
        do {
            return try reader.next()
        } catch {
            if case .malformedLine = error, reader.isLastLineCut {
                return nil
            }
            failure = SessionFile.failure(error)
            return nil
        }
    }
}
