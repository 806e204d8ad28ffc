import Dispatch
import Foundation
import Prex

/// When something happened, for one sample, written on one thread and read on another.
private final class Stamp: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value: UInt64 = 0

    func set(_ time: UInt64) {
        lock.withLock { value = time }
    }

    func get() -> UInt64 {
        lock.withLock { value }
    }
}

/// A view that notes when each change reached it.
private final class StampingView: View {
    private(set) var reflectedAt: [UInt64] = []

    func reflect(change: StateChange<CounterState>) {
        reflectedAt.append(Clock.now())
    }
}

/// How long a change dispatched on a background thread takes to reach the view on main.
enum LatencyWorkload {
    /// Runs the main run loop (which drains the main queue) until `isDone` says so.
    @MainActor
    private static func runMainLoop(until isDone: () -> Bool) {
        while !isDone() {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    /// Library samples: dispatch from a background thread, reflect on main.
    @MainActor
    private static func librarySamples(count: Int) -> [Double] {
        let view = StampingView()
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())
        let dispatched = Stamp()
        var samples: [Double] = []
        for index in 0..<count {
            DispatchQueue.global().async {
                dispatched.set(Clock.now())
                presenter.dispatch(.increment)
            }
            runMainLoop { view.reflectedAt.count > index }
            samples.append(Double(view.reflectedAt[index] - dispatched.get()))
        }
        return samples
    }

    /// Floor samples: the same hop with `DispatchQueue.main.async` and no library.
    @MainActor
    private static func floorSamples(count: Int) -> [Double] {
        let sent = Stamp()
        let arrived = Stamp()
        var samples: [Double] = []
        for _ in 0..<count {
            arrived.set(0)
            DispatchQueue.global().async {
                sent.set(Clock.now())
                DispatchQueue.main.async { arrived.set(Clock.now()) }
            }
            runMainLoop { arrived.get() != 0 }
            samples.append(Double(arrived.get() - sent.get()))
        }
        return samples
    }

    static let workload = Workload(
        name: "latency",
        summary: "time from a dispatch on a background thread to reflect on main (median and p99)",
        defaultCount: 2_000
    ) { count, mode in
        let library = Statistics(librarySamples(count: count))
        guard case .compare = mode else { return [] }
        let floor = Statistics(floorSamples(count: count))
        return [
            Row(
                name: "latency median", count: count, unit: "µs", value: library.median / 1_000,
                floor: floor.median / 1_000, floorName: "main.async hop", target: nil),
            Row(
                name: "latency p99", count: count, unit: "µs", value: library.percentile(0.99) / 1_000,
                floor: floor.percentile(0.99) / 1_000, floorName: "main.async hop", target: nil),
        ]
    }
}
