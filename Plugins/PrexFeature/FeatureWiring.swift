import Foundation

/// The lines `--parent` adds to a parent feature's state, action and mutation for one child, and how a later run
/// finds them again to take them out.
///
/// Swift lets an extension add neither a stored property nor an enum case, so the child's slice, its action case
/// and its call in the parent's mutation go into the parent's own files: each block right before the end of a
/// declaration the plugin wrote (`struct ParentState: State, Equatable {`, `enum ParentAction: Action, Equatable {`,
/// and the `switch action {` of `ParentMutation.mutate(action:state:)`). Everything else (the ``ActionCase``, the
/// presenter's scoped Flux) goes into a file of the child's, `CHILD/PARENT+CHILD.swift`, whose name says which
/// parent the child is wired into.
struct Wiring {
    /// One of the parent's files that a child's wiring changes.
    enum Part: CaseIterable {
        case state
        case action
        case mutation
    }

    let parent: FeatureName
    let child: FeatureName

    /// The file name of the part's file in the parent's folder.
    func fileName(_ part: Part) -> String {
        switch part {
        case .state: parent.state
        case .action: parent.action
        case .mutation: parent.mutation
        }
    }

    /// The line that opens the declaration the child's lines go into, and the line that closes it.
    func anchor(_ part: Part) -> (opening: String, closing: String) {
        switch part {
        case .state: ("struct \(parent.state): State, Equatable {", "}")
        case .action: ("enum \(parent.action): Action, Equatable {", "}")
        case .mutation: ("        switch action {", "        }")
        }
    }

    /// The child's lines in the part's file.
    func lines(_ part: Part) -> [String] {
        switch part {
        case .state:
            [
                "",
                "    /// The \(child.base) feature's slice: its screen shows it through `\(child.fluxMethod)()`.",
                "    var \(child.property) = \(child.state)()",
            ]
        case .action:
            [
                "",
                "    /// An action of the \(child.base) feature: \(child.mutation) applies it to `\(child.property)`.",
                "    case \(child.property)(\(child.action))",
            ]
        case .mutation:
            [
                "        case .\(child.property)(let action):",
                "            \(child.mutation)().mutate(action: action, state: &state.\(child.property))",
            ]
        }
    }

    /// `text` with the child's lines added at the end of the part's declaration, or `nil` when the declaration is
    /// not there (its opening line, or a closing line after it, is gone).
    func adding(to text: String, _ part: Part) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let closing = closingLine(of: part, in: lines) else { return nil }
        lines.insert(contentsOf: self.lines(part), at: closing)
        return lines.joined(separator: "\n")
    }

    /// `text` without the child's lines, or `nil` when they are not there as this plugin wrote them.
    func removing(from text: String, _ part: Part) -> String? {
        var lines = text.components(separatedBy: "\n")
        let block = self.lines(part)
        guard let start = lines.indices.first(where: { lines[$0...].starts(with: block) }) else { return nil }
        lines.removeSubrange(start..<start + block.count)
        return lines.joined(separator: "\n")
    }

    /// Whether a declaration named like the child's property is in the part's text already: a property of the
    /// state, a case of the action.
    func declaresChildName(in text: String, _ part: Part) -> Bool {
        let name = child.property
        let prefixes: [String] =
            switch part {
            case .state: ["var \(name) ", "var \(name):", "let \(name) ", "let \(name):"]
            case .action: ["case \(name)(", "case \(name),"]
            case .mutation: []
            }
        return text.components(separatedBy: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed == "case \(name)" && part == .action || prefixes.contains { trimmed.hasPrefix($0) }
        }
    }

    /// The index of the line that closes the part's declaration: the first closing line after the opening one,
    /// which for the mutation is inside `mutate(action:state:)`.
    private func closingLine(of part: Part, in lines: [String]) -> Int? {
        var from = lines.startIndex
        if part == .mutation {
            let method = "    func mutate(action: \(parent.action), state: inout \(parent.state)) {"
            guard let found = lines.firstIndex(of: method) else { return nil }
            from = found
        }
        let (opening, closing) = anchor(part)
        guard let open = lines[from...].firstIndex(of: opening) else { return nil }
        return lines[(open + 1)...].firstIndex(of: closing)
    }
}

extension Wiring {
    /// The file of `child` that wires it into `parent`: `CHILD/PARENT+CHILD.swift` in `target`'s directory.
    static func fileURL(parent: FeatureName, child: FeatureName, in target: URL) -> URL {
        target.appending(path: "\(child.base)/\(parent.base)+\(child.base).swift")
    }

    /// The parents `child` is wired into: the generated `PARENT+CHILD.swift` files in the child's folder.
    static func parents(of child: FeatureName, in target: URL) -> [FeatureName] {
        let folder = target.appending(path: child.base, directoryHint: .isDirectory)
        let suffix = "+\(child.base).swift"
        return Self.contents(of: folder).compactMap { url in
            let fileName = url.lastPathComponent
            guard fileName.hasSuffix(suffix), GeneratedFile.isGenerated(url, feature: child) else { return nil }
            return try? FeatureName(String(fileName.dropLast(suffix.count)))
        }
    }

    /// The children wired into `parent`: the folders of `target` with a generated `PARENT+CHILD.swift`.
    static func children(of parent: FeatureName, in target: URL) -> [FeatureName] {
        Self.contents(of: target).compactMap { folder in
            guard let child = try? FeatureName(folder.lastPathComponent) else { return nil }
            let url = fileURL(parent: parent, child: child, in: target)
            return GeneratedFile.isGenerated(url, feature: child) ? child : nil
        }
    }

    /// The directory's entries, sorted by name; none when it cannot be read.
    private static func contents(of folder: URL) -> [URL] {
        let urls =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
        return urls.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
