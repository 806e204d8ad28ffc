/// The text of each generated file. The sample (a `title` the view shows, set through the presenter) is
/// what a developer replaces first; it is there so the generated tests test something real.
enum Templates {
    static func state(_ name: FeatureName) -> String {
        #"""
        import Prex

        /// What the \#(name.base) view shows: a value the presenter's store owns and the mutation changes.
        struct \#(name.state): State, Equatable {
            /// A sample property: replace it with what the view shows.
            var title = ""
        }

        """#
    }

    static func action(_ name: FeatureName) -> String {
        #"""
        import Prex

        /// What can happen in the \#(name.base) feature: the presenter dispatches these, the mutation applies them.
        enum \#(name.action): Action, Equatable {
            /// A sample action: replace it with the feature's own.
            case setTitle(String)
        }

        """#
    }

    static func mutation(_ name: FeatureName) -> String {
        #"""
        import Prex

        /// The only code that changes \#(name.state): one action at a time, in dispatch order.
        struct \#(name.mutation): Mutation {
            func mutate(action: \#(name.action), state: inout \#(name.state)) {
                switch action {
                case .setTitle(let title):
                    state.title = title
                }
            }
        }

        """#
    }
}
