import CounterFeature
import PrexTesting
import Testing

@testable import Prex

@MainActor
struct PresenterLifetimeTests {
    @Test func presenterHoldsItsViewWeakly() {
        var view: RecordingView<CounterState>? = RecordingView()
        let presenter = Presenter(view: view!, state: CounterState(), mutation: CounterMutation())
        weak let weakView = view

        view = nil

        #expect(weakView == nil)
        presenter.increment()
        #expect(presenter.state.count == 1)
    }

    @Test func droppingTheViewFreesItsPresenterAndPrivateFlux() {
        // Given a view that owns its presenter, which owns its Flux
        var view: OwningView? = OwningView()
        view?.presenter.increment()
        weak let weakPresenter = view?.presenter
        weak let weakFlux = view?.presenter.flux
        #expect(weakFlux?.store.state.count == 1)
        weak let weakStore = weakFlux?.store
        weak let weakDispatcher = weakFlux?.dispatcher

        // When the view goes
        view = nil

        // Then nothing it created survives
        #expect(weakPresenter == nil)
        #expect(weakFlux == nil)
        #expect(weakStore == nil)
        #expect(weakDispatcher == nil)
    }

    @Test func droppingTheViewRemovesItsListenerFromASharedFlux() {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        var view: SharingView? = SharingView(flux: flux)
        weak let weakPresenter = view?.presenter
        #expect(flux.store.listenerCount == 1)

        view = nil

        #expect(weakPresenter == nil)
        #expect(flux.store.listenerCount == 0)
        #expect(flux.dispatcher.handlerCount == 0)
        flux.dispatcher.dispatch(.increment)
        #expect(flux.store.state.count == 1)
    }
}

/// Weak references to everything one view's graph created.
private struct GraphReferences {
    weak var view: AnyObject?
    weak var presenter: AnyObject?
    weak var flux: AnyObject?
    weak var store: AnyObject?
    weak var dispatcher: AnyObject?

    var survivors: Int {
        [view, presenter, flux, store, dispatcher].compactMap { $0 }.count
    }
}

extension PresenterLifetimeTests {
    @Test func thousandsOfViewGraphsWithPrivateFluxesLeaveNothingBehind() {
        var references: [GraphReferences] = []
        for index in 0..<2_000 {
            var view: OwningView? = OwningView()
            let presenter = view?.presenter
            presenter?.increment()
            if index.isMultiple(of: 3) {
                presenter?.reflectWholeState()
            }
            references.append(
                GraphReferences(
                    view: view, presenter: presenter, flux: presenter?.flux, store: presenter?.flux.store,
                    dispatcher: presenter?.flux.dispatcher))
            view = nil
        }

        #expect(references.map(\.survivors).reduce(0, +) == 0)
    }

    @Test func thousandsOfViewsOnASharedFluxLeaveNoListenersBehind() {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        var references: [GraphReferences] = []
        var views: [SharingView] = []
        for index in 0..<2_000 {
            let view = SharingView(flux: flux)
            view.presenter.increment()
            references.append(GraphReferences(view: view, presenter: view.presenter))
            views.append(view)
            if index.isMultiple(of: 2) {
                views.removeFirst(views.count / 2)
            }
        }
        #expect(flux.store.listenerCount == views.count)

        views.removeAll()

        #expect(references.map(\.survivors).reduce(0, +) == 0)
        #expect(flux.store.listenerCount == 0)
        #expect(flux.store.state.count == 2_000)
    }
}
