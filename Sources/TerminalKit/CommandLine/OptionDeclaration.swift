/// One option a program declares: its names, its value (if it takes one), its line of help, and what it does
/// to the program's options.
///
/// A program lists its options as an array of these; ``CommandLineInterface`` does the rest (parsing,
/// `--help`, usage errors). Options may be spelled `--name VALUE` or `--name=VALUE`.
package struct OptionDeclaration<Options>: Sendable {
    /// The spellings, short first: `["-i", "--interactive"]`.
    package let names: [String]
    /// The value's name in the help, such as `N` or `FILE`, or `nil` for a flag.
    package let valueName: String?
    /// The help text; lines after the first are indented under it.
    package let summary: String
    /// Applies the option (a flag gets an empty value).
    package let apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    /// A flag, such as `--json`.
    package static func flag(
        _ names: String..., summary: String, set: @escaping @Sendable (inout Options) -> Void
    ) -> OptionDeclaration {
        OptionDeclaration(names: names, valueName: nil, summary: summary) { options, _ throws(UsageError) in
            set(&options)
        }
    }

    /// An option with a value, such as `--record FILE` (never empty: the parser refuses an empty value).
    package static func value(
        _ names: String..., valueName: String, summary: String,
        apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
    ) -> OptionDeclaration {
        OptionDeclaration(names: names, valueName: valueName, summary: summary, apply: apply)
    }

    /// A whole number in `range` (see ``WholeNumber``), handed to `set`.
    package static func number(
        _ names: String..., valueName: String = "N", in range: ClosedRange<Int>, summary: String,
        set: @escaping @Sendable (inout Options, Int) -> Void
    ) -> OptionDeclaration {
        let name = names.last ?? ""
        return OptionDeclaration(names: names, valueName: valueName, summary: summary) {
            options, value throws(UsageError) in
            set(&options, try WholeNumber.parse(value, for: name, in: range))
        }
    }

    /// The option's line(s) in the help: names and value in a column of `width`, then the summary.
    func helpLines(width: Int) -> String {
        let label = "  " + names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
        let indent = String(repeating: " ", count: width + 1)
        let summaryLines = summary.split(separator: "\n", omittingEmptySubsequences: false)
        let rest = summaryLines.dropFirst().map { indent + $0 }
        let first = summaryLines.first.map(String.init) ?? ""
        if label.count <= width {
            return ([label.padding(to: width) + " " + first] + rest).joined(separator: "\n")
        }
        return ([label, indent + first] + rest).joined(separator: "\n")
    }
}

extension String {
    /// The string with spaces added to reach `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }
}
