/// A list of children is a state of its own: a screen that shows the whole list (a starred list, a navigation
/// stack) takes a Flux of it, `appFlux.scope(state: \.starred, action: .starred)`, whose actions are the
/// elements' (``ElementAction``), while each row takes a Flux of its element
/// (``Flux/scope(element:in:action:dependencies:)``).
extension IdentifiedList: State {}
