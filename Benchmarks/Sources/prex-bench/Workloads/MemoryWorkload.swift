import Foundation
import Prex

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes the process holds per listener and per presenter, from its resident size.
enum MemoryWorkload {
    /// The process's resident set size in bytes, from `/proc/self/statm`; `nil` where there is none.
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let pages = statm.split(separator: " ").compactMap { Int($0) }
        guard pages.count >= 2 else { return nil }
        return pages[1] * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Resident bytes added per object by `make`, which creates `count` objects and keeps them.
    static func bytesPerObject<Kept>(count: Int, _ make: (Int) -> Kept) -> Double? {
        guard let before = residentBytes() else { return nil }
        let kept = make(count)
        guard let after = residentBytes() else { return nil }
        return withExtendedLifetime(kept) { Double(after - before) / Double(count) }
    }

    static let workload = Workload(
        name: "memory",
        summary: "resident bytes per store listener, per presenter and per scoped child presenter (/proc/self/statm)",
        defaultCount: 200_000
    ) { count, mode in
        guard case .compare = mode else { return [] }
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        var subscriptions: [Subscription] = []
        subscriptions.reserveCapacity(count)
        let perListener = bytesPerObject(count: count) { count in
            for _ in 0..<count {
                subscriptions.append(flux.store.addListener { change in Sink.value &+= change.new.count })
            }
        }
        let perClosure = bytesPerObject(count: count) { count in
            (0..<count).map { _ in Baseline.makeCallback() }
        }
        var views: [CountingView] = []
        views.reserveCapacity(count / 10)
        for _ in 0..<count / 10 {
            views.append(CountingView())
        }
        let perPresenter = bytesPerObject(count: count / 10) { count in
            for view in views.prefix(count) {
                _ = view.presenter
            }
        }
        let app = ScopedApp.makeApp(children: count / 10)
        let perScopedChild = bytesPerObject(count: count / 10) { _ in ScopedApp.mountRows(on: app) }
        for subscription in subscriptions {
            flux.store.removeListener(with: subscription)
        }
        guard let perListener, let perPresenter, let perScopedChild else { return [] }
        return [
            Row(
                name: "memory per listener", count: count, unit: "bytes", value: perListener,
                floor: perClosure, floorName: "closures in an array", target: .atMost(150)),
            Row(
                name: "memory per presenter", count: count / 10, unit: "bytes", value: perPresenter,
                floor: nil, floorName: nil, target: nil),
            Row(
                name: "memory per scoped child", count: count / 10, unit: "bytes", value: perScopedChild,
                floor: perPresenter, floorName: "presenter on its own Flux", target: nil),
        ]
    }
}
