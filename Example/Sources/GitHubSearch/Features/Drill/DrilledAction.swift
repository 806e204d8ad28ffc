import Prex

/// An action of a drilled screen (``Drilled``), wrapped in its screen's case.
package enum DrilledAction: Action, Equatable, Codable {
    /// An action of an owner's screen.
    case owner(OwnerAction)
    /// An action of a drilled detail.
    case detail(DetailAction)
}

extension ActionCase where Parent == DrilledAction {
    /// The owner screen's case.
    package static var owner: ActionCase<Parent, OwnerAction> { .init(Parent.owner) }
    /// The detail screen's case.
    package static var detail: ActionCase<Parent, DetailAction> { .init(Parent.detail) }
}
