import Prex

/// The counter's passive view: it shows the count on a ``Screen`` and hands key presses to its presenter.
///
/// It plays the README's `CounterViewController`: it owns its presenter, its key handlers stand in for the
/// button taps, and ``reflect(change:)`` redraws the count only when the change says the count changed.
/// Main actor only, like every view.
@MainActor
final class CounterView: View {
    private let screen: Screen
    private let flux: Flux<CounterAction, CounterState>
    private lazy var presenter = Presenter(view: self, flux: flux)

    /// Creates the view on a Flux, which the program may also watch (the `--verbose` action log does).
    init(screen: Screen, flux: Flux<CounterAction, CounterState>) {
        self.screen = screen
        self.flux = flux
    }

    /// Draws the whole state once: the first screen, like `viewDidLoad`.
    func viewDidLoad() {
        presenter.reflectWholeState()
    }

    func incrementKeyPressed() {
        presenter.increment()
    }

    func decrementKeyPressed() {
        presenter.decrement()
    }

    func resetKeyPressed() {
        presenter.reset()
    }

    func undoKeyPressed() {
        presenter.undo()
    }

    func redoKeyPressed() {
        presenter.redo()
    }

    func reflect(change: StateChange<CounterState>) {
        if let count = change.count?.value {
            screen.showStatus("count: " + screen.emphasized("\(count)"))
        }
    }
}
