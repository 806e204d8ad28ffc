import Prex
import PrexTesting
import TestSupport
import Testing

/// Rows of a list that share one setting through `forEach(state:action:sharing:as:_:)`: a row's write is every
/// row's, in the same action, and a row added takes the shared value.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SharingElementsMutationTests {
    static func makeFlux(_ state: SettingRowsState) -> Flux<SettingRowsAction, SettingRowsState> {
        Flux(state: state, mutation: SettingRowsMutation.composed)
    }

    @Test func aRowsWriteIsSeenByEveryRowInTheSameAction() {
        let flux = Self.makeFlux(.make(count: 3))

        flux.dispatcher.dispatch(.row(ElementAction(id: 2, action: .toggleDetails)))

        #expect(flux.store.state.settings.showsDetails)
        #expect(flux.store.state.rows.map(\.settings.showsDetails) == [true, true, true])
    }

    @Test func aWriteByTheParentReachesEveryRow() {
        let flux = Self.makeFlux(.make(count: 3))

        flux.dispatcher.dispatch(.showDetails(true))

        #expect(flux.store.state.rows.map(\.settings.showsDetails) == [true, true, true])
    }

    @Test func aRowAddedWithAnotherValueTakesTheSharedOne() {
        let flux = Self.makeFlux(.make(count: 2, settings: SharedSettings(showsDetails: true)))

        flux.dispatcher.dispatch(.add(3))

        #expect(flux.store.state.rows[id: 3]?.settings.showsDetails == true)
        #expect(flux.store.state.rows.map(\.settings.showsDetails) == [true, true, true])
    }

    @Test func aRowsCopyWrittenOutsideItsMutationIsReplacedAndLogged() throws {
        let entries = Recorder<String>()
        let flux = Flux(
            state: SettingRowsState.make(count: 3), mutation: SettingRowsMutation.composed,
            debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.overwriteRowCopy(2))

        #expect(flux.store.state == .make(count: 3))
        let entry = try #require(entries.all.last)
        #expect(
            entry.hasSuffix(
                "  replaced: \\SettingRow.settings of SettingRow with id 2 in \\SettingRowsState.rows (written outside"
                    + " its mutation) by \\SettingRowsState.settings\n"))
    }

    @Test func aRowsMutationReadsTheSharedValueEvenWhenItsCopyWasStale() {
        // Given a row made with another value than the shared one
        var state = SettingRowsState.make(count: 2, settings: SharedSettings(showsDetails: true))
        state.rows[id: 2]?.settings.showsDetails = false

        // When that row toggles, it toggles the shared value (true), not its stale copy
        let flux = Self.makeFlux(state)
        flux.dispatcher.dispatch(.row(ElementAction(id: 2, action: .toggleDetails)))

        #expect(flux.store.state.settings.showsDetails == false)
        #expect(flux.store.state.rows.map(\.settings.showsDetails) == [false, false])
    }

    @Test func aRowActionThatLeavesTheSettingAloneChangesOnlyThatRow() {
        let flux = Self.makeFlux(.make(count: 3))
        let otherView = RecordingView<SettingRow>()
        let other = Presenter(view: otherView, flux: flux.scope(element: 3, in: \.rows, action: .row)!)

        flux.dispatcher.dispatch(.row(ElementAction(id: 1, action: .open)))

        #expect(flux.store.state.rows.map(\.opened) == [1, 0, 0])
        #expect(otherView.changes.isEmpty)
        #expect(other.state == SettingRow(id: 3))
    }

    @Test func aScopedRowReflectsAWriteByAnotherRow() throws {
        // Given the view of row 3, and row 1's presenter
        let flux = Self.makeFlux(.make(count: 3))
        let rowView = RecordingView<SettingRow>()
        let rowPresenter = Presenter(
            view: rowView, flux: try #require(flux.scope(element: 3, in: \.rows, action: .row)))
        let first = Presenter(
            view: RecordingView<SettingRow>(), flux: try #require(flux.scope(element: 1, in: \.rows, action: .row)))

        // When row 1 writes the setting
        first.dispatch(.toggleDetails)

        // Then row 3's view heard it, in that action
        let change = try #require(rowView.changes.last)
        #expect(rowView.changes.count == 1)
        #expect(change.old?.settings.showsDetails == false)
        #expect(change.new.settings.showsDetails)
        #expect(rowPresenter.state.settings.showsDetails)
    }

    @Test func rowsWritingTheSharedValueFromManyThreadsLoseNothingAndListenersSeeItCoherent() async {
        // Given a listener that checks every change it hears
        let flux = Self.makeFlux(.make(count: 3))
        let incoherent = Recorder<Int>()
        let listener = flux.store.addListener { change in
            let state = change.new
            if state.rows.contains(where: { $0.settings != state.settings }) {
                incoherent.append(state.settings.count)
            }
        }
        defer { flux.store.removeListener(with: listener) }

        // When 4 threads count 1,000 times each, through rows 1, 2 and 3 in turn
        await ThreadGroup.run(4) { thread in
            for index in 0..<1_000 {
                flux.dispatcher.dispatch(.row(ElementAction(id: (thread + index) % 3 + 1, action: .count)))
            }
        }

        // Then the shared value counted every one, and every state anyone heard was coherent
        #expect(flux.store.state.settings.count == 4_000)
        #expect(flux.store.state.rows.map(\.settings.count) == [4_000, 4_000, 4_000])
        #expect(incoherent.all.isEmpty)
    }

    @Test func anActionForAGoneRowChangesNothingAndIsLogged() throws {
        let entries = Recorder<String>()
        let flux = Flux(
            state: SettingRowsState.make(count: 2), mutation: SettingRowsMutation.composed,
            debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.row(ElementAction(id: 9, action: .toggleDetails)))

        #expect(flux.store.state == .make(count: 2))
        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("  ignored: no SettingRow with id 9 in \\SettingRowsState.rows\n"))
    }

    @Test func aTestStoreStatesTheSettingInEveryRow() async {
        let store = TestStore(state: SettingRowsState.make(count: 2), mutation: SettingRowsMutation.composed)

        await store.send(.row(ElementAction(id: 1, action: .toggleDetails))) {
            $0 = .make(count: 2, settings: SharedSettings(showsDetails: true))
        }
        await store.send(.add(3)) {
            $0.rows.append(SettingRow(id: 3, settings: $0.settings))
        }
        await store.finish()
    }
}
