// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Prex",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Prex", targets: ["Prex"]),
        .library(name: "PrexTesting", targets: ["PrexTesting"]),
        .library(name: "PrexObservation", targets: ["PrexObservation"]),
        .plugin(name: "prex-feature", targets: ["PrexFeature"]),
        .executable(name: "github-search", targets: ["github-search"]),
        .executable(name: "counter", targets: ["counter"]),
        .executable(name: "prex-bench", targets: ["prex-bench"]),
    ],
    targets: [
        // Library
        .target(name: "Prex"),
        // Test helpers for apps that use Prex: link it into test targets only (it imports XCTest and Testing).
        .target(name: "PrexTesting", dependencies: ["Prex"]),
        // The observable passive view for SwiftUI and Observation; it does not re-export Prex, so a SwiftUI file
        // that imports it does not see Prex's `View` and `State`.
        .target(name: "PrexObservation", dependencies: ["Prex"]),

        // `swift package --allow-writing-to-package-directory prex-feature NAME --target TARGET`: generates a feature.
        .plugin(
            name: "PrexFeature",
            capability: .command(
                intent: .custom(
                    verb: "prex-feature",
                    description: "Generates a Prex feature: state, action, mutation, presenter, view and tests."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "prex-feature writes the feature's files into the target's directory and its tests "
                            + "(usage: prex-feature NAME --target TARGET [--subclass] [--uikit] [--observable] "
                            + "[--force])"
                    )
                ]
            )
        ),

        // Raw mode for the terminal programs below (the example and the playground); not a product.
        .target(name: "TerminalKit"),

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
            name: "CounterPlayground", dependencies: ["Prex", "PrexObservation", "TerminalKit"],
            path: "Playground/Sources/CounterPlayground"
        ),
        .executableTarget(name: "counter", dependencies: ["CounterPlayground"], path: "Playground/Sources/counter"),

        // Benchmarks: `swift run -c release prex-bench`
        .executableTarget(
            name: "prex-bench", dependencies: ["Prex", "PrexObservation"], path: "Benchmarks/Sources/prex-bench"
        ),

        // Tests
        // Helpers the test targets share: running built executables (also on a pseudo-terminal), seeded random
        // numbers, the Tally feature, a thread-safe recorder.
        .target(name: "TestSupport", dependencies: ["Prex"], path: "Tests/TestSupport"),
        .testTarget(name: "PrexTests", dependencies: ["Prex", "PrexTesting", "TestSupport"]),
        .testTarget(name: "PrexTestingTests", dependencies: ["Prex", "PrexTesting", "TestSupport"]),
        .testTarget(name: "PrexObservationTests", dependencies: ["Prex", "PrexObservation", "TestSupport"]),
        // SwiftUI does not exist on Linux: a stand-in declares the SwiftUI names Prex's would collide with, and a
        // feature module holds the README's counter, so that a SwiftUI-shaped test file compiles without Prex.
        .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
        .target(name: "CounterFeature", dependencies: ["Prex"], path: "Tests/CounterFeature"),
        .testTarget(
            name: "SwiftUIStandInTests",
            dependencies: ["SwiftUIStandIn", "CounterFeature", "PrexObservation", "TestSupport"]
        ),
        .testTarget(
            name: "GitHubSearchTests",
            dependencies: ["GitHubSearch", "github-search", "PrexTesting", "TestSupport"]
        ),
        .testTarget(
            name: "CounterPlaygroundTests",
            dependencies: ["CounterPlayground", "counter", "PrexTesting", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {  // plugins take no Swift settings
    target.swiftSettings = (target.swiftSettings ?? []) + [
        // `any P` spelled out, so existential costs are visible in the code.
        .enableUpcomingFeature("ExistentialAny"),
        // A file sees only the modules it imports itself.
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
