import CounterFeature
import Prex
import PrexTesting
import TestSupport
import Testing

// The README's view, shared Flux and Presenter subclass samples, in Swift 6 spelling. A UIKit view
// controller is `@MainActor`; this stand-in for one says so itself.

/// Stands in for `UILabel`.
@MainActor
private final class Label {
    var text: String?
}

@MainActor
private final class CounterViewController {
    let counterLabel = Label()
    private lazy var presenter = Presenter(
        view: self,
        state: CounterState(),
        mutation: CounterMutation()
    )

    func incrementButtonTap() {
        presenter.increment()
    }

    func decrementButtonTap() {
        presenter.decrement()
    }
}

extension CounterViewController: View {
    func reflect(change: StateChange<CounterState>) {
        if let count = change.count?.value {
            counterLabel.text = "\(count)"
        }
    }
}

extension Flux where Action == CounterAction, State == CounterState {
    static let shared = Flux(state: CounterState(), mutation: CounterMutation())
}

private enum SharedFlux {
    static let counter = Flux(state: CounterState(), mutation: CounterMutation())
}

@MainActor
private final class SharedCounterViewController {
    private(set) var shown: [Int] = []
    private lazy var presenter = {
        let flux = Flux<CounterAction, CounterState>.shared
        return Presenter(view: self, flux: flux)
    }()

    func incrementButtonTap() {
        presenter.increment()
    }
}

extension SharedCounterViewController: View {
    func reflect(change: StateChange<CounterState>) {
        if let count = change.count?.value {
            shown.append(count)
        }
    }
}

/// The README's Presenter subclass is an alternative to its Presenter extension; both are written for the
/// same counter types. Deliberately a second counter, not CounterFeature's: the subclass declares `increment()`
/// and `decrement()`, which CounterFeature's Presenter extension already declares for those types (a call on the
/// subclass would be ambiguous), and its name is CounterFeature's `CounterPresenter` typealias; so the subclass
/// gets its own copy of the types.
private enum SubclassSample {
    struct CounterState: State {
        var count: Int = 0
    }

    enum CounterAction: Action {
        case increment
        case decrement
    }

    struct CounterMutation: Mutation {
        func mutate(action: CounterAction, state: inout CounterState) {
            switch action {
            case .increment:
                state.count += 1

            case .decrement:
                state.count -= 1
            }
        }
    }

    final class CounterPresenter: Presenter<CounterAction, CounterState> {
        init<T: View>(view: T) where T.State == CounterState {
            let flux = Flux(state: CounterState(), mutation: CounterMutation())
            super.init(view: view, flux: flux)
        }

        func increment() {
            dispatch(.increment)
        }

        func decrement() {
            if state.count > 0 {
                dispatch(.decrement)
            }
        }
    }
}

/// This README's own test sample.
private final class SpyView: View {
    var changes: [StateChange<CounterState>] = []
    func reflect(change: StateChange<CounterState>) { changes.append(change) }
}

@MainActor
struct ReadmeSampleTests {
    @Test func incrementReachesTheView() {
        let view = SpyView()
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let presenter = Presenter(view: view, flux: flux)

        presenter.increment()

        #expect(view.changes.map(\.new.count) == [1])
    }

    @Test func presenterCreatesTheIncrementAction() {
        let view = SpyView()
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let presenter = Presenter(view: view, flux: flux)
        let actions = Recorder<CounterAction>()

        let subscription = flux.dispatcher.register { action in
            actions.append(action)
        }
        presenter.increment()
        flux.dispatcher.unregister(subscription)

        #expect(actions.all == [.increment])
    }

    @Test func viewControllerShowsTheCountAfterEachTap() {
        let viewController = CounterViewController()

        viewController.incrementButtonTap()
        viewController.incrementButtonTap()
        #expect(viewController.counterLabel.text == "2")

        viewController.decrementButtonTap()
        #expect(viewController.counterLabel.text == "1")
    }

    @Test func decrementDoesNothingAtZero() {
        let viewController = CounterViewController()

        viewController.decrementButtonTap()

        #expect(viewController.counterLabel.text == nil)
    }

    @Test func viewControllersOnASharedFluxSeeEachOthersChanges() {
        // `Flux.shared` is process-wide; this is the only test that uses it.
        let first = SharedCounterViewController()
        let second = SharedCounterViewController()
        let start = Flux<CounterAction, CounterState>.shared.store.state.count
        first.incrementButtonTap()

        second.incrementButtonTap()

        #expect(first.shown == [start + 1, start + 2])
        #expect(second.shown == [start + 2])
    }

    @Test func enumNamespacedSharedFluxIsOneInstance() {
        // Given two presenters that each read `SharedFlux.counter`
        let firstView = RecordingView<CounterState>()
        let first = Presenter(view: firstView, flux: SharedFlux.counter)
        let secondView = RecordingView<CounterState>()
        let second = Presenter(view: secondView, flux: SharedFlux.counter)
        let start = first.state.count

        // When one of them dispatches
        first.dispatch(.increment)

        // Then both share that one Flux: the other presenter's view and state see the change too
        #expect(firstView.changes.map(\.new.count) == [start + 1])
        #expect(secondView.changes.map(\.new.count) == [start + 1])
        #expect(second.state.count == start + 1)
    }

    @Test func presenterSubclassDispatchesThroughItsOwnFlux() {
        let view = RecordingView<SubclassSample.CounterState>()
        let presenter = SubclassSample.CounterPresenter(view: view)

        presenter.decrement()
        presenter.increment()
        presenter.increment()
        presenter.decrement()

        #expect(presenter.state.count == 1)
        #expect(view.changes.map(\.new.count) == [1, 2, 1])
    }
}
