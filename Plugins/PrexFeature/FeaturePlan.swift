import Foundation

/// The files a request generates, checked against what the package holds before anything is written.
struct FeaturePlan {
    let files: [GeneratedFile]
    /// Files an earlier run generated for the feature that this one does not write (another variant's view or
    /// model): `--force` removes them, since they would no longer build beside the new files. Recognised by their
    /// first line (``GeneratedFile/isGenerated(_:feature:)``), in the feature's folder only.
    let stale: [URL]
    /// The parents' files a child's wiring changes (``Wiring``): added to the parent it is wired into, taken out of
    /// the parents an earlier run wired it into.
    let edits: [EditedFile]

    /// Lays out the files of `request` and checks that they may be written.
    ///
    /// - Throws: ``FeatureError/duplicateFileName(existing:generated:)`` when a module already has a file of
    ///   the same name elsewhere; ``FeatureError/existingFiles(_:)`` when files exist, or files an earlier run
    ///   generated that this one would remove, and `request.force` is false; the errors of a parent that cannot be
    ///   wired or unwired (``parentEdits(_:target:layout:)``).
    init(_ request: FeatureRequest, layout: FeatureLayout) throws {
        let name = request.name
        let source = layout.sourceDirectory
        let target = source.deletingLastPathComponent()
        func file(named fileName: String, in folder: URL = source, _ contents: String) -> GeneratedFile {
            GeneratedFile(url: folder.appending(path: "\(fileName).swift"), feature: name, contents: contents)
        }
        // A feature generated again keeps the children wired into it: a slice's lines, and its containers (the
        // files of its destinations and its stack, left as they are) with the lines that hold them.
        let children = Wiring.children(of: name, in: target)
        let containers = Self.containers(of: name, in: target)
        func withChildren(_ text: String, _ part: Wiring.Part) -> String {
            let slices = children.filter { $0.kind == .slice }.reduce(text) { $1.adding(to: $0, part) ?? $0 }
            return containers.reduce(slices) { $1.wiring.adding($1.wiring.containerLines(part), to: $0, part) ?? $0 }
        }
        let view =
            switch (request.view, request.parent) {
            case (_, let parent?):
                file(named: name.view, Templates.childView(name, request.presenter, parent: parent, kind: request.kind))
            case (.plain, nil): file(named: name.view, Templates.plainView(name, request.presenter))
            case (.uikit, nil):
                file(named: name.viewController, Templates.uikitViewController(name, request.presenter))
            case (.observable, nil): file(named: name.model, Templates.observableModel(name, request.presenter))
            }
        let presenter =
            switch (request.presenter, request.view) {
            case (.extension, .observable): Templates.presenterExtension(name) + Templates.presenterAlias(name)
            case (.extension, _): Templates.presenterExtension(name)
            case (.subclass, _): Templates.presenterSubclass(name)
            }
        var files = [
            file(named: name.state, withChildren(Templates.state(name), .state)),
            file(named: name.action, withChildren(Templates.action(name), .action)),
            file(named: name.mutation, withChildren(Templates.mutation(name), .mutation)),
            file(named: name.presenter, presenter),
            view,
            file(
                named: name.tests, in: layout.testDirectory,
                Templates.tests(
                    name, module: layout.moduleName, request.presenter, request.view, parent: request.parent,
                    kind: request.kind)),
        ]
        if let parent = request.parent {
            files.append(
                GeneratedFile(
                    url: Wiring.fileURL(parent: parent, child: name, in: target), feature: name,
                    contents: Templates.wiring(Wiring(parent: parent, child: name, kind: request.kind))))
        }
        self.files = files
        stale = Self.generatedFiles(of: name, in: source, except: files.map(\.url) + containers.map(\.url))
        edits = try Self.parentEdits(request, target: target, layout: layout)
        try checkFileNamesAreFree(in: layout)
        let existing = files.map(\.url).filter {
            FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
        }
        if !(existing + stale).isEmpty && !request.force {
            throw FeatureError.existingFiles((existing + stale).map(layout.relativePath))
        }
    }

    /// The new contents of the parents' files: without the lines that wired the feature into the parents it had
    /// (with `--force`: the parents' files that do not exist any more are left alone), with the lines that wire it
    /// into `request.parent`.
    ///
    /// - Throws: ``FeatureError/alreadyWired(child:parent:path:)``, ``FeatureError/wiredTheOtherWay(child:parent:path:)``,
    ///   ``FeatureError/unknownParent(_:target:missing:)``, ``FeatureError/parentNotGenerated(_:path:)``,
    ///   ``FeatureError/nameTaken(_:path:)``, ``FeatureError/parentUnrecognised(path:line:)`` or
    ///   ``FeatureError/cannotUnwire(child:path:)``.
    private static func parentEdits(
        _ request: FeatureRequest, target: URL, layout: FeatureLayout
    ) throws -> [EditedFile] {
        let name = request.name
        let previousParents = Wiring.parents(of: name, in: target)
        if let parent = request.parent {
            if previousParents.contains(where: { $0.parent.base == parent.base }) && !request.force {
                let url = Wiring.fileURL(parent: parent, child: name, in: target)
                throw FeatureError.alreadyWired(child: name.base, parent: parent.base, path: layout.relativePath(url))
            }
            if let link = link(from: parent, upTo: name, in: target) {
                throw FeatureError.wiredTheOtherWay(
                    child: name.base, parent: parent.base, path: layout.relativePath(link))
            }
        }
        var original: [URL: String] = [:]
        var texts: [URL: String] = [:]
        var created: Set<URL> = []
        func url(_ wiring: Wiring, _ part: Wiring.Part) -> URL {
            target.appending(path: "\(wiring.parent.base)/\(wiring.fileName(part)).swift")
        }
        func text(at url: URL) -> String? {
            if let text = texts[url] { return text }
            guard let data = FileManager.default.contents(atPath: url.path(percentEncoded: false)) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            original[url] = text
            return text
        }
        if request.force {
            for wiring in previousParents {
                for part in wiring.childParts {
                    let url = url(wiring, part)
                    guard let current = text(at: url) else { continue }
                    guard let removed = wiring.removing(from: current, part) else {
                        throw FeatureError.cannotUnwire(child: name.base, path: layout.relativePath(url))
                    }
                    texts[url] = removed
                }
            }
        }
        if let parent = request.parent {
            let wiring = Wiring(parent: parent, child: name, kind: request.kind)
            // A destination or a stack element goes into its container, made with the first child of its kind.
            var parts = wiring.childParts
            if wiring.container != nil {
                let containerURL = url(wiring, .caseState)
                if texts[containerURL] == nil && text(at: containerURL) == nil {
                    parts = [.state, .action, .mutation] + parts
                    created.insert(containerURL)
                    texts[containerURL] = GeneratedFile.header(parent) + Templates.container(wiring)
                    original[containerURL] = ""
                }
            }
            for part in parts {
                let url = url(wiring, part)
                let path = layout.relativePath(url)
                guard let current = text(at: url) else {
                    throw FeatureError.unknownParent(parent.base, target: request.target, missing: path)
                }
                guard created.contains(url) || GeneratedFile.isGenerated(url, feature: parent) else {
                    throw FeatureError.parentNotGenerated(parent.base, path: path)
                }
                let isContainerLine = wiring.childParts.contains(part) == false
                let lines = isContainerLine ? wiring.containerLines(part) : wiring.lines(part)
                let declared =
                    isContainerLine
                    ? wiring.declaresName(wiring.containerProperty, in: current, part)
                    : wiring.declaresChildName(in: current, part)
                if declared {
                    throw FeatureError.nameTaken(isContainerLine ? wiring.containerProperty : name.property, path: path)
                }
                guard let added = wiring.adding(lines, to: current, part) else {
                    throw FeatureError.parentUnrecognised(path: path, line: wiring.anchor(part).opening.trimmed)
                }
                texts[url] = added
            }
        }
        return texts.filter { original[$0.key] != $0.value }
            .map { EditedFile(url: $0.key, contents: $0.value, created: created.contains($0.key)) }
            .sorted { $0.url.path < $1.url.path }
    }

    /// The containers of `parent` (its destinations' and its stack's enums) that an earlier run wrote, each with
    /// the wiring of its kind.
    private static func containers(of parent: FeatureName, in target: URL) -> [(wiring: Wiring, url: URL)] {
        [ChildKind.destination, .stackElement].compactMap { kind in
            let wiring = Wiring(parent: parent, child: parent, kind: kind)
            let url = target.appending(path: "\(parent.base)/\(wiring.fileName(.caseState)).swift")
            return GeneratedFile.isGenerated(url, feature: parent) ? (wiring, url) : nil
        }
    }

    /// The wiring file through which `feature` is, directly or through its own parents, a child of `ancestor`;
    /// `nil` when it is not.
    private static func link(from feature: FeatureName, upTo ancestor: FeatureName, in target: URL) -> URL? {
        var pending = [feature]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            for parent in Wiring.parents(of: next, in: target).map(\.parent) where seen.insert(parent.base).inserted {
                if parent.base == ancestor.base {
                    return Wiring.fileURL(parent: parent, child: next, in: target)
                }
                pending.append(parent)
            }
        }
        return nil
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

extension String {
    /// The string without the spaces around it.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
