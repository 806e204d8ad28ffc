/// A state that names the properties a ``BindingAction`` may set, so that binding actions are `Codable`: recorded in
/// an ``ActionLog`` and replayed like any action.
///
/// A key path has no name a file can keep: the state lists its bindable properties, each with a name and a key
/// path, and a binding is written as `{"name":"ab"}`, by the name of its property. No global registry: the list
/// is the state's own.
///
/// ```swift
/// extension SignUpForm: BindableState {
///     static let bindableProperties: [BindableProperty<SignUpForm>] = [
///         BindableProperty("name", \.name), BindableProperty("age", \.age),
///     ]
/// }
/// ```
///
/// Encoding a binding of a property not in the list throws `EncodingError.invalidValue`; decoding a name not in
/// it throws `DecodingError.dataCorrupted`. Each costs a linear search of the list.
public protocol BindableState {
    /// The properties binding actions may set, each with the name it has in a recording. Names must be unique.
    static var bindableProperties: [BindableProperty<Self>] { get }
}
