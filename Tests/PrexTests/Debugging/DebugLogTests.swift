import Prex
import TestSupport
import Testing

struct DebugLogTests {
    @Test func aCustomLogGetsOneEntryPerActionInDispatchOrder() {
        let entries = Recorder<String>()
        let flux = Flux(state: TallyState(), mutation: TallyMutation(), debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.add(2))
        flux.dispatcher.dispatch(.rename("two"))
        flux.dispatcher.dispatch(.add(0))
        flux.dispatcher.dispatch(.record(7))
        flux.dispatcher.dispatch(.record(8))

        #expect(
            entries.all == [
                "action TallyAction.add(2)\n  - count: 0\n  + count: 2\n",
                "action TallyAction.rename(\"two\")\n  - label: \"\"\n  + label: \"two\"\n",
                "action TallyAction.add(0)\n  (no change)\n",
                "action TallyAction.record(7)\n  + log[0]: 7\n",
                "action TallyAction.record(8)\n  + log[1]: 8\n",
            ]
        )
    }

    @Test func aNestedChangeIsLoggedWithItsPath() {
        let entries = Recorder<String>()
        let flux = Flux(state: ShelfState(), mutation: ShelfMutation(), debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.shelve(Book(title: "Dune", author: Author(name: "Herbert"))))
        flux.dispatcher.dispatch(.rename(author: "Frank Herbert", at: 0))
        flux.dispatcher.dispatch(.lend(0, to: "ada"))
        flux.dispatcher.dispatch(.lend(0, to: "grace"))
        flux.dispatcher.dispatch(.returned(0))

        #expect(
            entries.all == [
                """
                action ShelfAction.shelve(Book(title: "Dune", author: Author(name: "Herbert")))
                  + books[0]: Book(title: "Dune", author: Author(name: "Herbert"))
                  - status: .empty
                  + status: .stocked(count: 1)

                """,
                """
                action ShelfAction.rename(author: "Frank Herbert", at: 0)
                  - books[0].author.name: "Herbert"
                  + books[0].author.name: "Frank Herbert"

                """,
                """
                action ShelfAction.lend(0, to: "ada")
                  + loans[0]: "ada"

                """,
                """
                action ShelfAction.lend(0, to: "grace")
                  - loans[0]: "ada"
                  + loans[0]: "grace"

                """,
                """
                action ShelfAction.returned(0)
                  - loans[0]: "grace"

                """,
            ]
        )
    }

    @Test func reentrantDispatchesAreLoggedInTheOrderTheyAreApplied() {
        let entries = Recorder<String>()
        let flux = Flux(state: TallyState(), mutation: TallyMutation(), debugLog: .custom { entries.append($0) })
        let subscription = flux.store.addListener { [dispatcher = flux.dispatcher] change in
            if change.new.count == 1 && change.new.log.isEmpty {
                dispatcher.dispatch(.record(1))
            }
        }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        #expect(
            entries.all == [
                "action TallyAction.add(1)\n  - count: 0\n  + count: 1\n",
                "action TallyAction.record(1)\n  + log[0]: 1\n",
                "action TallyAction.add(1)\n  - count: 1\n  + count: 2\n",
            ]
        )
        flux.store.removeListener(with: subscription)
    }

    @Test func actionsThatAreNotEnumCasesAreNamedByTheirRendering() {
        let entries = Recorder<String>()
        let flux = Flux(state: TallyState(), mutation: NamedMutation(), debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(NamedAction(amount: 3))

        #expect(entries.all == ["action NamedAction: add 3\n  - count: 0\n  + count: 3\n"])
    }

    @Test func loggingAppliesTheSameStatesAsNoLogging() {
        let actions: [TallyAction] = [.add(2), .rename("x"), .record(1), .add(0), .add(-5), .record(2)]
        let plain = Flux.make()
        let logged = Flux(state: TallyState(), mutation: TallyMutation(), debugLog: .custom { _ in })
        let plainChanges = Recorder<StateChange<TallyState>>()
        let loggedChanges = Recorder<StateChange<TallyState>>()
        let plainSubscription = plain.store.addListener { plainChanges.append($0) }
        let loggedSubscription = logged.store.addListener { loggedChanges.append($0) }

        for action in actions {
            plain.dispatcher.dispatch(action)
            logged.dispatcher.dispatch(action)
        }

        #expect(logged.store.state == plain.store.state)
        #expect(loggedChanges.all == plainChanges.all)
        #expect(loggedChanges.count == actions.count)
        plain.store.removeListener(with: plainSubscription)
        logged.store.removeListener(with: loggedSubscription)
    }

    @Test func theDefaultFluxRendersNothingAndALogRendersOnlyWhatChanged() {
        // Given a state whose rendering is observable: a log reads a value's description to print it.
        let readings = Recorder<Int>()
        let plain = Flux(state: ProbeState(probe: Probe(readings: readings)), mutation: ProbeMutation())
        let logged = Flux(
            state: ProbeState(probe: Probe(readings: readings)), mutation: ProbeMutation(), debugLog: .custom { _ in }
        )

        // When the Flux made without a log applies actions
        plain.dispatcher.dispatch(.bump)
        plain.dispatcher.dispatch(.touch)

        // Then nothing was rendered; a Flux with a log does not render the probe while it is unchanged, and
        // renders it before and after an action that changes it.
        #expect(plain.store.state.count == 1)
        #expect(readings.count == 0)
        logged.dispatcher.dispatch(.bump)
        #expect(readings.count == 0)
        logged.dispatcher.dispatch(.touch)
        #expect(readings.count == 2)
    }

    @Test func anItemChangedInALargeArrayIsLoggedAlone() {
        let entries = Recorder<String>()
        let flux = Flux(state: ShelfState(), mutation: ShelfMutation(), debugLog: .custom { entries.append($0) })
        for index in 0..<1_000 {
            flux.dispatcher.dispatch(.shelve(Book(title: "Book \(index)", author: Author(name: "Author \(index)"))))
        }

        flux.dispatcher.dispatch(.rename(author: "Someone Else", at: 700))

        #expect(
            entries.all.last == """
                action ShelfAction.rename(author: "Someone Else", at: 700)
                  - books[700].author.name: "Author 700"
                  + books[700].author.name: "Someone Else"

                """
        )
    }

    @Test func aChildFeaturesActionIsNamedByItsPath() {
        let entries = Recorder<String>()
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(
            NotesAppState(notes: [Note(id: 7, title: "a")]), debugLog: .custom { entries.append($0) })
        let list = app.scope(state: \.list, action: .list)

        list.dispatcher.dispatch(.filterChanged("s"))
        app.dispatcher.dispatch(.note(ElementAction(id: 7, action: .togglePinned)))
        app.dispatcher.dispatch(.open("A"))

        let names = entries.all.map { $0.prefix { $0 != "\n" } }
        #expect(
            names == [
                "action NotesAppAction.list.filterChanged(\"s\")",
                "action NotesAppAction.note[7].togglePinned",
                "action NotesAppAction.open(\"A\")",
            ]
        )
    }

    @Test func aCaseCarryingAnEnumThatIsNotAnActionKeepsItsParentheses() {
        let entries = Recorder<String>()
        let flux = Flux(state: SortState(), mutation: SortMutation(), debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.sort(.descending))

        #expect(entries.all.first?.hasPrefix("action SortAction.sort(.descending)\n") == true)
    }

}

// MARK: Fixtures

private struct Author: Sendable {
    var name: String
}

private struct Book: Sendable {
    var title: String
    var author: Author
}

private enum ShelfStatus: Sendable {
    case empty
    case stocked(count: Int)
}

private struct ShelfState: State {
    var books: [Book] = []
    var loans: [Int: String] = [:]
    var status = ShelfStatus.empty
}

private enum ShelfAction: Action {
    case shelve(Book)
    case rename(author: String, at: Int)
    case lend(Int, to: String)
    case returned(Int)
}

private struct ShelfMutation: Mutation {
    func mutate(action: ShelfAction, state: inout ShelfState) {
        switch action {
        case .shelve(let book):
            state.books.append(book)
            state.status = .stocked(count: state.books.count)
        case .rename(let author, let index):
            state.books[index].author.name = author
        case .lend(let index, let borrower):
            state.loans[index] = borrower
        case .returned(let index):
            state.loans[index] = nil
        }
    }
}

private struct NamedAction: Action, CustomStringConvertible {
    var amount: Int

    var description: String { "add \(amount)" }
}

private struct NamedMutation: Mutation {
    func mutate(action: NamedAction, state: inout TallyState) {
        state.count += action.amount
    }
}

/// Records each time it is rendered.
private struct Probe: Sendable, CustomStringConvertible {
    let readings: Recorder<Int>
    var generation = 0

    var description: String {
        readings.append(1)
        return "probe \(generation)"
    }
}

private struct ProbeState: State {
    var probe: Probe
    var count = 0
}

private enum ProbeAction: Action {
    case bump
    case touch
}

private struct ProbeMutation: Mutation {
    func mutate(action: ProbeAction, state: inout ProbeState) {
        switch action {
        case .bump: state.count += 1
        case .touch: state.probe.generation += 1
        }
    }
}

private enum SortOrder: Sendable {
    case ascending
    case descending
}

private struct SortState: State {
    var order = SortOrder.ascending
}

private enum SortAction: Action {
    case sort(SortOrder)
}

private struct SortMutation: Mutation {
    func mutate(action: SortAction, state: inout SortState) {
        if case .sort(let order) = action {
            state.order = order
        }
    }
}
