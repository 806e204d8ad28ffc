import Foundation

/// The files a request generates, checked against what the package holds before anything is written.
struct FeaturePlan {
    let files: [GeneratedFile]
    /// Files an earlier run generated for the feature that this one does not write (another variant's view or
    /// model): `--force` removes them, since they would no longer build beside the new files. Recognised by their
    /// first line (``GeneratedFile/isGenerated(_:feature:)``), in the feature's folder only.
    let stale: [URL]

    /// Lays out the files of `request` and checks that they may be written.
    ///
    /// - Throws: ``FeatureError/duplicateFileName(existing:generated:)`` when a module already has a file of
    ///   the same name elsewhere; ``FeatureError/existingFiles(_:)`` when files exist, or files an earlier run
    ///   generated that this one would remove, and `request.force` is false.
    init(_ request: FeatureRequest, layout: FeatureLayout) throws {
        let name = request.name
        let source = layout.sourceDirectory
        func file(named fileName: String, in folder: URL = source, _ contents: String) -> GeneratedFile {
            GeneratedFile(url: folder.appending(path: "\(fileName).swift"), feature: name, contents: contents)
        }
        let view =
            switch request.view {
            case .plain: file(named: name.view, Templates.plainView(name, request.presenter))
            case .uikit: file(named: name.viewController, Templates.uikitViewController(name, request.presenter))
            case .observable: file(named: name.model, Templates.observableModel(name, request.presenter))
            }
        let presenter =
            switch (request.presenter, request.view) {
            case (.extension, .observable): Templates.presenterExtension(name) + Templates.presenterAlias(name)
            case (.extension, _): Templates.presenterExtension(name)
            case (.subclass, _): Templates.presenterSubclass(name)
            }
        files = [
            file(named: name.state, Templates.state(name)),
            file(named: name.action, Templates.action(name)),
            file(named: name.mutation, Templates.mutation(name)),
            file(named: name.presenter, presenter),
            view,
            file(
                named: name.tests, in: layout.testDirectory,
                Templates.tests(name, module: layout.moduleName, request.presenter, request.view)),
        ]
        stale = Self.generatedFiles(of: name, in: source, except: files.map(\.url))
        try checkFileNamesAreFree(in: layout)
        let existing = files.map(\.url).filter {
            FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
        }
        if !(existing + stale).isEmpty && !request.force {
            throw FeatureError.existingFiles((existing + stale).map(layout.relativePath))
        }
    }

    /// The Swift files directly in `folder` that the plugin generated for the feature `name`, but those in `kept`.
    private static func generatedFiles(of name: FeatureName, in folder: URL, except kept: [URL]) -> [URL] {
        let keptPaths = Set(kept.map(\.standardizedFileURL.path))
        let contents =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
        return
            contents
            .filter { $0.pathExtension == "swift" && !keptPaths.contains($0.standardizedFileURL.path) }
            .filter { GeneratedFile.isGenerated($0, feature: name) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Swift refuses a module with two files of the same name, in different folders: check the targets' sources.
    private func checkFileNamesAreFree(in layout: FeatureLayout) throws {
        let generated = Dictionary(uniqueKeysWithValues: files.map { ($0.url.lastPathComponent, $0.url) })
        for module in layout.modules {
            for file in module.sourceFiles {
                let name = file.url.lastPathComponent
                if let url = generated[name], url.standardizedFileURL != file.url.standardizedFileURL {
                    throw FeatureError.duplicateFileName(existing: layout.relativePath(file.url), generated: name)
                }
            }
        }
    }
}
