import Foundation

/// Declarations the documents' samples assume without showing them, compiled with every document's samples.
///
/// The samples are written for an app: they use UIKit, a search feature with a repository service, a view to
/// hand a presenter, a logger. None of that exists here (UIKit does not exist on Linux), so these stand-ins
/// declare the smallest version of each name that the samples can use. They are compiled as a file of their own
/// beside the samples, so their imports do not leak into the samples' files.
enum SampleStandIns {
    /// The stand-ins for the samples in `samples`: all of them, but the counter when the samples declare it, and
    /// the search, detail and starred features when the samples declare their own (as the article on building an
    /// app of features does, after the example program).
    static func source(for samples: String) throws -> String {
        let declaresTheCounter = samples.contains("struct CounterState")
        let declaresTheFeatures = samples.contains("struct SearchState")
        let features = declaresTheFeatures ? [] : [try searchFeature(), childFeatures]
        let standIns = [imports, uiKit] + features + [appNames]
        return try (standIns + (declaresTheCounter ? [] : [counterFeature()])).joined(separator: "\n")
    }

    /// Modules the samples import that do not exist on every platform this test runs on, and what replaces
    /// each: `nil` drops the import (the stand-ins declare the names the samples use), a name imports a
    /// stand-in module of this package instead.
    static let importReplacements: [String: String?] = ["UIKit": nil, "SwiftUI": "SwiftUIStandIn"]

    /// `line`, or its replacement when it imports a module of ``importReplacements``.
    static func replacingImport(_ line: String) -> String {
        guard line.hasPrefix("import "), let replacement = importReplacements[String(line.dropFirst(7))] else {
            return line
        }
        return replacement.map { "import \($0)" } ?? ""
    }

    /// The modules every sample file imports.
    static let imports = """
        import Foundation
        import Prex
        import PrexTesting
        import Testing
        """

    /// The UIKit names the view-controller samples use.
    static let uiKit = """
        @MainActor open class UIViewController {
            public init() {}
            open func viewDidLoad() {}
        }
        @MainActor open class UILabel {
            public init() {}
            public var text: String?
        }
        @MainActor open class UIButton {}
        """

    /// The counter of the README, for the documents that use it without declaring it: the text of the tests' only
    /// counter, `Tests/CounterFeature/Counter.swift`, so that the README's counter is written once. Its declarations
    /// have `package` access, so the samples are compiled with a package name.
    static func counterFeature() throws -> String {
        let counter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CounterFeature/Counter.swift")
        return try String(contentsOf: counter, encoding: .utf8)
    }

    /// The search feature the side-effect, observation and debugging samples use: the text of
    /// `Support/SearchFeature.swift`, the feature the tests run the samples' searches on, so that it is written once.
    static func searchFeature() throws -> String {
        let feature = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("SearchFeature.swift")
        return try String(contentsOf: feature, encoding: .utf8)
    }

    /// Names an app has at hand: a view for a presenter, a Flux, an analytics client, a logger, table updates.
    static let appNames = """
        @MainActor final class StandInCounterView: View {
            func reflect(change: StateChange<CounterState>) {}
        }
        @MainActor let view = StandInCounterView()
        @MainActor let counterView = StandInCounterView()
        let flux = Flux(state: SearchState(), mutation: SearchMutation())
        struct Analytics: Sendable { func track(_ action: some Action) {} }
        let analytics = Analytics()
        struct Logger: Sendable { func debug(_ message: String) {} }
        let logger = Logger()
        func printRows(_ rows: some Collection) {}
        func reloadAll() {}
        """

    /// The features the composition sample puts together with the search feature: a detail and a starred row.
    static let childFeatures = """
        struct DetailState: State, Equatable { var name = "" }
        enum DetailAction: Action { case starTapped }
        struct DetailMutation: Mutation { func mutate(action: DetailAction, state: inout DetailState) {} }
        struct Starred: State, Identifiable, Equatable { let id: Int }
        enum StarredAction: Action { case unstar }
        struct StarredMutation: Mutation { func mutate(action: StarredAction, state: inout Starred) {} }
        @MainActor final class StandInSearchView: View {
            func reflect(change: StateChange<SearchState>) {}
        }
        @MainActor let searchView = StandInSearchView()
        let starredID = 1
        let screenID: StackElementID = 0
        """
}
