extension StackState: Encodable where Element: Encodable {
    /// Encodes the elements with their ids, bottom first, and the next id, so that a restored or replayed path makes
    /// no id it made before. O(n).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(ids), forKey: .ids)
        try container.encode(Array(self), forKey: .elements)
        try container.encode(nextID, forKey: .nextID)
    }
}

extension StackState: Decodable where Element: Decodable {
    /// Decodes what ``encode(to:)`` wrote: the ids must increase and be below the next id, one per element.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when they do not. O(n).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let ids = try container.decode([StackElementID].self, forKey: .ids)
        let elements = try container.decode([Element].self, forKey: .elements)
        let nextID = try container.decode(Int.self, forKey: .nextID)
        let increasing = zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
        guard ids.count == elements.count, increasing, ids.allSatisfy({ $0.rawValue >= 0 && $0.rawValue < nextID })
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .ids, in: container,
                debugDescription: "a stack's ids must increase, be below nextID and be one per element")
        }
        self.init()
        self.nextID = nextID
        rebuild(from: ContiguousArray(zip(ids, elements).map { Entry(id: $0, element: $1) }))
    }
}

extension StackState {
    enum CodingKeys: String, CodingKey {
        case ids, elements, nextID
    }
}
