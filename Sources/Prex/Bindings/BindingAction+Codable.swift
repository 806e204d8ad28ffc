extension BindingAction: Encodable where Root: BindableState {
    /// Writes the binding as `{"NAME": value}`, by its property's name in ``BindableState/bindableProperties``.
    ///
    /// - Throws: `EncodingError.invalidValue` when the property is not in that list, or what the value's own
    ///   encoding throws.
    public func encode(to encoder: any Encoder) throws {
        let keyPath = property as AnyKeyPath
        guard let property = Root.bindableProperties.first(where: { ($0.keyPath as AnyKeyPath) == keyPath }) else {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(path) is not in \(Root.self).bindableProperties"))
        }
        var container = encoder.container(keyedBy: BindingCodingKey.self)
        try property.encodeValue(value, &container)
    }
}

extension BindingAction: Decodable where Root: BindableState {
    /// Reads a binding written by ``encode(to:)``: one key, the name of a property in
    /// ``BindableState/bindableProperties``, and its value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when there is not exactly one key or no property has that name, or
    ///   what the value's own decoding throws.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: BindingCodingKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a binding is one property and its value"))
        }
        guard let property = Root.bindableProperties.first(where: { $0.name == key.stringValue }) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "no bindable property \"\(key.stringValue)\" in \(Root.self)"))
        }
        self = try property.decodeAction(container)
    }
}
