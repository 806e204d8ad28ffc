import Prex
import TerminalKit

/// Lays out search results as a table that fits a line width: rank, full name, stars, language, and the
/// description cut to what is left.
///
/// Below 62 columns the description goes, then the name narrows; below 50 the language goes too; below 20 a
/// line is cut, so that it never wraps, however narrow the terminal. Widths are terminal columns: a wide
/// character takes two.
package struct ResultTable {
    /// The line width to fit.
    package let width: Int

    private let rankWidth = 4
    private let nameWidth: Int
    private let starsWidth = 7
    private let languageWidth: Int

    /// Creates a layout for lines of `width` columns.
    package init(width: Int) {
        self.width = width
        languageWidth = width >= 50 ? 12 : 0
        // Rank, stars and language, each with the space after it; one column is left for the cursor.
        let others = rankWidth + 1 + starsWidth + 1 + (languageWidth > 0 ? languageWidth + 1 : 0)
        nameWidth = min(34, max(width - 1 - others, 1))
    }

    /// The header line.
    package var header: String {
        row(rank: "#", name: "repository", stars: "stars", language: "language", description: "description")
    }

    /// The line for one result; a starred one has a star before its star count.
    package func line(rank: Int, repository: Repository, isStarred: Bool = false) -> String {
        row(
            rank: "\(rank)", name: repository.fullName,
            stars: (isStarred ? "★" : "") + Self.abbreviated(repository.stargazersCount),
            language: repository.language ?? "-", description: repository.description ?? "")
    }

    /// `count` as GitHub shows star counts: `950`, `12.3k`, `1.2m`.
    package static func abbreviated(_ count: Int) -> String {
        switch count {
        case ..<1_000: "\(count)"
        case ..<1_000_000: Self.oneDecimal(Double(count) / 1_000) + "k"
        default: Self.oneDecimal(Double(count) / 1_000_000) + "m"
        }
    }

    /// `text` cut to `width` columns, ending with `…` when cut; control characters are spelled out first, so
    /// that what a service sends cannot restyle the terminal.
    package static func cut(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        return text.escapedForTerminal.prefix(fittingColumns: width)
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    private func row(rank: String, name: String, stars: String, language: String, description: String) -> String {
        var columns = [
            Self.padLeft(rank, rankWidth),
            Self.pad(Self.cut(name, to: nameWidth), nameWidth),
            Self.padLeft(stars, starsWidth),
        ]
        if languageWidth > 0 {
            columns.append(Self.pad(Self.cut(language, to: languageWidth), languageWidth))
        }
        let used = columns.reduce(0) { $0 + $1.columns + 1 }
        columns.append(Self.cut(description, to: width - used))
        let line = String(columns.joined(separator: " ").reversed().drop { $0 == " " }.reversed())
        return line.prefix(fittingColumns: max(width, 0))
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.columns, 0))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.columns, 0)) + text
    }
}
