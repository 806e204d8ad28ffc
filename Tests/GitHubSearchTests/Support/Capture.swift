import GitHubSearch

/// A console whose output is kept for the test to read.
@MainActor
final class Capture {
    private(set) var output = ""
    private(set) var errors = ""

    /// A console writing here, `width` columns wide, without styles or progress.
    func console(width: Int = 100, showsProgress: Bool = false) -> Console {
        Console(
            width: width, usesColor: false, showsProgress: showsProgress,
            writeOutput: { [weak self] in self?.output += $0 },
            writeError: { [weak self] in self?.errors += $0 })
    }

    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}
