extension Templates {
    /// A child feature's passive view: it owns its presenter, on the Flux it is given, a scope of its parent's.
    static func childView(
        _ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle, parent: FeatureName
    ) -> String {
        let presenterOnFlux = makePresenter(name, presenter, view: "self", flux: "flux")
        return #"""
            import Prex

            /// The \#(name.base) screen: a passive view on the \#(name.base) slice of the \#(parent.base) feature. It
            /// owns its presenter and renders only what changed.
            final class \#(name.view): View {
                private let flux: Flux<\#(name.action), \#(name.state)>
                lazy var presenter = \#(presenterOnFlux)

                /// Creates the screen on `flux`, the \#(parent.base) presenter's `\#(name.fluxMethod)()`.
                init(flux: Flux<\#(name.action), \#(name.state)>) {
                    self.flux = flux
                }

                func reflect(change: StateChange<\#(name.state)>) {
                    if let title = change.title?.value {
                        print("title:", title)
                    }
                }
            }

            """#
    }

    /// The ``ActionCase`` property, indented for its extension: one line (the case found by reflection), or three
    /// where one would pass the 120 columns that swift-format allows.
    static func actionCase(_ wiring: Wiring) -> String {
        let (parent, child) = (wiring.parent, wiring.child)
        let declaration = "static var \(child.property): ActionCase<\(parent.action), \(child.action)>"
        let body = ".init(\(parent.action).\(child.property))"
        let line = "    \(declaration) { \(body) }"
        return line.count <= 120 ? line : "    \(declaration) {\n        \(body)\n    }"
    }

    /// What wires a child into its parent beside the lines in the parent's files: the ``ActionCase`` of the
    /// parent's action that carries the child's, and the parent presenter's method that makes the child's scope.
    static func wiring(_ wiring: Wiring) -> String {
        let (parent, child) = (wiring.parent, wiring.child)
        return #"""
            import Prex

            /// The case of \#(parent.action) that carries the \#(child.base) feature's actions: scopes and composed
            /// mutations name it `.\#(child.property)`.
            extension ActionCase where Parent == \#(parent.action) {
            \#(actionCase(wiring))
            }

            extension Presenter where Action == \#(parent.action), State == \#(parent.state) {
                /// A Flux of the \#(child.base) slice of this presenter's Flux, for the \#(child.base) screen:
                /// `\#(child.view)(flux: presenter.\#(child.fluxMethod)())`. Its views hear only changes of the slice;
                /// its actions go through this Flux, whose \#(parent.mutation) applies them with \#(child.mutation).
                nonisolated func \#(child.fluxMethod)() -> Flux<\#(child.action), \#(child.state)> {
                    flux.scope(state: \.\#(child.property), action: .\#(child.property))
                }
            }

            """#
    }

    /// The child's tests through its parent: the child's actions reach the parent's state and the child's
    /// screen, and the parent hears what changed in the child's slice.
    static func childTests(
        _ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle, parent: FeatureName
    ) -> String {
        let presenterOnFlux = makePresenter(name, presenter, view: "view", flux: "flux")
        return #"""

                @Test func setTitleThroughThe\#(parent.base)ScopeChangesThe\#(parent.base)State() {
                    let parent = Flux(state: \#(parent.state)(), mutation: \#(parent.mutation)())
                    let flux = parent.scope(state: \.\#(name.property), action: .\#(name.property))
                    let view = RecordingView<\#(name.state)>()
                    let presenter = \#(presenterOnFlux)

                    expectActions([.\#(name.property)(.setTitle("Hello"))], from: parent) {
                        presenter.setTitle("Hello")
                    }

                    expectNoDifference(["Hello"], view.states.map(\.title))
                    expectNoDifference("Hello", parent.store.state.\#(name.property).title)
                }

                @Test func the\#(name.view)ShowsItsSliceOfThe\#(parent.base)Presenter() {
                    let parentView = RecordingView<\#(parent.state)>()
                    let parent = Presenter(
                        view: parentView, state: \#(parent.state)(), mutation: \#(parent.mutation)())
                    let view = \#(name.view)(flux: parent.\#(name.fluxMethod)())

                    view.presenter.setTitle("Hello")

                    expectNoDifference(["Hello"], parentView.states.map(\.\#(name.property).title))
                }

            """#
    }
}
