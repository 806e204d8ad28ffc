/// A list of children is a state of its own: a screen of the whole list takes a Flux of it (`appFlux.scope(state:
/// \.starred, action: .starred)`) with the elements' actions (``ElementAction``); each row takes a Flux of its
/// element (``Flux/scope(element:in:action:dependencies:)``).
extension IdentifiedList: State {}
