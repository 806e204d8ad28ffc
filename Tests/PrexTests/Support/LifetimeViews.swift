import CounterFeature
import Prex

/// A view that owns its presenter, as apps write it.
final class OwningView: View {
    lazy var presenter = Presenter(view: self, state: CounterState(), mutation: CounterMutation())

    func reflect(change: StateChange<CounterState>) {}
}

/// A view that owns a presenter on an injected Flux.
final class SharingView: View {
    private let flux: Flux<CounterAction, CounterState>
    lazy var presenter = Presenter(view: self, flux: flux)

    init(flux: Flux<CounterAction, CounterState>) {
        self.flux = flux
    }

    func reflect(change: StateChange<CounterState>) {}
}
