import Foundation
import TestSupport
import Testing

/// Every ```` ```swift ```` block of the README and of the DocC catalogs compiles against the built modules, so
/// that no sample drifts from the API (see ``DocumentSamples`` for how blocks are grouped and marked).
///
/// The compiler is the toolchain's `swiftc` (found on `PATH`, as `swift test` has it), type-checking against
/// the modules of this build (`Modules/` beside the test bundle, whatever the configuration, sanitizer or
/// scratch path). Type-checking is what a sample needs; nothing is linked or run.
@Suite(.timeLimit(.minutes(5)))
struct DocumentationSampleTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file of every DocC catalog under `Sources/`, relative to the root.
    static let documents: [String] = {
        var found = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "md", url.path.contains(".docc/") {
                found.append(String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        return found.sorted()
    }()

    @Test func everyDocCCatalogIsChecked() {
        #expect(Self.documents.contains("Sources/Prex/Prex.docc/Prex.md"))
        #expect(Self.documents.contains("Sources/PrexTesting/PrexTesting.docc/PrexTesting.md"))
        #expect(Self.documents.contains { $0.hasPrefix("Sources/Prex/Prex.docc/Articles/") })
    }

    @Test(arguments: documents)
    func theSamplesCompile(document: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let samples = try DocumentSamples(markdown: markdown)
        try withTemporaryFolder { folder in
            // The story: every block not marked otherwise, in order, in one file (as an app declares a feature's
            // types in one file, so that an extension may add a synthesized conformance), with the stand-ins.
            let story = samples.blocks.enumerated().filter { $0.element.kind == .story }
            if !story.isEmpty {
                let text = story.map { number, block in Self.swiftFile(block, document: document, number: number) }
                    .joined(separator: "\n")
                try Self.typeCheck(
                    [(name: "Story.swift", text: text)], standIns: try SampleStandIns.source(for: text), in: folder,
                    label: "story"
                )
            }
            for (number, block) in samples.blocks.enumerated() {
                switch block.kind {
                case .story:
                    continue
                case .separate:
                    let file = (
                        name: "sample\(number).swift", text: Self.swiftFile(block, document: document, number: number)
                    )
                    try Self.typeCheck(
                        [file], standIns: try SampleStandIns.source(for: file.text), in: folder,
                        label: "separate\(number)"
                    )
                case .packageArguments:
                    try Self.typeCheckManifest(block, document: document, in: folder, label: "manifest\(number)")
                case .notCompiled:
                    continue
                }
            }
        }
    }

    /// A block as a file of the samples' module, with the imports every sample file has.
    ///
    /// A separate block that imports modules itself is a whole file and keeps exactly its imports (a SwiftUI
    /// sample must not see Prex's `View`); every other block gets the imports of ``SampleStandIns/imports``.
    /// Imports of modules that do not exist here are replaced as ``SampleStandIns/replacingImport(_:)`` says.
    private static func swiftFile(_ block: DocumentSamples.Block, document: String, number: Int) -> String {
        let ownImports = block.kind == .separate && block.lines.contains { $0.hasPrefix("import ") }
        let text =
            (ownImports ? "" : SampleStandIns.imports + "\n") + block.swiftFile(document: document, number: number)
        return text.components(separatedBy: "\n").map(SampleStandIns.replacingImport).joined(separator: "\n")
    }

    /// Type-checks `files` with the stand-ins as one module; records the compiler's output as the issue.
    private static func typeCheck(
        _ files: [(name: String, text: String)], standIns: String, in folder: URL, label: String
    ) throws {
        let unit = folder.appendingPathComponent(label)
        try FileManager.default.createDirectory(at: unit, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files + [(name: "StandIns.swift", text: standIns)] {
            let url = unit.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        let modules = BuiltProducts.directory.appendingPathComponent("Modules").path
        let names = ["-module-name", "DocumentSamples", "-package-name", "DocumentSamples"]
        try run(["-typecheck", "-swift-version", "6"] + names + ["-I", modules] + paths, in: folder)
    }

    /// Type-checks a block of `Package(…)` arguments against the toolchain's PackageDescription.
    private static func typeCheckManifest(
        _ block: DocumentSamples.Block, document: String, in folder: URL, label: String
    ) throws {
        let manifest = folder.appendingPathComponent("\(label).swift")
        // The two lines before the block's are numbered so that the block's lines keep their numbers.
        let text =
            (["import PackageDescription", "#sourceLocation(file: \"\(document)\", line: \(block.firstLine - 2))"]
            + ["let package = Package(", "name: \"MyApp\","] + block.lines + [")"])
            .joined(separator: "\n")
        try Data(text.utf8).write(to: manifest)
        let manifestAPI = try resourceFolder(in: folder).appendingPathComponent("pm/ManifestAPI").path
        try run(
            ["-typecheck", "-package-description-version", "6.0", "-I", manifestAPI, manifest.path], in: folder
        )
    }

    /// Runs the toolchain's `swiftc` with `arguments`; a non-zero status is a test failure showing its errors.
    private static func run(_ arguments: [String], in folder: URL) throws {
        let outcome = try ChildProcess.run(
            try swiftc(), arguments, environment: try compilerEnvironment(in: folder), deadlineSeconds: 240
        )
        #expect(outcome.status == 0 && !outcome.timedOut, "\(outcome.errors)\(outcome.output)")
    }

    /// This process's environment, with `TMPDIR` set to `swiftc-temporary/` in `folder`: the compiler's own
    /// temporary files (a `TemporaryDirectory.*` folder for each run, even `-print-target-info`) go there and are
    /// removed with the folder.
    private static func compilerEnvironment(in folder: URL) throws -> [String: String] {
        let temporary = folder.appendingPathComponent("swiftc-temporary")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        return environment
    }

    /// `swiftc` on `PATH`.
    private static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "no swiftc on PATH (\(path))")
    }

    /// The toolchain's resource folder (`usr/lib/swift`), where PackageDescription lives under `pm/`; asked of a
    /// `swiftc` whose temporary files go into `folder`.
    private static func resourceFolder(in folder: URL) throws -> URL {
        let info = try ChildProcess.run(
            try swiftc(), ["-print-target-info"], environment: try compilerEnvironment(in: folder)
        )
        let json = try #require(try JSONSerialization.jsonObject(with: info.standardOutput) as? [String: Any])
        let paths = try #require(json["paths"] as? [String: Any])
        return URL(fileURLWithPath: try #require(paths["runtimeResourcePath"] as? String))
    }
}
