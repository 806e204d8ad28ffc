import Prex
import Testing

@testable import CounterPlayground

@MainActor
struct CounterViewTests {
    private static func makeView(style: Screen.Style = .plain) -> (view: CounterView, recording: ScreenRecording) {
        let (screen, recording) = Screen.make(style: style)
        let flux = Flux(state: CounterState(), mutation: .counter)
        return (CounterView(screen: screen, flux: flux), recording)
    }

    @Test func fullRenderDrawsTheCount() {
        let (view, recording) = Self.makeView()

        view.reflect(change: StateChange(new: CounterState(count: 5), old: nil))

        #expect(recording.text == "count: 5\n")
    }

    @Test func changedCountIsRedrawn() {
        let (view, recording) = Self.makeView()

        view.reflect(change: StateChange(new: CounterState(count: 2), old: CounterState(count: 1)))

        #expect(recording.text == "count: 2\n")
    }

    @Test func unchangedCountDrawsNothing() {
        let (view, recording) = Self.makeView()

        view.reflect(change: StateChange(new: CounterState(count: 0), old: CounterState(count: 0)))

        #expect(recording.writes.isEmpty)
    }

    @Test func ansiRedrawsTheStatusLineInPlaceWithTheCountInBold() {
        let (view, recording) = Self.makeView(style: .ansi)

        view.reflect(change: StateChange(new: CounterState(count: 7), old: nil))

        #expect(recording.text == "\r\u{1B}[2Kcount: \u{1B}[1m7\u{1B}[0m")
    }

    @Test func keyPressesGoThroughThePresenterAndDrawOnlyChanges() {
        // Given a loaded view
        let (view, recording) = Self.makeView()
        view.viewDidLoad()

        // When
        view.decrementKeyPressed()  // nothing at zero
        view.incrementKeyPressed()
        view.incrementKeyPressed()
        view.decrementKeyPressed()
        view.resetKeyPressed()
        view.resetKeyPressed()  // already zero: no change

        // Then
        #expect(recording.writes == ["count: 0\n", "count: 1\n", "count: 2\n", "count: 1\n", "count: 0\n"])
    }

    @Test func undoAndRedoKeysRedrawTheCountTheyPutBack() {
        // Given a loaded view, with nothing to undo yet
        let (view, recording) = Self.makeView()
        view.viewDidLoad()
        view.undoKeyPressed()  // nothing to undo: no change

        // When
        view.incrementKeyPressed()
        view.incrementKeyPressed()
        view.undoKeyPressed()
        view.undoKeyPressed()
        view.redoKeyPressed()
        view.redoKeyPressed()
        view.redoKeyPressed()  // nothing left to redo

        // Then
        #expect(
            recording.writes == [
                "count: 0\n", "count: 1\n", "count: 2\n", "count: 1\n", "count: 0\n", "count: 1\n", "count: 2\n",
            ])
    }
}
