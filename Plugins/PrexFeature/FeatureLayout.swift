import Foundation
import PackagePlugin

/// Where a feature's files go, found from the package's targets.
struct FeatureLayout {
    /// The package's directory; paths are shown relative to it.
    let packageDirectory: URL
    /// `TARGET/NAME/`, in the target's own directory (its `path:` in the manifest).
    let sourceDirectory: URL
    /// The directory of the test target that depends on the target, or `Tests/TARGETTests/`.
    let testDirectory: URL
    /// The module the tests `@testable import`.
    let moduleName: String
    /// The Swift source targets the feature's files must not share a file name with.
    let modules: [SwiftSourceModuleTarget]
    /// Lines to print after writing: what the package still needs for the feature to build and be tested.
    let notes: [String]

    /// Finds the layout for a feature named `name` in the target named `targetName`, whose generated code
    /// imports the products named in `libraries` (`Prex`, and `PrexObservation` for an observable model).
    ///
    /// - Throws: ``FeatureError/unknownTarget(_:available:)`` or ``FeatureError/unsupportedTarget(_:reason:)``.
    init(package: Package, targetName: String, name: FeatureName, libraries: [String]) throws {
        let swiftTargets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        guard let found = package.targets.first(where: { $0.name == targetName }) else {
            throw FeatureError.unknownTarget(targetName, available: swiftTargets.map(\.name).sorted())
        }
        guard let target = found as? SwiftSourceModuleTarget else {
            throw FeatureError.unsupportedTarget(targetName, reason: "is not a Swift source target")
        }
        switch target.kind {
        case .generic, .executable:
            break
        case .test:
            throw FeatureError.unsupportedTarget(targetName, reason: "is a test target")
        case .macro, .snippet:
            throw FeatureError.unsupportedTarget(targetName, reason: "is a \(target.kind) target")
        @unknown default:
            throw FeatureError.unsupportedTarget(targetName, reason: "is not a library or executable target")
        }
        packageDirectory = package.directoryURL
        sourceDirectory = target.directoryURL.appending(path: name.base, directoryHint: .isDirectory)
        moduleName = target.moduleName

        var notes: [String] = []
        for library in libraries where !Self.reaches(library, from: target.dependencies) {
            notes.append(
                "add .product(name: \"\(library)\", package: \"Prex\") to the dependencies of target '\(targetName)'")
        }
        let testTargets = swiftTargets.filter { candidate in
            candidate.kind == .test
                && candidate.dependencies.contains { dependency in
                    if case .target(let dependedOn) = dependency { return dependedOn.name == targetName }
                    return false
                }
        }
        let testTarget = testTargets.first { $0.name == targetName + "Tests" } ?? testTargets.first
        if let testTarget {
            testDirectory = testTarget.directoryURL
            modules = [target, testTarget]
            if !Self.reaches("PrexTesting", from: testTarget.dependencies) {
                notes.append(
                    "add .product(name: \"PrexTesting\", package: \"Prex\") to the dependencies of test target "
                        + "'\(testTarget.name)'")
            }
        } else {
            testDirectory = package.directoryURL.appending(
                path: "Tests/\(targetName)Tests", directoryHint: .isDirectory)
            modules = [target]
            notes.append(
                "no test target depends on '\(targetName)': add .testTarget(name: \"\(targetName)Tests\", "
                    + "dependencies: [\"\(targetName)\", .product(name: \"PrexTesting\", package: \"Prex\")])")
        }
        self.notes = notes
    }

    /// The path of `url` relative to the package directory, for messages.
    func relativePath(_ url: URL) -> String {
        let base = packageDirectory.standardizedFileURL.path(percentEncoded: false)
        let path = url.standardizedFileURL.path(percentEncoded: false)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether a module named `module` is among `dependencies` or what they depend on.
    private static func reaches(_ module: String, from dependencies: [TargetDependency]) -> Bool {
        var pending = dependencies
        var seen: Set<String> = []
        while let dependency = pending.popLast() {
            let targets: [any Target]
            switch dependency {
            case .target(let target):
                targets = [target]
            case .product(let product):
                targets = product.targets
            @unknown default:
                targets = []
            }
            for target in targets where seen.insert(target.id).inserted {
                if (target as? any SourceModuleTarget)?.moduleName == module { return true }
                pending += target.dependencies
            }
        }
        return false
    }
}
