/// A feature's name and the names of the types generated from it.
///
/// The name must read as a Swift type name: an upper-case ASCII letter, then ASCII letters and digits
/// (`Profile`, `RepositoryDetail`, `Step2`). Every generated type is the name plus a suffix (`ProfileState`,
/// `ProfilePresenter`), so the name itself may be a keyword's spelling (`Self`, `Type`) without clashing with
/// one; a lower-case first letter is refused because type names are capitalised in Swift (and `swift format`
/// says so), and underscores and non-ASCII letters are refused to keep file and type names portable. A name
/// whose generated types would shadow a name the generated code uses (`Recording` makes `RecordingView`, `Observable`
/// makes `ObservableModel`) is refused too.
struct FeatureName {
    /// The longest name accepted: generated file names stay far below file systems' 255-byte limit.
    static let maximumLength = 100

    let base: String

    /// Validates `text`.
    ///
    /// - Throws: ``FeatureError/invalidName(_:reason:)`` naming the first rule `text` breaks.
    init(_ text: String) throws {
        guard let first = text.unicodeScalars.first else {
            throw FeatureError.invalidName(text, reason: "it is empty")
        }
        guard text.unicodeScalars.count <= Self.maximumLength else {
            throw FeatureError.invalidName(text, reason: "it is longer than \(Self.maximumLength) characters")
        }
        guard ("A"..."Z").contains(first) else {
            let reason =
                ("a"..."z").contains(first)
                ? "a type name starts with an upper-case letter (\(first.properties.uppercaseMapping)…)"
                : "a type name starts with an upper-case letter A-Z"
            throw FeatureError.invalidName(text, reason: reason)
        }
        if let bad = text.unicodeScalars.first(where: { !Self.isLetterOrDigit($0) }) {
            throw FeatureError.invalidName(
                text, reason: "'\(bad.escaped(asASCII: true))' is not allowed; use ASCII letters and digits only")
        }
        base = text
        if let clash = generatedTypeNames.first(where: Self.namesTheGeneratedCodeUses.contains) {
            throw FeatureError.invalidName(
                text, reason: "it would declare \(clash), a name the generated code already uses")
        }
    }

    /// Names the generated files refer to: a generated type of the same name would shadow them
    /// (`Recording` would declare `RecordingView` beside PrexTesting's).
    private static let namesTheGeneratedCodeUses: Set<String> = [
        "Prex", "PrexTesting", "Testing", "UIKit", "Presenter", "Flux", "State", "Action", "Mutation", "View",
        "StateChange", "RecordingView", "UIViewController", "UILabel", "NSLayoutConstraint", "PrexObservation",
        "ObservableModel", "Observation", "SwiftUI", "VStack", "Text", "Button",
    ]

    private var generatedTypeNames: [String] {
        [state, action, mutation, presenter, view, viewController, model, tests]
    }

    var state: String { base + "State" }
    var action: String { base + "Action" }
    var mutation: String { base + "Mutation" }
    var presenter: String { base + "Presenter" }
    var view: String { base + "View" }
    var viewController: String { base + "ViewController" }
    var model: String { base + "Model" }
    var tests: String { base + "Tests" }

    /// The name of the feature as a child's slice of its parent's state, its case of the parent's action, and its
    /// ``ActionCase``: lower camel case (`Detail` makes `detail`, `URLList` makes `urlList`).
    var property: String {
        let scalars = Array(base.unicodeScalars)
        let upper = scalars.prefix { ("A"..."Z").contains($0) }.count
        // A run of capitals is an acronym, lowered up to the capital that starts the next word.
        let lowered = upper > 1 && upper < scalars.count ? upper - 1 : upper
        return base.prefix(lowered).lowercased() + base.dropFirst(lowered)
    }

    /// The method of the parent's presenter that makes the child's scoped Flux.
    var fluxMethod: String { property + "Flux" }

    /// Checks that the feature can be a child: its ``property`` must not be a Swift keyword.
    ///
    /// - Throws: ``FeatureError/invalidName(_:reason:)``.
    func checkChildName() throws {
        if Self.keywords.contains(property) {
            throw FeatureError.invalidName(
                base, reason: "as a child it would declare `\(property)`, a Swift keyword")
        }
    }

    /// The keywords that cannot name a property or an enum case without backticks.
    private static let keywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "typealias", "var", "where", "while", "any", "some", "await",
    ]

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
