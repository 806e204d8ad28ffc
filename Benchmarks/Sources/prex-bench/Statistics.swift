/// Order statistics of a sample.
struct Statistics {
    private let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    /// The value below which `fraction` of the sample lies (nearest rank); 0 for an empty sample.
    func percentile(_ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var median: Double { percentile(0.5) }
}
