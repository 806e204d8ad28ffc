import Prex

/// A screen drilled from a detail, on the app's ``AppState/drill`` stack: an owner's repositories, or another
/// repository's detail.
package enum Drilled: State, Equatable, Codable {
    /// An owner's repositories.
    case owner(OwnerState)
    /// A repository chosen from an owner's list.
    case detail(DetailState)

    /// The drilled screens' mutation: each case's feature on its case.
    package static let mutation = EmptyMutation<DrilledAction, Drilled>()
        .scope(case: .owner, action: .owner, OwnerMutation())
        .scope(case: .detail, action: .detail, DetailMutation())
}

extension StateCase where Parent == Drilled {
    /// The owner screen's case.
    package static var owner: StateCase<Parent, OwnerState> { .init(Parent.owner) }
    /// The detail screen's case.
    package static var detail: StateCase<Parent, DetailState> { .init(Parent.detail) }
}
