import Observation
import Prex

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservableModel {
    /// Shows a new state: announces to Observation the properties read through the model that differ from
    /// the state shown so far (`willSet`, then the new state is stored, then `didSet`), and no others.
    ///
    /// The presenter calls it, on the main actor; you do not.
    ///
    /// - Parameter change: The new state. Its `old` is not needed: the model compares with what it shows.
    @inlinable
    public func reflect(change: StateChange<State>) {
        // A copy of the state shown: the comparisons call `==` and the announcements call observers, user code
        // that may read the model or dispatch (the presenter delivers what it dispatches after this returns: a
        // view is never called while it reflects).
        let old = shown
        let new = change.new
        shownTransaction = change.transaction
        let changed = changedReads(from: old, to: new)
        guard !changed.isEmpty else {
            shown = new
            return
        }
        if change.transaction.isEmpty {
            announce(changed, from: old, to: new)
        } else {
            applyTransaction(change.transaction) { announce(changed, from: old, to: new) }
        }
    }

    /// Shows `new`, announcing the `changed` reads (`willSet`, the new state stored, `didSet`), then the reads made
    /// while announcing that differ from `old`. Main actor.
    @inlinable
    func announce(_ changed: ReadIndices, from old: State, to new: State) {
        // Every read that differs is announced, even one nobody has read since its last announcement. Skipping
        // those (a "read since announced" flag per read, set by `access`, cleared by `willSet`) would save the
        // registrar's `willSet` and `didSet` for such a property. Reads and
        // announcements both run on the main actor, and only this model calls its registrar's `access`, so the
        // flag would be exact for trackers made by `withObservationTracking(_:onChange:)`, which their first
        // change removes: every such tracker of a property registered after the property's last announcement.
        // It is not sound in general, so it is not done:
        // - Trackers installed through Observation's SPI for SwiftUI (`withObservationTracking(_:willSet:didSet:)`,
        //   `ObservationTracking._installTracking`) stay installed and hear every `willSet` and `didSet` until
        //   their owner cancels them; with the flag they miss every change after the first
        //   (ObservableModelTrackerTests: a tracker that stays installed hears every change of what it read).
        // - A tracking scope registers its properties when it ends, not when it reads them: a change delivered
        //   while the scope still runs (a body that dispatches on the main actor) would clear the flag before
        //   the tracker exists, and its next change would be skipped.
        let readsBeforeAnnouncing = reads.entries.count
        for index in changed {
            notify(.willSet, read: index)
        }
        let readsMadeWhileAnnouncing = readsBeforeAnnouncing..<reads.entries.count
        shown = new
        for index in changed {
            notify(.didSet, read: index)
        }
        if !readsMadeWhileAnnouncing.isEmpty {
            announceChanges(ofReads: readsMadeWhileAnnouncing, readIn: old)
        }
    }

    /// Announces the reads in `made` whose property differs between `old` and the state now shown (`willSet`, then
    /// `didSet`).
    ///
    /// An observer that draws again at once, in a new tracking scope, from its `onChange` (Observation's `willSet`)
    /// reads the state the model still shows, `old`. A property it reads for the first time was not compared when
    /// the change was, yet the change may replace what it read: `@Observable` would announce it (a property set
    /// after the one whose change called the observer). Out of line: the usual path does not come here. Main actor.
    @usableFromInline
    func announceChanges(ofReads made: Range<Int>, readIn old: State) {
        let differing = changedReads(from: old, to: shown).filter(made.contains)
        for index in differing {
            notify(.willSet, read: index)
        }
        for index in differing {
            notify(.didSet, read: index)
        }
    }

    /// The reads whose property differs between `old` and `new`.
    ///
    /// Bytes first, for every read at once, with no user code running while the states are borrowed: the state's
    /// words that hold tracked properties are compared, and each differing word names the bit-exact reads it
    /// changed (``TrackedReads/changedByWord``). Only the other reads are looked at one by one, and `!=` runs
    /// only for those whose bytes differ or that have no fixed place in the state.
    ///
    /// Each access to ``reads`` is an instant one: an `==` may read a new property through the model, which
    /// appends to it.
    @inlinable
    func changedReads(from old: State, to new: State) -> ReadIndices {
        var changed = ReadIndices()
        var compared = ReadIndices()
        InlineBytes.withRoots(old, new) { roots in
            let differingWords = roots.differingWords(upTo: reads.wordsCompared)
            var words = differingWords
            while words != 0 {
                let word = words.trailingZeroBitCount
                words &= words &- 1
                if word < reads.changedByWord.count {
                    changed.insert(firstSixtyFour: reads.changedByWord[word])
                }
            }
            var position = 0
            while position < reads.comparedReads.count {
                let index = reads.comparedReads[position]
                position += 1
                let read = reads.entries[index]
                switch read.location {
                case .words(let words): if words & differingWords == 0 { continue }
                case .bytes(let bytes): if bytes.haveEqualBytes(in: roots) { continue }
                case .elsewhere: break
                }
                if read.unequalBytesDiffer {
                    changed.insert(index)
                } else {
                    compared.insert(index)
                }
            }
        }
        for index in compared {
            if reads.entries[index].handlers.differs(old, new) {
                changed.insert(index)
            }
        }
        return changed
    }

    /// Tells the registrar about read `index`: a read, or one half of a change.
    ///
    /// The entry is loaded on its own, an instant access to ``reads``: the registrar may call an observer, which
    /// may read a new property through the model, appending to it.
    @inlinable
    func notify(_ event: TrackedReads<ObservableModel, State>.Event, read index: Int) {
        let read = reads.entries[index]
        switch event {
        case .access: registrar.access(self, keyPath: read.handlers.key)
        case .willSet: registrar.willSet(self, keyPath: read.handlers.key)
        case .didSet: registrar.didSet(self, keyPath: read.handlers.key)
        }
    }
}
