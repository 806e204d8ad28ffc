/// An action for one element of a list of child features: the element's identity and the child's action.
///
/// A parent's case carries it (`case item(ElementAction<Repository.ID, StarredItemAction>)`), so the child action
/// reaches the element with that `id` and no other, wherever it has moved. An action whose element is gone changes
/// nothing: see ``Mutation/forEach(state:action:_:)``.
public struct ElementAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
    /// The identity of the element the action is for.
    public let id: ID
    /// The child feature's action.
    public let action: Action

    /// Creates an action for the element with identity `id`.
    public init(id: ID, action: Action) {
        self.id = id
        self.action = action
    }
}

extension ElementAction: Prex.Action {}
extension ElementAction: Equatable where Action: Equatable {}
extension ElementAction: Hashable where Action: Hashable {}
extension ElementAction: Codable where ID: Codable, Action: Codable {}
