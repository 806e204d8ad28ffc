/// One line of the report: a measured value, the no-library floor it compares with, and the target.
struct Row {
    /// The workload's name, plus a qualifier when a workload reports several rows.
    let name: String
    /// How many operations one run performed (0 when not applicable).
    let count: Int
    /// What the value measures, such as "ns/action".
    let unit: String
    /// The library's figure: the median over the runs.
    let value: Double
    /// The same work done without the library, in the same unit, when there is such a floor.
    let floor: Double?
    /// What the floor is.
    let floorName: String?
    /// What the value must stay within, when there is a target.
    let target: Target?

    /// A bound on a row's figure.
    enum Target {
        /// `value / floor` at most this.
        case ratio(Double)
        /// `value` at most this, in the row's unit.
        case atMost(Double)
    }

    /// `value / floor`, when there is a floor.
    var ratio: Double? {
        guard let floor, floor > 0 else { return nil }
        return value / floor
    }

    /// Whether the target is met, when there is one.
    var isTargetMet: Bool? {
        switch target {
        case .ratio(let bound): ratio.map { $0 <= bound }
        case .atMost(let bound): value <= bound
        case nil: nil
        }
    }
}
