extension Workload.Mode {
    /// Times `count` actions of `library` against the bare floor (``Baseline``) and against the locked floor
    /// (``LockedBaseline``), or runs `library` once when profiling.
    ///
    /// - Parameters:
    ///   - name: The first row's name; the second row is "`name` vs locked floor".
    ///   - lockedTarget: The ratio the second row must stay within; the first row has no target.
    /// - Returns: The two rows, in nanoseconds per action.
    func compareAgainstFloors(
        name: String, count: Int, lockedTarget: Double, library: (Int) -> Void
    ) -> [Row] {
        let callback = Baseline.makeCallback()
        let times = compare(count: count, library: library) { count in
            Baseline.run(count: count, callback: callback)
        }
        let locked = LockedBaseline.measure(count: count, mode: self) ?? 0
        return [
            Row(
                name: name, count: count, unit: "ns/action", value: times.library,
                floor: times.floor, floorName: "baseline", target: nil),
            Row(
                name: "\(name) vs locked floor", count: count, unit: "ns/action", value: times.library,
                floor: locked, floorName: "locked baseline", target: .ratio(lockedTarget)),
        ]
    }
}
