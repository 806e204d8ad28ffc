import Observation
import Prex
import PrexObservation
import TestSupport
import Testing

/// The model announces a change that carries a transaction inside `applyTransaction` (SwiftUI's `withTransaction`
/// where SwiftUI exists), and an observer reads the change's transaction from the model as it hears of it.
@MainActor
struct ObservableModelTransactionTests {
    let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())

    @Test func aChangeWithATransactionIsAnnouncedInsideApplyTransaction() {
        // Given a model whose transactions are applied by a hook that notes when it runs
        let events = Recorder<String>()
        model.applyTransaction = { transaction, announce in
            events.append("apply \(transaction.animation == .default)")
            announce()
            events.append("applied")
        }
        _ = withObservationTracking {
            model.count
        } onChange: { [model] in
            MainActor.assumeIsolated {
                events.append("willSet with \(model.transaction.animation == .default)")
            }
        }

        // When an animated change of what was read arrives
        model.presenter.dispatch(.add(1), animation: .default)

        // Then the observer heard it inside the hook, and read the change's transaction
        #expect(events.all == ["apply true", "willSet with true", "applied"])
        #expect(model.count == 1)
        #expect(model.transaction == Transaction(animation: .default))
    }

    @Test func aChangeWithoutATransactionIsAnnouncedDirectly() {
        let applied = Recorder<Int>()
        model.applyTransaction = { _, announce in
            applied.append(1)
            announce()
        }
        let heard = Recorder<Int>()
        _ = withObservationTracking {
            model.count
        } onChange: {
            heard.append(1)
        }

        model.presenter.dispatch(.add(1))

        #expect(applied.count == 0)
        #expect(heard.count == 1)
        #expect(model.transaction.isEmpty)
    }

    @Test func withoutSwiftUITheDefaultHookAnnouncesTheChange() {
        let heard = Recorder<Int>()
        _ = withObservationTracking {
            model.count
        } onChange: {
            heard.append(1)
        }

        model.presenter.dispatch(.add(1), transaction: Transaction(animation: .spring()))

        #expect(heard.count == 1)
        #expect(model.count == 1)
    }
}
