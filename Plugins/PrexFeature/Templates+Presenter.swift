extension Templates {
    /// The presenter's behaviour as an extension of `Presenter`, as the README writes it.
    static func presenterExtension(_ name: FeatureName) -> String {
        #"""
        import Prex

        /// What the \#(name.base) view asks its presenter to do. Side effects (service calls) go here too, and end
        /// as `dispatch(_:)`; the methods run on the main actor.
        extension Presenter where Action == \#(name.action), State == \#(name.state) {
            /// A sample: shows `title`. Replace it with what the view asks for.
            func setTitle(_ title: String) {
                dispatch(.setTitle(title))
            }
        }

        """#
    }

    /// The presenter as a subclass, which can keep stored properties of its own (services, caches).
    static func presenterSubclass(_ name: FeatureName) -> String {
        #"""
        import Prex

        /// The \#(name.base) view's presenter. Side effects (service calls) go here too, and end as `dispatch(_:)`;
        /// the methods run on the main actor.
        final class \#(name.presenter): Presenter<\#(name.action), \#(name.state)> {
            /// Creates the presenter of `view`, on a Flux of its own. `init(view:flux:)`, inherited, takes a shared
            /// Flux (or a test's).
            convenience init<V: View>(view: V) where V.State == \#(name.state) {
                self.init(view: view, flux: Flux(state: \#(name.state)(), mutation: \#(name.mutation)()))
            }

            /// A sample: shows `title`. Replace it with what the view asks for.
            func setTitle(_ title: String) {
                dispatch(.setTitle(title))
            }
        }

        """#
    }

    /// The expression that makes the feature's presenter, on a Flux of its own, for the view named `view`.
    static func makePresenter(_ name: FeatureName, _ style: FeatureRequest.PresenterStyle, view: String) -> String {
        switch style {
        case .extension:
            return "Presenter(view: \(view), state: \(name.state)(), mutation: \(name.mutation)())"
        case .subclass:
            return "\(name.presenter)(view: \(view))"
        }
    }

    /// The expression that makes the feature's presenter on the Flux named `flux`, for the view named `view`.
    static func makePresenter(
        _ name: FeatureName, _ style: FeatureRequest.PresenterStyle, view: String, flux: String
    ) -> String {
        switch style {
        case .extension: "Presenter(view: \(view), flux: \(flux))"
        case .subclass: "\(name.presenter)(view: \(view), flux: \(flux))"
        }
    }
}
