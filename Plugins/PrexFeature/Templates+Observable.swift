extension Templates {
    /// The availability of PrexObservation's `ObservableModel`, for everything that names it.
    static let observationAvailability = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"

    /// An observable model from PrexObservation and, where SwiftUI exists, the SwiftUI view that keeps it in
    /// `@State`, as the README's "SwiftUI" section writes them.
    ///
    /// The file imports PrexObservation and not Prex, so that `View` and `State` in the SwiftUI part are
    /// SwiftUI's; the subclass style imports `Flux` alone, to make the presenter's Flux.
    static func observableModel(_ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle) -> String {
        let imports: String
        let makeModel: String
        switch presenter {
        case .extension:
            imports = "import PrexObservation"
            makeModel = "self.init(state: state, mutation: \(name.mutation)())"
        case .subclass:
            imports = "import PrexObservation\nimport class Prex.Flux"
            makeModel = """
                self.init(flux: Flux(state: state, mutation: \(name.mutation)())) { model, flux in
                            \(name.presenter)(view: model, flux: flux)
                        }
                """
        }
        return #"""
            \#(imports)

            /// The \#(name.base) screen's model: the passive view its presenter reflects into, which SwiftUI observes
            /// property by property (a body that reads `model.title` is redrawn when, and only when, the title
            /// changes). It owns its presenter: call the presenter's methods for user events.
            \#(observationAvailability)
            typealias \#(name.model) = ObservableModel<\#(name.presenter)>

            \#(observationAvailability)
            extension ObservableModel where Source == \#(name.presenter) {
                /// Creates a model that shows `state`, with a presenter on a Flux of its own; the model owns both.
                convenience init(state: \#(name.state) = \#(name.state)()) {
                    \#(makeModel)
                }
            }

            #if canImport(SwiftUI)
            import SwiftUI

            /// The \#(name.base) screen in SwiftUI: it keeps its model in `@State`, reads the state through it and
            /// calls presenter methods from its controls.
            \#(observationAvailability)
            struct \#(name.view): View {
                @State private var model = \#(name.model)()

                var body: some View {
                    VStack {
                        Text(model.title)
                        Button("Say hello") { model.presenter.setTitle("Hello") }
                    }
                }
            }
            #endif

            """#
    }

    /// The presenter type an observable model names, for the extension style (the subclass declares its own).
    static func presenterAlias(_ name: FeatureName) -> String {
        #"""

        /// The \#(name.base) presenter's type, for `\#(name.model)`; its methods are in the extension above.
        typealias \#(name.presenter) = Presenter<\#(name.action), \#(name.state)>

        """#
    }
}
