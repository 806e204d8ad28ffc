import Foundation

/// The ```` ```swift ```` blocks of a Markdown document (the README, a DocC article), grouped into the units
/// the compiler checks.
///
/// The rules, so that a document's samples read as one story:
/// - Every block of a document joins its **story**: the blocks are compiled together, in order, as one file,
///   so a later block uses the types an earlier one declared. Declarations stay at file scope; each block's
///   top-level statements run in a function of their own, so two blocks may both say `let flux = …`.
/// - A block right after `<!-- sample: separate -->` compiles on its own (with the stand-ins only): for a
///   block that repeats declarations the story makes, such as a short version of the counter.
/// - A block right after `<!-- sample: Package.swift arguments -->` holds arguments of `Package(…)`; it is
///   checked against PackageDescription as `Package(name: "MyApp", <block>)`.
/// - A block right after `<!-- sample: not compiled: REASON -->` is left out, visibly: the reason is part of the
///   marker.
/// `@objc` is dropped before compiling: the UIKit stand-ins are not Objective-C classes (and Linux has no
/// Objective-C runtime).
struct DocumentSamples {
    /// One ```` ```swift ```` block.
    struct Block {
        enum Kind: Equatable {
            case story
            case separate
            case packageArguments
            case notCompiled(reason: String)
        }

        /// The line of the block's first code line in the document (1-based).
        var firstLine: Int
        var lines: [String]
        var kind: Kind
    }

    /// A marker this reader does not know: a typo must not silently leave a sample out.
    struct UnknownMarker: Error, CustomStringConvertible {
        var line: Int
        var text: String
        var description: String { "line \(line): unknown sample marker \(text)" }
    }

    var blocks: [Block]

    /// Reads the blocks of `markdown`.
    init(markdown: String) throws {
        blocks = []
        let lines = markdown.components(separatedBy: "\n")
        var marker: (line: Int, text: String)?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!-- sample:"), trimmed.hasSuffix("-->") {
                marker = (index + 1, trimmed)
            } else if trimmed == "```swift" {
                let indentation = lines[index].prefix { $0 == " " }.count
                var code: [String] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    code.append(String(lines[index].dropFirst(Swift.min(indentation, lines[index].count))))
                    index += 1
                }
                let kind = try marker.map { try Self.kind(of: $0.text, line: $0.line) } ?? .story
                blocks.append(Block(firstLine: index - code.count + 1, lines: code, kind: kind))
                marker = nil
            } else if !trimmed.isEmpty {
                marker = nil
            }
            index += 1
        }
    }

    private static func kind(of marker: String, line: Int) throws -> Block.Kind {
        let text = marker.dropFirst("<!-- sample:".count).dropLast("-->".count)
            .trimmingCharacters(in: .whitespaces)
        switch text {
        case "separate": return .separate
        case "Package.swift arguments": return .packageArguments
        default:
            let prefix = "not compiled:"
            guard text.hasPrefix(prefix), text.count > prefix.count + 1 else {
                throw UnknownMarker(line: line, text: marker)
            }
            return .notCompiled(reason: text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
        }
    }
}

extension DocumentSamples.Block {
    /// The block as a Swift file of a multi-file module: its imports and declarations at file scope, its
    /// top-level statements in a function named `sample<number>`; `#sourceLocation` maps every line back to
    /// `document`, so the compiler's errors name the document's lines.
    func swiftFile(document: String, number: Int) -> String {
        var imports: [String] = []
        var declarations: [String] = []
        var statements: [String] = []
        for item in topLevelItems() {
            let text =
                (["#sourceLocation(file: \"\(document)\", line: \(firstLine + item.offset))"] + item.lines)
                .joined(separator: "\n") + "\n#sourceLocation()"
            switch Self.role(of: item.lines) {
            case .importing: imports += item.lines
            case .declaration: declarations.append(text)
            case .statement: statements.append(text)
            }
        }
        return (imports + declarations + ["@MainActor func sample\(number)() async throws {"] + statements + ["}"])
            .joined(separator: "\n")
    }

    /// The top-level items of the block (a declaration or a statement, with the comments and attributes before
    /// it), each with the offset of its first line in the block.
    private func topLevelItems() -> [(offset: Int, lines: [String])] {
        var items: [(offset: Int, lines: [String])] = []
        var current: [String] = []
        var start = 0
        var depth = 0
        for (offset, rawLine) in lines.enumerated() {
            let line = rawLine.replacingOccurrences(of: "@objc ", with: "")
            if current.isEmpty {
                start = offset
            }
            current.append(line)
            depth += Self.nesting(of: line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let opensItem =
                trimmed.isEmpty || trimmed.hasPrefix("//") || (trimmed.hasPrefix("@") && !trimmed.contains(" "))
            if depth == 0, !opensItem {
                items.append((start, current))
                current = []
            }
        }
        if !current.isEmpty {
            items.append((start, current))
        }
        return items
    }

    private enum Role { case importing, declaration, statement }

    private static let declarationKeywords: Set<String> = [
        "struct", "enum", "class", "extension", "protocol", "func", "actor", "typealias",
    ]
    private static let modifiers: Set<String> = [
        "final", "private", "fileprivate", "internal", "public", "open", "nonisolated",
    ]

    /// Whether an item declares something (file scope) or is a statement (function body), from its first word
    /// after comments, attributes and modifiers.
    private static func role(of item: [String]) -> Role {
        let words = item.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: " ").split(separator: " ").map(String.init)
        guard let word = words.first(where: { !$0.hasPrefix("@") && !modifiers.contains($0) }) else {
            return .statement
        }
        if word == "import" { return .importing }
        return declarationKeywords.contains(word) ? .declaration : .statement
    }

    /// How much `line` changes the nesting of braces, parentheses and brackets, outside strings and comments.
    private static func nesting(of line: String) -> Int {
        var change = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"", previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                break
            } else if "{([".contains(character) {
                change += 1
            } else if "})]".contains(character) {
                change -= 1
            }
            previous = character
        }
        return change
    }
}
