import Prex

// An observer that draws again at once, in a new tracking scope, from its `onChange` (Observation's `willSet`),
// reads the state the model still shows. A property it reads for the first time was not compared when the change
// was, yet the change may replace what it read: `@Observable` would announce it (a property set after the one
// whose change called the observer). The model remembers those reads and the state they read, and once the change
// is shown, announces those whose property differs. The model's usual path does not come here.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservableModel {
    /// Remembers the reads from `start` on, made while ``reflect(change:)`` announced a change, and the state they
    /// read, the one still shown. Main actor; costs a copy of the state.
    @usableFromInline
    func rememberReadsMadeWhileAnnouncing(since start: Int) {
        readsMadeWhileAnnouncing = (start..<reads.entries.count, shown)
    }

    /// Announces the reads ``rememberReadsMadeWhileAnnouncing(since:)`` remembered whose property differs between the
    /// state they read and the one now shown (`willSet`, then `didSet`), and forgets them. Main actor.
    @usableFromInline
    func announceReadsMadeWhileAnnouncing() {
        guard let (made, old) = readsMadeWhileAnnouncing else { return }
        readsMadeWhileAnnouncing = nil
        // A copy, as in `reflect(change:)`: the announcements below may add reads to the model's.
        let entries = reads.entries
        let differing = TrackedReads<ObservableModel, State>.differences(
            Array(entries[made]), wordsCompared: reads.wordsCompared, between: old, and: shown)
        for offset in differing {
            TrackedReads.notify(.willSet, read: made.lowerBound + offset, of: self, in: entries)
        }
        for offset in differing {
            TrackedReads.notify(.didSet, read: made.lowerBound + offset, of: self, in: entries)
        }
    }
}
