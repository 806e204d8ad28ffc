/// A request state is a state of its own: a screen of what loads takes a Flux of it (`appFlux.scope(state:
/// \.rows, action: .identity)`), shows its phase and value, and scopes the rows of a loaded ``IdentifiedList``
/// with ``Flux/scope(loadedElement:in:action:dependencies:)`` (`in: \.self`).
extension RequestState: State {}
