import Observation
import Prex
import PrexObservation

/// What the program loop drives: a counter screen that takes key presses. The README's ``CounterView`` is
/// one; ``ObservingCounterScreen`` (`counter --observe`) is the other.
@MainActor
protocol CounterKeys {
    /// Draws the first screen.
    func viewDidLoad()
    func incrementKeyPressed()
    func decrementKeyPressed()
    func resetKeyPressed()
    func undoKeyPressed()
    func redoKeyPressed()
    /// Called after each input is handled: the moment a screen that redraws later (as SwiftUI does) redraws.
    func inputHandled()
}

extension CounterKeys {
    /// A passive view draws in `reflect(change:)`, during the dispatch: nothing is left for later.
    func inputHandled() {}
}

extension CounterView: CounterKeys {}

/// The counter drawn the way SwiftUI draws a view: a body reads an ``ObservableModel`` inside an
/// Observation tracking scope (`withObservationTracking`), and is drawn again when, and only when,
/// something it read changed.
///
/// The body reads only the count, so an action that leaves the count as it was (`reset` at zero) draws
/// nothing. As with SwiftUI, the redraw happens after the event, not during the dispatch: the tracking scope
/// is invalidated when the model announces the change, and ``inputHandled()`` draws again. Main actor only.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ObservingCounterScreen: CounterKeys {
    private let screen: Screen
    private let model: ObservableModel<Presenter<CounterAction, CounterState>>
    /// Whether what the last drawing read has changed since; `true` until the first drawing.
    private var invalidated = true

    /// Creates the screen with a model (and so a presenter) on `flux`, which the program may also watch.
    init(screen: Screen, flux: Flux<CounterAction, CounterState>) {
        self.screen = screen
        model = ObservableModel(flux: flux)
    }

    /// The body: what the screen shows, read from the model.
    private func body() {
        screen.showStatus("count: " + screen.emphasized("\(model.count)"))
    }

    func viewDidLoad() {
        inputHandled()
    }

    func incrementKeyPressed() {
        model.presenter.increment()
    }

    func decrementKeyPressed() {
        model.presenter.decrement()
    }

    func resetKeyPressed() {
        model.presenter.reset()
    }

    func undoKeyPressed() {
        model.presenter.undo()
    }

    func redoKeyPressed() {
        model.presenter.redo()
    }

    /// Draws the body again if what it read last time changed, in a new tracking scope.
    func inputHandled() {
        guard invalidated else { return }
        invalidated = false
        withObservationTracking(body) { [weak self] in
            // The model announces changes on the main actor (it is a Prex view), so this runs there.
            MainActor.assumeIsolated { self?.invalidated = true }
        }
    }
}

extension CounterProgram {
    /// The counter screen the options ask for: the observing one for `--observe` where Observation exists
    /// (macOS 14, iOS 17 and later, and Linux), the README's passive view otherwise.
    @MainActor
    static func makeScreen(observe: Bool, screen: Screen, flux: Flux<CounterAction, CounterState>) -> any CounterKeys {
        if observe, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            return ObservingCounterScreen(screen: screen, flux: flux)
        }
        return CounterView(screen: screen, flux: flux)
    }
}
