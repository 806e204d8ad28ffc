/// Stands in for SwiftUI's `State` property wrapper: storage that outlives the view value holding it.
///
/// SwiftUI re-creates a view value on every update but keeps its `@State` storage; this stand-in keeps the
/// value in a reference, so copies of a view share it, as SwiftUI's do. Main actor only, like SwiftUI.
@MainActor
@propertyWrapper
public struct State<Value> {
    private let storage: Storage

    /// Creates the storage with its first value: `@State private var model = ObservableModel(...)`.
    public init(wrappedValue: Value) {
        storage = Storage(value: wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the stored value: `$name`.
    public var projectedValue: Binding<Value> {
        Binding {
            storage.value
        } set: {
            storage.value = $0
        }
    }

    private final class Storage {
        var value: Value

        init(value: Value) {
            self.value = value
        }
    }
}

/// Stands in for SwiftUI's `Binding`: a value read and written through someone else's storage.
@MainActor
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
