// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Prex",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    // Libraries only. The example, the playground and the benchmark are executable targets of this (root)
    // package, so `swift run github-search`, `swift run counter` and `swift run -c release prex-bench` work from
    // a clone without exporting them to the packages that depend on Prex.
    products: [
        .library(name: "Prex", targets: ["Prex"]),
        .library(name: "PrexTesting", targets: ["PrexTesting"]),
        .library(name: "PrexObservation", targets: ["PrexObservation"]),
        .plugin(name: "prex-feature", targets: ["PrexFeature"]),
    ],
    targets: [
        // Library
        .target(name: "Prex", dependencies: ["PrexValueIdentity", "PrexDump"]),
        // The byte-level value identity the core's diffs rely on: two values with the same bytes are the same
        // value (`ValueAddress`), and the common ends of two arrays found in place (`CollectionEnds`); the unsafe
        // code is in its `Unsafe/`. Not a product (package access only).
        .target(name: "PrexValueIdentity"),
        // The dump and diff engine of the debug log and of PrexTesting's `expectNoDifference`, read through
        // `Mirror`: not the dispatch path, and not a product (package access only).
        .target(name: "PrexDump", dependencies: ["PrexValueIdentity", "PrexEscaping"]),
        // The spelling-out of the characters a terminal must not get raw (controls, bidirectional format
        // characters, invisible ones), shared by the debug log's dump and the terminal programs (through
        // TerminalKit's `escapedForTerminal`), so both show a character the same way. Not a product (package
        // access only).
        .target(name: "PrexEscaping"),
        // Test helpers for apps that use Prex: link it into test targets only (it imports XCTest and Testing).
        .target(name: "PrexTesting", dependencies: ["Prex", "PrexDump"]),
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
                            + "(usage: prex-feature NAME --target TARGET [--parent PARENT] [--subclass] [--uikit] "
                            + "[--observable] [--force])"
                    )
                ]
            )
        ),

        // The terminal layer of the programs below (the example, the playground, the benchmark): keys, raw mode,
        // width, writing, the colour rule, the command-line parser, the escaping of user text; not a product.
        // The programs import the library's products and TerminalKit only, never a library target that is not a
        // product (`.ci/lint-program-imports` checks it).
        .target(name: "TerminalKit", dependencies: ["PrexEscaping"]),

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
        .executableTarget(
            name: "counter", dependencies: ["CounterPlayground", "TerminalKit"], path: "Playground/Sources/counter"),

        // Benchmarks: `swift run -c release prex-bench`
        .executableTarget(
            name: "prex-bench",
            dependencies: ["Prex", "PrexObservation", "GitHubSearch", "TerminalKit", "CMallocStatistics"],
            path: "Benchmarks/Sources/prex-bench"
        ),
        // The C allocator's statistics for the benchmark's heap rows (glibc's `mallinfo2`, which Swift's Glibc module
        // leaves out): a module map over the system's header, nothing compiled.
        .systemLibrary(name: "CMallocStatistics", path: "Benchmarks/Sources/CMallocStatistics"),

        // Tests
        // Helpers the test targets share: running built executables (also on a pseudo-terminal), seeded random
        // numbers, the Tally feature, a thread-safe recorder, the programs' command lines parsed, temporary folders
        // removed after use.
        .target(name: "TestSupport", dependencies: ["Prex", "TerminalKit"], path: "Tests/TestSupport"),
        // PrexObservation and the SwiftUI stand-in are built for DocumentationSampleTests, which type-checks the
        // SwiftUI samples against them.
        .testTarget(
            name: "PrexTests",
            dependencies: [
                "Prex", "PrexTesting", "PrexObservation", "SwiftUIStandIn", "CounterFeature", "TestSupport",
                "prex-persistence-probe",
            ]
        ),
        // A process that keeps a list in a file, for the persistence tests that kill it mid-write or write the file
        // from two processes in turn.
        .executableTarget(name: "prex-persistence-probe", dependencies: ["Prex"], path: "Tests/PersistenceProbe"),
        // These two import no helper: without TestSupport (which waits for Prex) they compile beside Prex.
        .testTarget(name: "PrexValueIdentityTests", dependencies: ["PrexValueIdentity"]),
        .testTarget(name: "PrexDumpTests", dependencies: ["PrexDump", "PrexValueIdentity"]),
        .testTarget(name: "PrexEscapingTests", dependencies: ["PrexEscaping"]),
        .testTarget(name: "PrexTestingTests", dependencies: ["Prex", "PrexTesting", "TestSupport"]),
        .testTarget(name: "PrexObservationTests", dependencies: ["Prex", "PrexObservation", "TestSupport"]),
        // SwiftUI does not exist on Linux: a stand-in declares the SwiftUI names Prex's would collide with, and a
        // feature module holds the README's counter, so that a SwiftUI-shaped test file compiles without Prex. The
        // counter is the tests' only one: PrexTests uses it too, and compiles its text with the documents' samples.
        .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
        .target(name: "CounterFeature", dependencies: ["Prex"], path: "Tests/CounterFeature"),
        .testTarget(
            name: "SwiftUIStandInTests",
            dependencies: ["SwiftUIStandIn", "CounterFeature", "PrexObservation", "TestSupport"]
        ),
        .testTarget(
            name: "GitHubSearchTests",
            dependencies: ["GitHubSearch", "github-search", "PrexTesting", "TerminalKit", "TestSupport"]
        ),
        .testTarget(
            name: "CounterPlaygroundTests",
            dependencies: ["CounterPlayground", "counter", "PrexTesting", "TerminalKit", "TestSupport"]
        ),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"]),
        .testTarget(name: "PrexBenchTests", dependencies: ["prex-bench", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Plugins and system libraries (a module map) take no Swift settings.
for target in package.targets where target.type != .plugin && target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            // `any P` spelled out, so existential costs are visible in the code.
            .enableUpcomingFeature("ExistentialAny"),
            // A file sees only the modules it imports itself.
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
