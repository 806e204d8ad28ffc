/// A property of the state that was read through an ``ObservableModel``, and what to do when it is read or
/// changes.
///
/// The model keeps one per distinct key path read, so that a delivered change announces exactly the
/// properties that were read and differ, and nothing else. Main actor only, like the model.
struct TrackedRead<Model: AnyObject, State> {
    /// Whether the property differs between two states: `!=` for an `Equatable` value, always `true`
    /// otherwise (a value that cannot be compared is announced on every change).
    let differs: (_ old: State, _ new: State) -> Bool
    /// Tells the model's registrar about the property: a read, or one half of a change.
    let notify: (_ model: Model, _ event: Event) -> Void

    /// What the registrar is told.
    enum Event {
        /// The property was read (`ObservationRegistrar.access`): the current tracking scope depends on it.
        case access
        /// The property is about to change (`willSet`): tracking scopes that read it are invalidated.
        case willSet
        /// The property has changed (`didSet`).
        case didSet
    }
}
