import Foundation

/// The files a request generates, checked against what the package holds before anything is written.
struct FeaturePlan {
    let files: [GeneratedFile]

    /// Lays out the files of `request` and checks that they may be written.
    ///
    /// - Throws: ``FeatureError/duplicateFileName(existing:generated:)`` when a module already has a file of
    ///   the same name elsewhere; ``FeatureError/existingFiles(_:)`` when files exist and `request.force` is
    ///   false.
    init(_ request: FeatureRequest, layout: FeatureLayout) throws {
        let name = request.name
        let source = layout.sourceDirectory
        let view: GeneratedFile
        switch request.view {
        case .plain:
            view = GeneratedFile(
                url: source.appending(path: "\(name.view).swift"),
                contents: Templates.plainView(name, request.presenter))
        case .uikit:
            view = GeneratedFile(
                url: source.appending(path: "\(name.viewController).swift"),
                contents: Templates.uikitViewController(name, request.presenter))
        case .observable:
            view = GeneratedFile(
                url: source.appending(path: "\(name.model).swift"),
                contents: Templates.observableModel(name, request.presenter))
        }
        let presenter =
            switch (request.presenter, request.view) {
            case (.extension, .observable): Templates.presenterExtension(name) + Templates.presenterAlias(name)
            case (.extension, _): Templates.presenterExtension(name)
            case (.subclass, _): Templates.presenterSubclass(name)
            }
        files = [
            GeneratedFile(url: source.appending(path: "\(name.state).swift"), contents: Templates.state(name)),
            GeneratedFile(url: source.appending(path: "\(name.action).swift"), contents: Templates.action(name)),
            GeneratedFile(url: source.appending(path: "\(name.mutation).swift"), contents: Templates.mutation(name)),
            GeneratedFile(url: source.appending(path: "\(name.presenter).swift"), contents: presenter),
            view,
            GeneratedFile(
                url: layout.testDirectory.appending(path: "\(name.tests).swift"),
                contents: Templates.tests(name, module: layout.moduleName, request.presenter, request.view)),
        ]
        try checkFileNamesAreFree(in: layout)
        let existing = files.map(\.url).filter {
            FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
        }
        if !existing.isEmpty && !request.force {
            throw FeatureError.existingFiles(existing.map(layout.relativePath))
        }
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
