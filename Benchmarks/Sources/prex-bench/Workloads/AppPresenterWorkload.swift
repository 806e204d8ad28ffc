import Prex

/// A list screen over 10,000 contacts: it asks each change for the difference in its rows, as a table view would.
final class ContactListView: View {
    lazy var presenter = Presenter(view: self, state: AppState(), mutation: AppMutation())

    func reflect(change: StateChange<AppState>) {
        if let difference = change.difference(for: \.contacts) {
            Sink.value &+= difference.insertions.count &+ difference.removals.count &+ difference.moves.count
        }
        if let count = change.count?.value {
            Sink.value &+= count
        }
    }
}

/// The presenter path over an app-scale state, the view calling `difference(for:)` on every change.
enum AppPresenterWorkload {
    static let workload = Workload(
        name: "app-presenter",
        summary: "Presenter.dispatch over 10,000 contacts, the view calling difference(for: \\.contacts)",
        defaultCount: 1_000_000
    ) { count, mode in
        let list = ContactListView()
        // The presenter holds its view weakly: kept alive to the end, so that every dispatch reaches it.
        defer { withExtendedLifetime(list) {} }
        let presenter = list.presenter
        let ticks = mode.compareAgainstCounter(presenter, dispatching: .tick, count: count)
        guard case .compare = mode else { return [] }
        // One contact renamed per action: the mutation copies the 10,000 contacts (the store keeps the old
        // state for the change), the difference finds the one row. The floor: the same renames through a Flux
        // with one listener, which copy as much.
        let renameCount = Swift.max(count / 1_000, 1)
        let flux = Flux(state: AppState(), mutation: AppMutation())
        let listener = flux.store.addListener { change in Sink.value &+= change.new.count }
        defer { flux.store.removeListener(with: listener) }
        let renames = mode.compare(count: renameCount) { count in
            for index in 0..<count {
                presenter.dispatch(.rename(index: index % AppState.contactCount))
            }
        } floor: { count in
            flux.dispatchRenames(count)
        }
        return [
            Row(
                name: "app presenter [10k], scalar changed", count: count, unit: "ns/action", value: ticks.library,
                floor: ticks.floor, floorName: "presenter, counter state", target: .ratio(1.5)),
            Row(
                name: "app presenter [10k], one row changed", count: renameCount, unit: "ns/action",
                value: renames.library, floor: renames.floor, floorName: "dispatch of the rename",
                target: .ratio(1.5)),
        ]
    }
}
