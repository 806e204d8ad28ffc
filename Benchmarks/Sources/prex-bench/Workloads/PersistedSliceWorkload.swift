import Foundation
import Prex

/// A list of 10,000 items kept in a file by a `PersistedSlice`, and a count beside it that is not kept.
struct PersistedListState: State {
    var items: [Item] = (0..<10_000).map { Item(id: $0, title: "item \($0)", isDone: false) }
    var visits = 0
}

enum PersistedListAction: Action {
    case toggle(Int)
    case itemsChangedOnDisk([Item])
    case visit
}

struct PersistedListMutation: Mutation {
    func mutate(action: PersistedListAction, state: inout PersistedListState) {
        switch action {
        case .toggle(let index): state.items[index].isDone.toggle()
        case .itemsChangedOnDisk(let items): state.items = items
        case .visit: state.visits += 1
        }
    }
}

/// The time `dispatch` takes on a Flux whose list of 10,000 items is persisted, against the same Flux without
/// persistence. Saving (comparing, encoding, writing, `fsync`) happens on the slice's queue: for an action that
/// changes one item, the dispatching thread pays one read of the slice and one lock round trip; for an action that
/// leaves the list alone, one comparison of the list's inline bytes.
enum PersistedSliceWorkload {
    static let workload = Workload(
        name: "persisted-10000",
        summary: "dispatch changing one item of a persisted list of 10,000 vs the same without persistence",
        defaultCount: 20_000
    ) { count, mode in
        [compare(name: "persisted [10k]", count: count, mode: mode, target: .ratio(1.5)) { $0.dispatchToggles($1) }]
    }

    static let idle = Workload(
        name: "persisted-idle",
        summary: "dispatch leaving a persisted list of 10,000 alone vs the same without persistence",
        defaultCount: 200_000
    ) { count, mode in
        // No target: what is left over the floor is the listener's generic code (Benchmarks/README.md).
        [compare(name: "persisted idle [10k]", count: count, mode: mode, target: nil) { $0.dispatchVisits($1) }]
    }

    /// Runs `loop` on a Flux persisting its list in a temporary file, against the same Flux without persistence.
    @MainActor
    static func compare(
        name: String, count: Int, mode: Workload.Mode, target: Row.Target?,
        loop: (Flux<PersistedListAction, PersistedListState>, Int) -> Void
    ) -> Row {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("prex-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let slice = PersistedSlice(
            \PersistedListState.items, in: FileStorage(url: url), reload: PersistedListAction.itemsChangedOnDisk,
            pollInterval: nil)
        let persisted = Flux(state: PersistedListState(), mutation: PersistedListMutation(), persisting: slice)
        let plain = Flux(state: PersistedListState(), mutation: PersistedListMutation())
        let times = mode.compare(count: count, library: { loop(persisted, $0) }, floor: { loop(plain, $0) })
        slice.flush()
        return Row(
            name: name, count: count, unit: "ns/action", value: times.library, floor: times.floor,
            floorName: "the same, not persisted", target: target)
    }
}

extension Flux where Action == PersistedListAction {
    /// Dispatches `count` toggles, each of another item.
    func dispatchToggles(_ count: Int) {
        for index in 0..<count {
            dispatcher.dispatch(.toggle(index % 10_000))
        }
    }

    /// Dispatches `count` visits, which leave the list alone.
    func dispatchVisits(_ count: Int) {
        for _ in 0..<count {
            dispatcher.dispatch(.visit)
        }
    }
}
