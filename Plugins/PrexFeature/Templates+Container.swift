extension Templates {
    /// The enum of a parent's destinations or stack screens, written with its first child: its state and action
    /// enums, each child a case (`--as` adds them), and the mutation that applies each case's actions with the
    /// child's mutation, composed into the parent's with `ifLet` or `forEach(stack:)`.
    static func container(_ wiring: Wiring) -> String {
        let parent = wiring.parent
        let container = wiring.container ?? ""
        let (what, holder, composed, actionType) =
            wiring.kind == .destination
            ? (
                "Where the \(parent.base) feature can go, one place at a time", "`\(parent.state).destination`",
                "ifLet(state: \\.destination, action: .destination, mutation)",
                "PresentationAction<\(container)Action>"
            )
            : (
                "The screens the \(parent.base) feature's navigation stack can show", "`\(parent.state).path`",
                "forEach(stack: \\.path, action: .path, mutation)", "StackAction<\(container), \(container)Action>"
            )
        let property = wiring.containerProperty
        let deepLink =
            wiring.kind == .destination
            ? ""
            : "\n/// A deep link replaces the path with `state.path.replace(with: [...])`, which gives each element a new id."
        let actionCase = "static var \(property): ActionCase<\(parent.action), \(actionType)>"
        let body = ".init(\(parent.action).\(property))"
        let line = "    \(actionCase) { \(body) }"
        let actionCaseLines = line.count <= 120 ? line : "    \(actionCase) {\n        \(body)\n    }"
        return #"""
            import Prex

            /// \#(what): each case a child feature,
            /// held in \#(holder). `prex-feature CHILD --parent \#(parent.base) --as \#(wiring.kind.rawValue)` adds a case.\#(deepLink)
            enum \#(container): State, Equatable {
            }

            /// The actions of \#(container)'s features: each case carries those of the case of the same name.
            enum \#(container)Action: Action, Equatable {
            }

            /// The case of \#(parent.action) that carries \#(container)'s actions.
            extension ActionCase where Parent == \#(parent.action) {
            \#(actionCaseLines)
            }

            extension \#(container) {
                /// Each case's mutation, applied to that case only: an action for another case changes nothing.
                static let mutation = EmptyMutation<\#(container)Action, \#(container)>()
            }

            extension \#(container) {
                /// Applies `action` to \#(holder): \#(parent.mutation) calls it for `.\#(property)`.
                static func mutate(_ action: \#(actionType), in state: inout \#(parent.state)) {
                    EmptyMutation<\#(parent.action), \#(parent.state)>().\#(composed)
                        .mutate(action: .\#(property)(action), state: &state)
                }
            }

            """#
    }
}
