import CounterFeature
import PrexObservation
import SwiftUIStandIn
import Testing

/// A SwiftUI-shaped view over an `ObservableModel`: the body reads the model, a button calls a presenter
/// method, and only a change of what the body read invalidates it.
@MainActor
struct CounterScreenTests {
    @Test func aTapThatChangesWhatTheBodyReadInvalidatesItAndTheNextRenderShowsIt() throws {
        // Given the README's screen, rendered once
        let rendering = Rendering(CounterScreen())
        #expect(rendering.texts == ["count: 0"])

        // When the user taps "+"
        #expect(rendering.tap("+"))

        // Then the render is invalidated on the main queue, and the next one shows the new count
        #expect(rendering.invalidations == 1)
        #expect(rendering.invalidationsOffMainQueue == 0)
        rendering.render()
        #expect(rendering.texts == ["count: 1"])
    }

    @Test func aChangeOfAPropertyTheBodyDidNotReadDoesNotInvalidateIt() {
        // Given two views on one model: a title bar that reads the title, a counter that reads the count
        let model = ObservableModel(state: CounterState(), mutation: CounterMutation())
        let titleBar = Rendering(TitleBar(model: model))
        #expect(titleBar.texts == ["Counter"])

        // When the count changes, then the title bar is not invalidated
        model.presenter.increment()
        model.presenter.decrement()
        #expect(titleBar.invalidations == 0)

        // When its own button renames, then it is, and shows the new title
        #expect(titleBar.tap("Rename"))
        #expect(titleBar.invalidations == 1)
        titleBar.render()
        #expect(titleBar.texts == ["Tally"])
    }
}
