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
    /// One of the files a child's wiring changes: the parent's state, action and mutation (a slice's lines, or the
    /// lines that hold a container), or the declarations of a container (`PARENTDestination.swift`,
    /// `PARENTPath.swift`: the state enum, the action enum, and the mutation that scopes each case).
    enum Part: CaseIterable {
        case state
        case action
        case mutation
        case caseState
        case caseAction
        case caseMutation
    }

    let parent: FeatureName
    let child: FeatureName
    var kind = ChildKind.slice

    /// The parts the child's own lines go into: the parent's files for a slice, its container's for a case.
    var childParts: [Part] {
        kind == .slice ? [.state, .action, .mutation] : [.caseState, .caseAction, .caseMutation]
    }

    /// The type of the enum of the child's kind (`PARENTDestination`, `PARENTPath`); `nil` for a slice.
    var container: String? {
        switch kind {
        case .slice: nil
        case .destination: parent.base + "Destination"
        case .stackElement: parent.base + "Path"
        }
    }

    /// The property of the parent's state, and the case of its action, that hold the container.
    var containerProperty: String { kind == .destination ? "destination" : "path" }

    /// The file name of the part's file in the parent's folder.
    func fileName(_ part: Part) -> String {
        switch part {
        case .state: parent.state
        case .action: parent.action
        case .mutation: parent.mutation
        case .caseState, .caseAction, .caseMutation: container ?? parent.base
        }
    }

    /// The line that opens the declaration the child's lines go into, and the line that closes it.
    func anchor(_ part: Part) -> (opening: String, closing: String) {
        let container = container ?? ""
        return switch part {
        case .state: ("struct \(parent.state): State, Equatable {", "}")
        case .action: ("enum \(parent.action): Action, Equatable {", "}")
        case .mutation: ("        switch action {", "        }")
        case .caseState: ("enum \(container): State, Equatable {", "}")
        case .caseAction: ("enum \(container)Action: Action, Equatable {", "}")
        case .caseMutation: ("    static let mutation = EmptyMutation<\(container)Action, \(container)>()", "}")
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
        case .caseState:
            ["    case \(child.property)(\(child.state))"]
        case .caseAction:
            ["    case \(child.property)(\(child.action))"]
        case .caseMutation:
            ["        .scope(case: .\(child.property), action: .\(child.property), \(child.mutation)())"]
        }
    }

    /// The lines that hold the container in the parent's state, action and mutation, written with its first child
    /// and kept after the last one leaves (an enum without cases builds, and is never open).
    func containerLines(_ part: Part) -> [String] {
        guard let container else { return [] }
        let property = containerProperty
        switch (kind, part) {
        case (.destination, .state):
            return [
                "",
                "    /// Where the \(parent.base) feature went: one of its destinations, or none when `nil`.",
                "    var destination: \(container)?",
            ]
        case (_, .state):
            return [
                "",
                "    /// The screens pushed on the \(parent.base) feature's navigation stack, bottom first.",
                "    var path = StackState<\(container)>()",
            ]
        case (.destination, .action):
            return [
                "",
                "    /// An action of the open destination, or `.dismiss`, which closes it: \(container) applies them.",
                "    case destination(PresentationAction<\(container)Action>)",
            ]
        case (_, .action):
            return [
                "",
                "    /// An action of a screen of the stack, a push or a pop: \(container) applies them.",
                "    case path(StackAction<\(container), \(container)Action>)",
            ]
        default:
            return [
                "        case .\(property)(let action):",
                "            \(container).mutate(action, in: &state)",
            ]
        }
    }

    /// `text` with `lines` added at the end of the part's declaration, or `nil` when the declaration is not there
    /// (its opening line, or a closing line after it, is gone).
    func adding(_ lines: [String], to text: String, _ part: Part) -> String? {
        var all = text.components(separatedBy: "\n")
        guard let closing = closingLine(of: part, in: all) else { return nil }
        all.insert(contentsOf: lines, at: closing)
        return all.joined(separator: "\n")
    }

    /// `text` with the child's lines added at the end of the part's declaration, or `nil` when the declaration is
    /// not there (its opening line, or a closing line after it, is gone).
    func adding(to text: String, _ part: Part) -> String? {
        adding(lines(part), to: text, part)
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
        declaresName(child.property, in: text, part)
    }

    /// Whether a declaration named `name` is in the part's text already.
    func declaresName(_ name: String, in text: String, _ part: Part) -> Bool {
        let prefixes: [String] =
            switch part {
            case .state: ["var \(name) ", "var \(name):", "let \(name) ", "let \(name):"]
            case .action, .caseState, .caseAction: ["case \(name)(", "case \(name),"]
            case .mutation, .caseMutation: []
            }
        // Only the part's own declaration: a container's file declares its state's cases and its action's alike.
        var lines = text.components(separatedBy: "\n")[...]
        if let open = lines.firstIndex(of: anchor(part).opening), let close = closingLine(of: part, in: Array(lines)) {
            lines = lines[open..<close]
        }
        return lines.contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed == "case \(name)" && part != .state || prefixes.contains { trimmed.hasPrefix($0) }
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

    /// The wirings of `child` into its parents: the generated `PARENT+CHILD.swift` files in the child's folder.
    static func parents(of child: FeatureName, in target: URL) -> [Wiring] {
        let folder = target.appending(path: child.base, directoryHint: .isDirectory)
        let suffix = "+\(child.base).swift"
        return Self.contents(of: folder).compactMap { url in
            let fileName = url.lastPathComponent
            guard fileName.hasSuffix(suffix), GeneratedFile.isGenerated(url, feature: child),
                let parent = try? FeatureName(String(fileName.dropLast(suffix.count)))
            else { return nil }
            return Wiring(parent: parent, child: child, kind: kind(of: url, parent: parent))
        }
    }

    /// The wirings of the children of `parent`: the folders of `target` with a generated `PARENT+CHILD.swift`.
    static func children(of parent: FeatureName, in target: URL) -> [Wiring] {
        Self.contents(of: target).compactMap { folder in
            guard let child = try? FeatureName(folder.lastPathComponent) else { return nil }
            let url = fileURL(parent: parent, child: child, in: target)
            guard GeneratedFile.isGenerated(url, feature: child) else { return nil }
            return Wiring(parent: parent, child: child, kind: kind(of: url, parent: parent))
        }
    }

    /// The kind of the wiring file at `url`, read from the case path it declares.
    private static func kind(of url: URL, parent: FeatureName) -> ChildKind {
        let data = FileManager.default.contents(atPath: url.path(percentEncoded: false)) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        return ChildKind.allCases.first { kind in
            guard let container = Wiring(parent: parent, child: parent, kind: kind).container else { return false }
            return text.contains("extension StateCase where Parent == \(container) {")
        } ?? .slice
    }

    /// The directory's entries, sorted by name; none when it cannot be read.
    private static func contents(of folder: URL) -> [URL] {
        let urls =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
        return urls.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
