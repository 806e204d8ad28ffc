import Prex
import PrexTesting
import TestSupport
import Testing

/// An optional child that shares a value through `ifLet(state:action:sharing:as:_:)`: a sheet that edits the
/// settings a list's rows share.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SharingOptionalScopedMutationTests {
    static func makeFlux(_ state: SettingRowsState) -> Flux<SettingRowsAction, SettingRowsState> {
        Flux(state: state, mutation: SettingRowsMutation.composed)
    }

    @Test func aSheetPresentedWithAnotherValueTakesTheSharedOne() {
        let flux = Self.makeFlux(.make(count: 2, settings: SharedSettings(showsDetails: true)))

        flux.dispatcher.dispatch(.openSheet)

        #expect(flux.store.state.sheet?.settings.showsDetails == true)
    }

    @Test func theSheetsWriteIsSeenByEveryRowInTheSameAction() throws {
        // Given the view of a row, and an open sheet
        let flux = Self.makeFlux(.make(count: 3))
        flux.dispatcher.dispatch(.openSheet)
        let rowView = RecordingView<SettingRow>()
        let row = Presenter(view: rowView, flux: try #require(flux.scope(element: 2, in: \.rows, action: .row)))
        let sheet = try #require(flux.scope(optional: \.sheet, action: .sheet))

        // When the sheet writes the settings
        sheet.dispatcher.dispatch(.setShowsDetails(true))

        // Then the shared value, every row and the row's view have it
        #expect(flux.store.state.settings.showsDetails)
        #expect(flux.store.state.rows.map(\.settings.showsDetails) == [true, true, true])
        #expect(rowView.changes.count == 1)
        #expect(row.state.settings.showsDetails)
    }

    @Test func aRowsWriteReachesTheOpenSheet() throws {
        let flux = Self.makeFlux(.make(count: 2))
        flux.dispatcher.dispatch(.openSheet)
        let sheetView = RecordingView<SettingsSheetState>()
        let sheet = Presenter(view: sheetView, flux: try #require(flux.scope(optional: \.sheet, action: .sheet)))

        flux.dispatcher.dispatch(.row(ElementAction(id: 1, action: .toggleDetails)))

        #expect(sheet.state.settings.showsDetails)
        #expect(sheetView.changes.map(\.new.settings.showsDetails) == [true])
    }

    @Test func anActionForAClosedSheetChangesNothingAndIsLogged() throws {
        let entries = Recorder<String>()
        let flux = Flux(
            state: SettingRowsState.make(count: 1), mutation: SettingRowsMutation.composed,
            debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.sheet(.setShowsDetails(true)))

        #expect(flux.store.state == .make(count: 1))
        let entry = try #require(entries.all.last)
        #expect(entry.hasSuffix("  ignored: no SettingsSheetState (\\SettingRowsState.sheet is nil)\n"))
    }

    @Test func aCopyWrittenOutsideTheSheetsMutationIsReplacedByTheSharedValueAndLogged() throws {
        let entries = Recorder<String>()
        let flux = Flux(
            state: SettingRowsState.make(count: 1), mutation: SettingRowsMutation.composed,
            debugLog: .custom { entries.append($0) })
        flux.dispatcher.dispatch(.openSheet)

        flux.dispatcher.dispatch(.overwriteSheetCopy)

        #expect(flux.store.state.sheet?.settings.showsDetails == false)
        #expect(flux.store.state.settings.showsDetails == false)
        let entry = try #require(entries.all.last)
        #expect(
            entry.hasSuffix(
                "  replaced: \\SettingsSheetState.settings in \\SettingRowsState.sheet (written outside its mutation)"
                    + " by \\SettingRowsState.settings\n"))
    }
}
