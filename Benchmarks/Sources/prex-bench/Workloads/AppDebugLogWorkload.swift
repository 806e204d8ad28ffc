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
        summary: "debug log on, 10,000 contacts, one renamed per action; the log's part = logged - unlogged",
        defaultCount: 10_000
    ) { count, mode in
        // The mutation copies the 10,000 contacts with or without a log (the store keeps the old state for the
        // change): the log's own cost is what a logged rename costs more than the same rename without a log. It is
        // measured twice: as that difference (rename by rename, the median of the pairs, below), and inside each
        // logged dispatch, from the end of the app's mutation (the log runs right after it) to the sink (the entry
        // made). Both Fluxes have the same listener.
        let flux = Flux(
            state: AppState(), mutation: MutationThenMark(),
            debugLog: .custom { entry in
                Sink.value &+= entry.utf8.count
                LogInterval.end()
            })
        let unlogged = Flux(state: AppState(), mutation: AppMutation())
        let subscriptions = [flux, unlogged].map { flux in
            flux.store.addListener { change in Sink.value &+= change.new.count }
        }
        defer {
            for (flux, subscription) in zip([flux, unlogged], subscriptions) {
                flux.store.removeListener(with: subscription)
            }
        }
        var intervals: [Double] = []
        let times = mode.compare(count: count) { count in
            LogInterval.total = 0
            flux.dispatchRenames(count)
            intervals.append(Double(LogInterval.total) / Double(count))
        } floor: { count in
            unlogged.dispatchRenames(count)
        }
        guard case .compare = mode else { return [] }
        // The log's part, rename by rename: a logged and an unlogged rename one right after the other (each
        // first in turn), each timed; the median of the differences. A run-to-run drift of the machine shifts
        // both renames of a pair alike, so it cancels out, where the difference of two whole runs kept it.
        var differences: [Double] = []
        differences.reserveCapacity(count)
        for index in 0..<count {
            let rename = AppAction.rename(index: index % AppState.contactCount)
            let loggedFirst = index.isMultiple(of: 2)
            let order = loggedFirst ? [flux.dispatcher, unlogged.dispatcher] : [unlogged.dispatcher, flux.dispatcher]
            let times = order.map { dispatcher in Double(Clock.time { dispatcher.dispatch(rename) }) }
            differences.append(loggedFirst ? times[0] - times[1] : times[1] - times[0])
        }
        // The entry's diff alone, on the states before and after one rename (the contacts in two buffers, as the
        // mutation leaves them), again and again, without the rename's copy: the same work, with the two arrays
        // warm in the caches.
        let old = AppState()
        var new = old
        new.contacts[AppState.contactCount / 2].name = "Renamed"
        let diffing = StateDiffFlux.make(first: old, second: new)
        let diff = mode.measure(count: count, diffing.dispatchSwaps)
        return [
            Row(
                name: "app debug log [10k], one item changed", count: count, unit: "ns/action",
                value: times.library, floor: times.floor, floorName: "the renames, no log", target: nil),
            Row(
                name: "app debug log [10k], one item changed, the log's part (logged - unlogged)", count: count,
                unit: "ns/action", value: Statistics(differences).median, floor: nil, floorName: nil,
                target: .atMost(100_000)),
            Row(
                name: "app debug log [10k], one item changed, the log's part (mutation to sink)", count: count,
                unit: "ns/action", value: Statistics(Array(intervals.dropFirst())).median, floor: nil,
                floorName: nil, target: .atMost(100_000)),
            Row(
                name: "app state diff [10k], one item changed, alone", count: count, unit: "ns/diff", value: diff,
                floor: nil, floorName: nil, target: nil),
        ]
    }
}

/// The app's mutation, then a mark of the time: the debug log, which wraps the mutation, makes its entry right after.
private struct MutationThenMark: Mutation {
    func mutate(action: AppAction, state: inout AppState) {
        AppMutation().mutate(action: action, state: &state)
        LogInterval.start()
    }
}

/// The time each logged dispatch spends from the end of the app's mutation to its debug log's sink: the log's entry.
private enum LogInterval {
    // `nonisolated(unsafe)` is sound here for the reason `Sink.value`'s is: one thread at a time dispatches to the
    // workload's Fluxes, and so runs their listeners and sinks, and reads `total` after its loop.
    @exclusivity(unchecked) nonisolated(unsafe) private static var started: UInt64 = 0
    @exclusivity(unchecked) nonisolated(unsafe) static var total: UInt64 = 0

    /// Called once the app's mutation is applied.
    static func start() {
        started = Clock.now()
    }

    /// Called by the sink, with the entry made.
    static func end() {
        total &+= Clock.now() &- started
    }
}
