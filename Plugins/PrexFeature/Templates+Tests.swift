extension Templates {
    /// A Swift Testing suite with PrexTesting: the mutation called directly, what reaches the view, and which
    /// actions the presenter dispatches.
    static func tests(_ name: FeatureName, module: String, _ presenter: FeatureRequest.PresenterStyle) -> String {
        let presenterOnFlux =
            switch presenter {
            case .extension: "Presenter(view: view, flux: flux)"
            case .subclass: "\(name.presenter)(view: view, flux: flux)"
            }
        return #"""
            import Prex
            import PrexTesting
            import Testing

            @testable import \#(module)

            @MainActor
            struct \#(name.tests) {
                @Test func setTitleSetsTheTitle() {
                    var state = \#(name.state)()

                    \#(name.mutation)().mutate(action: .setTitle("Hello"), state: &state)

                    expectNoDifference(\#(name.state)(title: "Hello"), state)
                }

                @Test func setTitleReachesTheView() {
                    let view = RecordingView<\#(name.state)>()
                    let presenter = \#(makePresenter(name, presenter, view: "view"))

                    presenter.setTitle("Hello")

                    expectNoDifference(["Hello"], view.states.map(\.title))
                }

                @Test func setTitleDispatchesSetTitle() {
                    let view = RecordingView<\#(name.state)>()
                    let flux = Flux(state: \#(name.state)(), mutation: \#(name.mutation)())
                    let presenter = \#(presenterOnFlux)

                    expectActions([.setTitle("Hello")], from: flux) {
                        presenter.setTitle("Hello")
                    }
                }
            }

            """#
    }
}
