extension Templates {
    /// A child feature's passive view: it owns its presenter, on the Flux it is given, a scope of its parent's.
    static func childView(
        _ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle, parent: FeatureName, kind: ChildKind
    ) -> String {
        let presenterOnFlux = makePresenter(name, presenter, view: "self", flux: "flux")
        let (slice, source) =
            switch kind {
            case .slice: ("the \(name.base) slice", "`\(name.fluxMethod)()`")
            case .destination: ("the \(name.base) destination", "`\(name.fluxMethod)()`, while it is open")
            case .stackElement: ("a \(name.base) screen of the stack", "`\(name.fluxMethod)(id:)`")
            }
        return #"""
            import Prex

            /// The \#(name.base) screen: a passive view on \#(slice) of the \#(parent.base) feature.
            /// It owns its presenter and renders only what changed.
            final class \#(name.view): View {
                private let flux: Flux<\#(name.action), \#(name.state)>
                lazy var presenter = \#(presenterOnFlux)

                /// Creates the screen on `flux`, the \#(parent.base) presenter's \#(source).
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
        if let container = wiring.container {
            return caseWiring(wiring, container: container)
        }
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

    /// What wires a child into its parent's destinations or stack beside its case lines: the ``StateCase`` and
    /// ``ActionCase`` of its case, and the parent presenter's method that makes the child's scope.
    private static func caseWiring(_ wiring: Wiring, container: String) -> String {
        let (parent, child) = (wiring.parent, wiring.child)
        func oneLine(_ declaration: String, _ body: String) -> String {
            let line = "    \(declaration) { \(body) }"
            return line.count <= 120 ? line : "    \(declaration) {\n        \(body)\n    }"
        }
        let stateCase = oneLine(
            "static var \(child.property): StateCase<\(container), \(child.state)>",
            ".init(\(container).\(child.property))")
        let actionCase = oneLine(
            "static var \(child.property): ActionCase<\(container)Action, \(child.action)>",
            ".init(\(container)Action.\(child.property))")
        let method =
            wiring.kind == .destination
            ? #"""
                /// A Flux of the \#(child.base) destination while the \#(parent.base) feature shows it, `nil` otherwise:
                /// `\#(child.view)(flux: flux)`. It ends when the destination closes or goes elsewhere, and its
                /// `dismiss()` closes it. Cost: two scopes, each a listener on the Flux it is made from.
                nonisolated func \#(child.fluxMethod)() -> Flux<\#(child.action), \#(child.state)>? {
                    flux.scope(presented: \.destination, action: .destination)?
                        .scope(case: .\#(child.property), action: .\#(child.property))
                }
            """#
            : #"""
                /// A Flux of the \#(child.base) screen with `id` in the \#(parent.base) feature's path (one of
                /// `state.path.ids`), `nil` when that element is not a \#(child.base) or is gone. It ends when the
                /// screen is popped, and its `dismiss()` pops it. Cost: two scopes, each a listener on its Flux.
                nonisolated func \#(child.fluxMethod)(id: StackElementID) -> Flux<\#(child.action), \#(child.state)>? {
                    flux.scope(stackElement: id, in: \.path, action: .path)?
                        .scope(case: .\#(child.property), action: .\#(child.property))
                }
            """#
        return #"""
            import Prex

            /// The case of \#(container) that holds the \#(child.base) feature.
            extension StateCase where Parent == \#(container) {
            \#(stateCase)
            }

            /// The case of \#(container)Action that carries the \#(child.base) feature's actions.
            extension ActionCase where Parent == \#(container)Action {
            \#(actionCase)
            }

            extension Presenter where Action == \#(parent.action), State == \#(parent.state) {
            \#(method)
            }

            """#
    }

    /// The child's tests through its parent: the child's actions reach the parent's state and the child's
    /// screen, and the parent hears what changed in the child's slice.
    static func childTests(
        _ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle, parent: FeatureName, kind: ChildKind
    ) -> String {
        switch kind {
        case .slice: break
        case .destination: return destinationTests(name, presenter, parent: parent)
        case .stackElement: return stackElementTests(name, presenter, parent: parent)
        }
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

    /// A destination's tests through its parent: its actions reach the parent's destination, and it closes itself.
    private static func destinationTests(
        _ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle, parent: FeatureName
    ) -> String {
        let presenterOnFlux = makePresenter(name, presenter, view: "view", flux: "flux")
        let open = "\(parent.state)(destination: .\(name.property)(\(name.state)()))"
        return #"""

                @Test func setTitleThroughThe\#(parent.base)DestinationChangesIt() throws {
                    let parent = Flux(state: \#(open), mutation: \#(parent.mutation)())
                    let flux = try #require(
                        parent.scope(presented: \.destination, action: .destination)?
                            .scope(case: .\#(name.property), action: .\#(name.property)))
                    let view = RecordingView<\#(name.state)>()
                    let presenter = \#(presenterOnFlux)

                    expectActions([.destination(.presented(.\#(name.property)(.setTitle("Hello"))))], from: parent) {
                        presenter.setTitle("Hello")
                    }

                    expectNoDifference(["Hello"], view.states.map(\.title))
                    expectNoDifference(.\#(name.property)(\#(name.state)(title: "Hello")), parent.store.state.destination)
                }

                @Test func the\#(name.view)ClosesItsDestination() throws {
                    let parentView = RecordingView<\#(parent.state)>()
                    let parent = Presenter(
                        view: parentView, state: \#(open), mutation: \#(parent.mutation)())
                    let view = \#(name.view)(flux: try #require(parent.\#(name.fluxMethod)()))

                    view.presenter.setTitle("Hello")
                    view.presenter.dismiss()
                    view.presenter.setTitle("Late")

                    expectNoDifference(
                        [.\#(name.property)(\#(name.state)(title: "Hello")), nil], parentView.states.map(\.destination))
                    #expect(parent.\#(name.fluxMethod)() == nil)
                }

            """#
    }

    /// A stack element's tests through its parent: its actions reach its element of the path, and it pops itself.
    private static func stackElementTests(
        _ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle, parent: FeatureName
    ) -> String {
        let presenterOnFlux = makePresenter(name, presenter, view: "view", flux: "flux")
        let path = "let path = StackState<\(parent.base)Path>([.\(name.property)(\(name.state)())])"
        return #"""

                @Test func setTitleThroughThe\#(parent.base)PathChangesItsElement() throws {
                    \#(path)
                    let id = try #require(path.ids.first)
                    let parent = Flux(state: \#(parent.state)(path: path), mutation: \#(parent.mutation)())
                    let flux = try #require(
                        parent.scope(stackElement: id, in: \.path, action: .path)?
                            .scope(case: .\#(name.property), action: .\#(name.property)))
                    let view = RecordingView<\#(name.state)>()
                    let presenter = \#(presenterOnFlux)

                    expectActions([.path(.element(id: id, action: .\#(name.property)(.setTitle("Hello"))))], from: parent) {
                        presenter.setTitle("Hello")
                    }

                    expectNoDifference(["Hello"], view.states.map(\.title))
                    expectNoDifference(.\#(name.property)(\#(name.state)(title: "Hello")), parent.store.state.path[id: id])
                }

                @Test func the\#(name.view)PopsItself() throws {
                    let parentView = RecordingView<\#(parent.state)>()
                    \#(path)
                    let id = try #require(path.ids.first)
                    let parent = Presenter(
                        view: parentView, state: \#(parent.state)(path: path), mutation: \#(parent.mutation)())
                    let view = \#(name.view)(flux: try #require(parent.\#(name.fluxMethod)(id: id)))

                    view.presenter.setTitle("Hello")
                    view.presenter.dismiss()
                    view.presenter.setTitle("Late")

                    expectNoDifference([1, 0], parentView.states.map(\.path.count))
                    #expect(parent.\#(name.fluxMethod)(id: id) == nil)
                }

            """#
    }
}
