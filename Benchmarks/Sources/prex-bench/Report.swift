import Foundation

/// Prints rows as a table for people, or as JSON for tools.
enum Report {
    static func table(_ rows: [Row]) -> String {
        let header = ["workload", "size", "value", "unit", "floor", "ratio", "target", "met"]
        let lines = rows.map { row -> [String] in
            let floor = row.floor.map { "\(format($0)) (\(row.floorName ?? ""))" } ?? ""
            let ratio = row.ratio.map { String(format: "%.2f×", $0) } ?? ""
            let met = row.isTargetMet.map { $0 ? "yes" : "NO" } ?? ""
            let size = row.count > 0 ? "\(row.count)" : ""
            return [
                row.name, size, format(row.value), row.unit, floor, ratio, describe(row.target), met,
            ]
        }
        let widths = header.indices.map { column in
            ([header] + lines).map { $0[column].count }.max() ?? 0
        }
        func render(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([render(header)] + lines.map(render)).joined(separator: "\n")
    }

    static func json(_ rows: [Row], runs: Int, quick: Bool) -> String {
        let objects: [[String: Any]] = rows.map { row in
            var object: [String: Any] = ["name": row.name, "count": row.count, "unit": row.unit, "value": row.value]
            object["floor"] = row.floor
            object["floor_name"] = row.floorName
            object["ratio"] = row.ratio
            switch row.target {
            case .ratio(let bound): object["target"] = ["ratio_at_most": bound]
            case .atMost(let bound): object["target"] = ["value_at_most": bound]
            case nil: break
            }
            object["target_met"] = row.isTargetMet
            return object
        }
        let document: [String: Any] = [
            "runs": runs, "quick": quick, "machine": machine(), "results": objects,
        ]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: document, options: [.prettyPrinted, .sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}" }
        return text
    }

    /// What the numbers were measured on.
    static func machine() -> String {
        let info = ProcessInfo.processInfo
        return
            "\(info.activeProcessorCount) cores, \(info.physicalMemory >> 30) GiB, \(info.operatingSystemVersionString)"
    }

    private static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    private static func describe(_ target: Row.Target?) -> String {
        switch target {
        case .ratio(let bound): "≤ \(format(bound))×"
        case .atMost(let bound): "≤ \(format(bound))"
        case nil: ""
        }
    }
}
