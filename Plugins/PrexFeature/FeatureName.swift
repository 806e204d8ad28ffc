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

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
