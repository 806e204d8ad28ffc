extension IdentifiedList: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in order. O(n).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self {
            try container.encode(element)
        }
    }
}

extension IdentifiedList: Decodable where Element: Decodable {
    /// Decodes a list from an array of elements, in order, as ``init(_:)`` makes one (a duplicate id never throws).
    /// O(n). Throws what the decoder throws, for example when the value is not an array.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}
