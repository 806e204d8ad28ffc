/// What the user asked for on the command line: a feature to generate, or the usage text.
enum Invocation {
    case help
    case generate(FeatureRequest)
}

/// A feature to generate, as parsed from
/// `NAME --target TARGET [--parent PARENT [--as KIND]] [--subclass] [--uikit] [--observable] [--force]`.
struct FeatureRequest {
    /// How the presenter is written: the original Xcode template's Default and PresenterSubclass variants.
    enum PresenterStyle {
        case `extension`
        case subclass
    }

    /// What kind of passive view is generated.
    enum ViewStyle {
        case plain
        case uikit
        case observable
    }

    var name: FeatureName
    var target: String
    var presenter = PresenterStyle.extension
    var view = ViewStyle.plain
    var force = false
    /// The feature of the same target to wire the new feature into as a child (`--parent`), if any.
    var parent: FeatureName?
    /// How the feature is wired into ``parent`` (`--as`): a slice unless told otherwise.
    var kind = ChildKind.slice

    /// The products of this package that the generated feature's target imports: an observable model needs
    /// PrexObservation beside Prex.
    var libraries: [String] {
        view == .observable ? ["Prex", "PrexObservation"] : ["Prex"]
    }

    /// Parses the plugin's arguments (what follows `prex-feature` on the command line).
    ///
    /// Options may come before or after the name; `--target=TARGET`, `--parent=PARENT` and `--as=KIND` work too, and
    /// `--` ends the options.
    ///
    /// - Throws: ``FeatureError/usage(_:)`` for an unknown option, a missing or repeated argument, or flags that
    ///   exclude each other (`--as` without `--parent`, or an unknown KIND); ``FeatureError/invalidName(_:reason:)``
    ///   for a name that is not a type name.
    static func parse(_ arguments: [String]) throws -> Invocation {
        var names: [String] = []
        var targets: [String] = []
        var parents: [String] = []
        var kinds: [String] = []
        var flags: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--":
                names += remaining
                remaining = []
            case "--target":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw FeatureError.usage("--target needs a target name")
                }
                targets.append(value)
            case _ where argument.hasPrefix("--target="):
                targets.append(String(argument.dropFirst("--target=".count)))
            case "--parent":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw FeatureError.usage("--parent needs a feature name")
                }
                parents.append(value)
            case _ where argument.hasPrefix("--parent="):
                parents.append(String(argument.dropFirst("--parent=".count)))
            case "--as":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw FeatureError.usage("--as needs a kind of child: \(ChildKind.names)")
                }
                kinds.append(value)
            case _ where argument.hasPrefix("--as="):
                kinds.append(String(argument.dropFirst("--as=".count)))
            case "--subclass", "--uikit", "--observable", "--force":
                flags.insert(argument)
            case _ where argument.hasPrefix("-"):
                throw FeatureError.usage("unknown option '\(argument)'")
            default:
                names.append(argument)
            }
        }
        guard names.count == 1 else {
            throw FeatureError.usage(names.isEmpty ? "missing the feature's NAME" : "more than one NAME given")
        }
        guard targets.count == 1, !targets[0].isEmpty else {
            throw FeatureError.usage(targets.count > 1 ? "more than one --target given" : "missing --target TARGET")
        }
        if flags.isSuperset(of: ["--uikit", "--observable"]) {
            throw FeatureError.usage("--uikit and --observable each make the view: pass one of them")
        }
        guard parents.count <= 1 else {
            throw FeatureError.usage("more than one --parent given")
        }
        if !parents.isEmpty, let view = flags.intersection(["--uikit", "--observable"]).sorted().first {
            throw FeatureError.usage(
                "--parent writes a plain view on the parent's scope: it does not combine with \(view)")
        }
        guard kinds.count <= 1 else {
            throw FeatureError.usage("more than one --as given")
        }
        if !kinds.isEmpty && parents.isEmpty {
            throw FeatureError.usage("--as says how a child is wired into its parent: it needs --parent PARENT")
        }
        var request = FeatureRequest(name: try FeatureName(names[0]), target: targets[0])
        if let parent = parents.first {
            request.parent = try FeatureName(parent)
            guard parent != names[0] else {
                throw FeatureError.usage("a feature cannot be its own parent: --parent names another feature")
            }
            try request.name.checkChildName()
        }
        if let kind = kinds.first {
            guard let known = ChildKind(rawValue: kind) else {
                throw FeatureError.usage("unknown kind of child '\(kind)' for --as (kinds: \(ChildKind.names))")
            }
            request.kind = known
        }
        request.presenter = flags.contains("--subclass") ? .subclass : .extension
        request.view = flags.contains("--uikit") ? .uikit : flags.contains("--observable") ? .observable : .plain
        request.force = flags.contains("--force")
        return .generate(request)
    }
}
