import Foundation
import Prex

/// A list of 10,000 items kept in a file by a `PersistedSlice`.
struct PersistedListState: State {
    var items: [Item] = (0..<10_000).map { Item(id: $0, title: "item \($0)", isDone: false) }
}

enum PersistedListAction: Action {
    case toggle(Int)
    case itemsChangedOnDisk([Item])
}

struct PersistedListMutation: Mutation {
    func mutate(action: PersistedListAction, state: inout PersistedListState) {
        switch action {
        case .toggle(let index): state.items[index].isDone.toggle()
        case .itemsChangedOnDisk(let items): state.items = items
        }
    }
}

/// The time `dispatch` takes when each action changes one item of a persisted list of 10,000, against the same Flux
/// without persistence: saving (comparing, encoding, writing, `fsync`) happens on the slice's queue, so the
/// dispatching thread pays one read of the slice and one lock round trip.
enum PersistedSliceWorkload {
    static let workload = Workload(
        name: "persisted-10000",
        summary: "dispatch changing one item of a persisted list of 10,000 vs the same without persistence",
        defaultCount: 20_000
    ) { count, mode in
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("prex-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let slice = PersistedSlice(
            \PersistedListState.items, in: FileStorage(url: url), reload: PersistedListAction.itemsChangedOnDisk,
            pollInterval: nil)
        let persisted = Flux(state: PersistedListState(), mutation: PersistedListMutation(), persisting: slice)
        let plain = Flux(state: PersistedListState(), mutation: PersistedListMutation())
        let times = mode.compare(count: count, library: persisted.dispatchToggles, floor: plain.dispatchToggles)
        slice.flush()
        return [
            Row(
                name: "persisted [10k]", count: count, unit: "ns/action", value: times.library, floor: times.floor,
                floorName: "the same, not persisted", target: .ratio(1.5))
        ]
    }
}

extension Flux where Action == PersistedListAction {
    /// Dispatches `count` toggles, each of another item.
    func dispatchToggles(_ count: Int) {
        for index in 0..<count {
            dispatcher.dispatch(.toggle(index % 10_000))
        }
    }
}
