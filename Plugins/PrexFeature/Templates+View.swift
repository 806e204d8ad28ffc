extension Templates {
    /// A passive view in the README's style: it owns its presenter and renders only what changed.
    static func plainView(_ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle) -> String {
        #"""
        import Prex

        /// The \#(name.base) screen: a passive view. It owns its presenter and renders only what changed.
        final class \#(name.view): View {
            lazy var presenter = \#(makePresenter(name, presenter, view: "self"))

            func reflect(change: StateChange<\#(name.state)>) {
                if let title = change.title?.value {
                    print("title:", title)
                }
            }
        }

        """#
    }

    /// A UIKit view controller, compiled only where UIKit exists, like the original Xcode template's.
    static func uikitViewController(_ name: FeatureName, _ presenter: FeatureRequest.PresenterStyle) -> String {
        #"""
        #if canImport(UIKit)
        import Prex
        import UIKit

        /// The \#(name.base) screen: a passive view controller. It owns its presenter and renders only what changed.
        final class \#(name.viewController): UIViewController {
            private let titleLabel = UILabel()
            private(set) lazy var presenter = \#(makePresenter(name, presenter, view: "self"))

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(titleLabel)
                NSLayoutConstraint.activate([
                    titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
                presenter.reflectWholeState()  // renders the whole state once: every property counts as changed
            }
        }

        extension \#(name.viewController): View {
            func reflect(change: StateChange<\#(name.state)>) {
                if let title = change.title?.value {
                    titleLabel.text = title
                }
            }
        }
        #endif

        """#
    }
}
