import Prex

/// The debug log over an app-scale state: it costs what changed, not the 10,000 contacts.
enum AppDebugLogWorkload {
    /// A Flux over the app state, logging to a sink that discards each entry (after reading its length).
    static func makeLoggedFlux() -> Flux<AppAction, AppState> {
        Flux(state: AppState(), mutation: AppMutation(), debugLog: .custom { Sink.value &+= $0.utf8.count })
    }

    static let scalar = Workload(
        name: "app-log",
        summary: "debug log on, over 10,000 contacts, each action changing a scalar",
        defaultCount: 100_000
    ) { count, mode in
        let flux = makeLoggedFlux()
        let time = mode.measure(count: count, flux.dispatchTicks)
        return [
            Row(
                name: "app debug log [10k], scalar changed", count: count, unit: "ns/action", value: time,
                floor: nil, floorName: nil, target: .atMost(20_000))
        ]
    }

    static let item = Workload(
        name: "app-log-item",
        summary: "debug log on, over 10,000 contacts, each action renaming one contact; vs no log",
        defaultCount: 10_000
    ) { count, mode in
        // The mutation copies the 10,000 contacts with or without a log (the store keeps the old state for the
        // change): the log's own cost is the difference with the same renames on a Flux without a log.
        let flux = makeLoggedFlux()
        let unlogged = Flux(state: AppState(), mutation: AppMutation())
        let times = mode.compare(count: count, library: flux.dispatchRenames, floor: unlogged.dispatchRenames)
        guard case .compare = mode else { return [] }
        // The entry's diff alone, on the states before and after one rename (the contacts in two buffers, as the
        // mutation leaves them), again and again: the same work, with the two arrays warm in the caches.
        let old = AppState()
        var new = old
        new.contacts[AppState.contactCount / 2].name = "Renamed"
        let diff = mode.measure(count: count) { count in
            for _ in 0..<count {
                Sink.value &+= ValueDiff.lines(from: old, to: new).count
            }
        }
        return [
            Row(
                name: "app debug log [10k], one item changed", count: count, unit: "ns/action",
                value: times.library, floor: times.floor, floorName: "the renames, no log", target: nil),
            Row(
                name: "app debug log [10k], one item changed, the log's part", count: count, unit: "ns/action",
                value: times.library - times.floor, floor: nil, floorName: nil, target: .atMost(50_000)),
            Row(
                name: "app state diff [10k], one item changed, alone", count: count, unit: "ns/diff", value: diff,
                floor: nil, floorName: nil, target: nil),
        ]
    }
}
