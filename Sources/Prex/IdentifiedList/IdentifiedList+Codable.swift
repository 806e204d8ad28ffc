extension IdentifiedList: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in order.
    ///
    /// O(n).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder or an element throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self {
            try container.encode(element)
        }
    }
}

extension IdentifiedList: Decodable where Element: Decodable {
    /// Decodes a list from an array of elements, in order; an element whose id an earlier one had replaces it in
    /// its place, as ``init(_:)`` does.
    ///
    /// O(n).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: What the decoder or an element throws, for example when the value is not an array.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}
