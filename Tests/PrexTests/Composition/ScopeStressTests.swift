import Dispatch
import TestSupport
import Testing

@testable import Prex

/// Seeded random dispatches from several threads through scopes of one app Flux. The model is the order the
/// app applied the actions in (its handler records it): replaying that order through the app's mutation must
/// give every state the app published, and every scope must have heard exactly the changes of its slice in that
/// order, each with `old` the slice it heard last.
@Suite(.timeLimit(.minutes(5)))
struct ScopeStressTests {
    /// The first seed in a plain `swift test`, both under `PREX_FULL_SIZE=1` (``TestSize``).
    static let seeds: [UInt64] = TestSize.pick(full: [3, 2_026], reduced: [3])
    static let threads = 4
    static let actionsPerThread = 10_000
    static let noteIDs = Array(0..<8)

    /// What a thread dispatches at `index`, and through which scope.
    enum Step {
        case note(Int, NoteAction)
        case list(NoteListAction)
        case app(NotesAppAction)
    }

    static func step(thread: Int, index: Int, random: inout SplitMix64) -> Step {
        let id = noteIDs[Int(random.next() % UInt64(noteIDs.count))]
        switch random.next() % 10 {
        case 0, 1, 2, 3: return .note(id, .rename("t\(thread)-\(index)"))
        case 4: return .note(id, .togglePinned)
        case 5, 6: return .list(.filterChanged("t\(thread)-\(index)"))
        case 7: return .app(.open("t\(thread)-\(index)"))
        case 8: return .app(.editor(.textChanged("t\(thread)-\(index)")))
        default: return .app(.close)
        }
    }

    /// One scope's listener: every change it heard, in order.
    final class Heard<Slice: Sendable>: Sendable {
        let changes = Recorder<(old: Slice?, new: Slice)>()
    }

    @Test(arguments: seeds)
    func everyScopeHearsItsSlicesChangesInTheAppsOrderWithOldTheSliceItHeardLast(seed: UInt64) async throws {
        let notes = IdentifiedList(Self.noteIDs.map { Note(id: $0, title: "note \($0)") })
        let initial = NotesAppState(notes: notes)
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(initial)
        let applied = Recorder<NotesAppAction>()
        let published = Recorder<NotesAppState>()
        let handler = app.dispatcher.register { applied.append($0) }
        let appListener = app.store.addListener { published.append($0.new) }

        let list = app.scope(state: \.list, action: .list)
        let listHeard = Heard<NoteListState>()
        let listListener = list.store.addListener { listHeard.changes.append(($0.old, $0.new)) }
        var scopes: [Int: (Flux<NoteAction, Note>, Heard<Note>, Subscription)] = [:]
        for id in Self.noteIDs {
            let scope = try #require(app.scope(element: id, in: \.notes, action: .note))
            let heard = Heard<Note>()
            let listener = scope.store.addListener { heard.changes.append(($0.old, $0.new)) }
            scopes[id] = (scope, heard, listener)
        }
        let noteFluxes = scopes.mapValues(\.0)

        await ThreadGroup.run(Self.threads) { thread in
            var random = SplitMix64(seed: seed &+ UInt64(thread))
            for index in 0..<Self.actionsPerThread {
                switch Self.step(thread: thread, index: index, random: &random) {
                case .note(let id, let action): noteFluxes[id]?.dispatcher.dispatch(action)
                case .list(let action): list.dispatcher.dispatch(action)
                case .app(let action): app.dispatcher.dispatch(action)
                }
            }
        }

        // The model: the applied order, replayed through the app's mutation, gives every published state
        let order = applied.all
        #expect(order.count == Self.threads * Self.actionsPerThread)
        var model = initial
        var modelStates: [NotesAppState] = []
        let mutation = NotesAppMutation.composed
        for action in order {
            mutation.mutate(action: action, state: &model)
            modelStates.append(model)
        }
        #expect(published.all == modelStates)

        // Every scope heard the changes of its slice in that order, each from the slice it heard before
        func expectHeard<Slice: Equatable>(_ heard: [(old: Slice?, new: Slice)], slices: [Slice], start: Slice) {
            var expected: [Slice] = []
            var last = start
            for slice in slices where slice != last {
                expected.append(slice)
                last = slice
            }
            #expect(heard.map(\.new) == expected)
            #expect(heard.map(\.old) == ([start] + expected.dropLast()).map(Optional.some))
        }
        expectHeard(listHeard.changes.all, slices: modelStates.map(\.list), start: initial.list)
        for id in Self.noteIDs {
            let heard = try #require(scopes[id]?.1)
            let slices = modelStates.compactMap { $0.notes[id: id] }
            expectHeard(heard.changes.all, slices: slices, start: try #require(initial.notes[id: id]))
        }

        app.dispatcher.unregister(handler)
        app.store.removeListener(with: appListener)
        list.store.removeListener(with: listListener)
        for (scope, _, listener) in scopes.values {
            scope.store.removeListener(with: listener)
        }
    }
}
