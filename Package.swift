// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Prex",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Prex", targets: ["Prex"]),
        .library(name: "PrexTesting", targets: ["PrexTesting"]),
        .executable(name: "github-search", targets: ["github-search"]),
        .executable(name: "counter", targets: ["counter"]),
        .executable(name: "prex-bench", targets: ["prex-bench"]),
    ],
    targets: [
        // Library
        .target(name: "Prex"),
        // Test helpers for apps that use Prex: link it into test targets only (it imports XCTest and Testing).
        .target(name: "PrexTesting", dependencies: ["Prex"]),

        // The terminal layer of the programs below (the example, the playground, the benchmark): keys, raw mode,
        // width, writing, the colour rule, the command-line parser; not a product.
        .target(name: "TerminalKit", dependencies: ["Prex"]),

        // Example: GitHub repository search in the terminal (`swift run github-search swift`)
        .target(
            name: "GitHubSearch",
            dependencies: ["Prex", "TerminalKit"],
            path: "Example/Sources/GitHubSearch",
            resources: [.copy("Resources/repositories.json")]
        ),
        .executableTarget(
            name: "github-search", dependencies: ["GitHubSearch", "TerminalKit"], path: "Example/Sources/github-search"
        ),

        // Playground: the README's counter as a terminal program (`swift run counter`)
        .target(
            name: "CounterPlayground", dependencies: ["Prex", "TerminalKit"],
            path: "Playground/Sources/CounterPlayground"
        ),
        .executableTarget(
            name: "counter", dependencies: ["CounterPlayground", "TerminalKit"], path: "Playground/Sources/counter"),

        // Benchmarks: `swift run -c release prex-bench`
        .executableTarget(
            name: "prex-bench", dependencies: ["Prex", "GitHubSearch", "TerminalKit"],
            path: "Benchmarks/Sources/prex-bench"
        ),

        // Tests
        // Helpers the test targets share: running built executables (also on a pseudo-terminal), seeded random
        // numbers, the Tally feature, a thread-safe recorder.
        .target(name: "TestSupport", dependencies: ["Prex"], path: "Tests/TestSupport"),
        .testTarget(name: "PrexTests", dependencies: ["Prex", "PrexTesting", "TestSupport"]),
        .testTarget(name: "PrexTestingTests", dependencies: ["Prex", "PrexTesting", "TestSupport"]),
        .testTarget(
            name: "GitHubSearchTests",
            dependencies: ["GitHubSearch", "github-search", "PrexTesting", "TerminalKit", "TestSupport"]
        ),
        .testTarget(
            name: "CounterPlaygroundTests",
            dependencies: ["CounterPlayground", "counter", "PrexTesting", "TerminalKit", "TestSupport"]
        ),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            // `any P` spelled out, so existential costs are visible in the code.
            .enableUpcomingFeature("ExistentialAny"),
            // A file sees only the modules it imports itself.
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
