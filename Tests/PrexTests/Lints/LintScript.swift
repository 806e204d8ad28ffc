import Foundation
import TestSupport

/// A check of `.ci/` (`lint-portability`, `lint-citations`, …), run as `.ci/run` runs it: by bash, with a plain
/// `PATH`.
struct LintScript {
    /// The package's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The script.
    let url: URL

    /// The script `.ci/NAME`.
    init(_ name: String) {
        url = Self.repository.appendingPathComponent(".ci/\(name)")
    }

    /// Runs the script with `arguments`; no arguments checks the repository.
    func run(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), [url.path] + arguments, environment: ["PATH": "/usr/bin:/bin"])
    }
}
