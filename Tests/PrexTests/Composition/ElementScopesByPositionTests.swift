import PrexTesting
import Testing

@testable import Prex

/// The scoped rows of a list reached by position when many change at once: a refresh of every row looks up no id
/// once the rows' positions are known, and a row still hears only its own element after the list's structure
/// changed, a row went, or a row came.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ElementScopesByPositionTests {
    /// An id that counts how often it is hashed: once per lookup by id.
    struct Key: Hashable, Sendable {
        let value: Int
        let hashes: HashCounter

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            hashes.count += 1
            hasher.combine(value)
        }
    }

    final class HashCounter: @unchecked Sendable {
        // `@unchecked Sendable` is sound: one test uses each counter, on the main actor.
        var count = 0
    }

    struct Row: State, Identifiable, Equatable {
        let id: Key
        var value = 0
    }

    enum RowAction: Action {
        case bump
    }

    struct ListState: State, Equatable {
        var rows: IdentifiedList<Row>
    }

    enum ListAction: Action {
        case row(ElementAction<Key, RowAction>)
        case refreshAll
        case reverse
        case append(Row)
        case remove(Key)
    }

    struct ListMutation: Mutation {
        func mutate(action: ListAction, state: inout ListState) {
            switch action {
            case .row(let element): state.rows[id: element.id]?.value += 100
            case .refreshAll: state.rows.updateEach { $0.value += 1 }
            case .reverse: state.rows.reverse()
            case .append(let row): state.rows.append(row)
            case .remove(let id): state.rows.remove(id: id)
            }
        }
    }

    nonisolated static let rowCase = ActionCase<ListAction, ElementAction<Key, RowAction>>(ListAction.row) { action in
        if case .row(let row) = action { row } else { nil }
    }

    /// A view and a presenter on each row's scope, by the id's value.
    @MainActor
    final class Rows {
        var views: [Int: RecordingView<Row>] = [:]
        var presenters: [Int: Presenter<RowAction, Row>] = [:]

        func mount(_ key: Key, on app: Flux<ListAction, ListState>) {
            guard let flux = app.scope(element: key, in: \.rows, action: ElementScopesByPositionTests.rowCase) else {
                return
            }
            let view = RecordingView<Row>()
            views[key.value] = view
            presenters[key.value] = Presenter(view: view, flux: flux)
        }

        /// Whether each row's view last showed its own element, as the list has it now.
        func showTheirOwnElements(_ list: IdentifiedList<Row>) -> Bool {
            list.allSatisfy { row in views[row.id.value]?.states.last == row }
        }
    }

    private static func expectEachRowShowsItsOwnElement(
        _ rows: Rows, _ app: Flux<ListAction, ListState>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let own = rows.showTheirOwnElements(app.store.state.rows)
        #expect(own, "each row showed its own element last", sourceLocation: sourceLocation)
    }

    @Test func aRefreshOfEveryRowLooksUpNoIDOnceThePositionsAreKnown() {
        let hashes = HashCounter()
        let keys = (0..<100).map { Key(value: $0, hashes: hashes) }
        let app = Flux(state: ListState(rows: IdentifiedList(keys.map { Row(id: $0) })), mutation: ListMutation())
        let rows = Rows()
        for key in keys { rows.mount(key, on: app) }

        app.dispatcher.dispatch(.refreshAll)
        hashes.count = 0
        app.dispatcher.dispatch(.refreshAll)

        #expect(hashes.count == 0)
        Self.expectEachRowShowsItsOwnElement(rows, app)
        #expect(rows.views.values.allSatisfy { $0.states.count == 2 })
    }

    @Test func rowsHearTheirOwnElementsAfterTheStructureChanged() {
        let hashes = HashCounter()
        let keys = (0..<100).map { Key(value: $0, hashes: hashes) }
        let app = Flux(state: ListState(rows: IdentifiedList(keys.map { Row(id: $0) })), mutation: ListMutation())
        let rows = Rows()
        for key in keys { rows.mount(key, on: app) }
        app.dispatcher.dispatch(.refreshAll)  // the positions are known

        // When the rows move, one goes, one comes, and every row is refreshed after each
        app.dispatcher.dispatch(.reverse)
        app.dispatcher.dispatch(.refreshAll)
        Self.expectEachRowShowsItsOwnElement(rows, app)

        app.dispatcher.dispatch(.remove(keys[40]))
        app.dispatcher.dispatch(.refreshAll)
        Self.expectEachRowShowsItsOwnElement(rows, app)
        #expect(rows.views[40]?.states.count == 2, "the row that went heard nothing more")

        let newcomer = Key(value: 100, hashes: hashes)
        app.dispatcher.dispatch(.append(Row(id: newcomer)))
        rows.mount(newcomer, on: app)
        app.dispatcher.dispatch(.refreshAll)
        rows.presenters[7]?.dispatch(.bump)

        // Then each row showed its own element every time
        Self.expectEachRowShowsItsOwnElement(rows, app)
        #expect(rows.views[100]?.states == [Row(id: newcomer, value: 1)])
        #expect(rows.views[7]?.states.last?.value == 104, "four refreshes and its own action")
        #expect(rows.views[8]?.states.last?.value == 4)
    }
}
