// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Prex",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Prex", targets: ["Prex"])
    ],
    targets: [
        // Library
        .target(name: "Prex"),

        // Tests
        .testTarget(name: "PrexTests", dependencies: ["Prex"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        // `any P` spelled out, so existential costs are visible in the code.
        .enableUpcomingFeature("ExistentialAny"),
        // A file sees only the modules it imports itself.
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
