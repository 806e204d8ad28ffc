extension Templates {
    /// A Swift Testing suite with PrexTesting: the presenter driven by a `TestStore` (the exact change of state,
    /// every action received, no effect left running), the mutation called directly, and what reaches the view;
    /// for an observable model, also what the model shows and when a read through it is invalidated; for a child,
    /// what its actions do through its parent's scope.
    static func tests(
        _ name: FeatureName, module: String, _ presenter: FeatureRequest.PresenterStyle,
        _ view: FeatureRequest.ViewStyle, parent: FeatureName?, kind: ChildKind = .slice
    ) -> String {
        let observable = view == .observable
        return #"""
            \#(observable ? "import Observation\n" : "")import Prex\#(observable ? "\nimport PrexObservation" : "")
            import PrexTesting
            import Testing

            @testable import \#(module)

            @MainActor
            struct \#(name.tests) {
                @Test func setTitleChangesTheTitle() async {
                    let store = TestStore(state: \#(name.state)(), mutation: \#(name.mutation)())
                    let presenter = store.presenter { view, flux in
                        \#(makePresenter(name, presenter, view: "view", flux: "flux"))
                    }

                    await store.send(presenter.setTitle("Hello")) {
                        $0.title = "Hello"
                    }
                    await store.finish()
                }

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
            \#(observable ? modelTests(name) : "")\#(parent.map { childTests(name, presenter, parent: $0, kind: kind) } ?? "")}
            \#(observable ? redraws : "")
            """#
    }

    /// The observable model's tests: what the model shows, and when a body that read it is redrawn.
    private static func modelTests(_ name: FeatureName) -> String {
        #"""

            \#(observationAvailability)
            @Test func setTitleReachesTheModel() {
                let model = \#(name.model)()

                model.presenter.setTitle("Hello")

                #expect(model.title == "Hello")
            }

            \#(observationAvailability)
            @Test func aBodyThatReadTheTitleIsRedrawnWhenTheTitleChanges() {
                let model = \#(name.model)()
                let redraws = Redraws()
                redraws.track { _ = model.title }

                model.presenter.setTitle("")
                #expect(redraws.count == 0, "the same title: nothing to redraw")

                model.presenter.setTitle("Hello")
                #expect(redraws.count == 1)
            }

        """#
    }

    /// The helper the model's tests count invalidations with.
    private static let redraws = #"""

        /// Counts the invalidations of tracking scopes, each a body as SwiftUI draws it; they arrive on the main actor.
        @MainActor
        private final class Redraws {
            private(set) var count = 0

            /// Runs `body` in a tracking scope, which counts here when a property it read changes.
            \#(observationAvailability)
            func track(_ body: () -> Void) {
                withObservationTracking(body) {
                    MainActor.assumeIsolated { self.count += 1 }
                }
            }
        }

        """#
}
