/// One property of a ``BindableState``: its name in a recording, its key path, and how its value is encoded.
public struct BindableProperty<Root>: Sendable {
    /// The name a recorded binding of this property carries.
    public let name: String
    let keyPath: any PartialKeyPath<Root> & Sendable
    let encodeValue: @Sendable (_ value: any Sendable, _ container: inout BindingCodingContainer) throws -> Void
    let decodeAction: @Sendable (_ container: BindingDecodingContainer) throws -> BindingAction<Root>

    /// A property named `name`, at `keyPath`, whose value is `Codable`.
    ///
    /// - Parameters:
    ///   - name: Its name in a recording, unique in the state's list, such as `"name"`.
    ///   - keyPath: The property, such as `\.name`.
    public init<Value: Codable & Equatable & Sendable>(
        _ name: String, _ keyPath: any WritableKeyPath<Root, Value> & Sendable
    ) {
        self.name = name
        self.keyPath = keyPath
        let key = BindingCodingKey(name)
        encodeValue = { value, container in
            guard let value = value as? Value else {
                throw EncodingError.invalidValue(
                    value, .init(codingPath: container.codingPath, debugDescription: "not a \(Value.self)"))
            }
            try container.encode(value, forKey: key)
        }
        decodeAction = { container in
            .set(keyPath, try container.decode(Value.self, forKey: key))
        }
    }
}

/// The key of a recorded binding: the name of its property.
struct BindingCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

typealias BindingCodingContainer = KeyedEncodingContainer<BindingCodingKey>
typealias BindingDecodingContainer = KeyedDecodingContainer<BindingCodingKey>
