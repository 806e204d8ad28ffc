extension UndoHistory: Encodable where Value: Encodable {
    /// Encodes the depth and the steps, so that a persisted feature keeps its undo; the next change starts a step of
    /// its own after decoding. O(steps).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(depth, forKey: .depth)
        try container.encode(undoValues, forKey: .undoValues)
        try container.encode(redoValues, forKey: .redoValues)
    }
}

extension UndoHistory: Decodable where Value: Decodable {
    /// Decodes what ``encode(to:)`` wrote. O(steps).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the depth is negative or there are more steps than it allows.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let depth = try container.decode(Int.self, forKey: .depth)
        let undoValues = try container.decode([Value].self, forKey: .undoValues)
        let redoValues = try container.decode([Value].self, forKey: .redoValues)
        guard depth >= 0, undoValues.count <= depth, redoValues.count <= depth else {
            throw DecodingError.dataCorruptedError(
                forKey: .depth, in: container, debugDescription: "an undo history keeps 0 to depth steps each way")
        }
        self.init(depth: depth, undoValues: undoValues, redoValues: redoValues)
    }
}

extension UndoHistory {
    enum CodingKeys: String, CodingKey {
        case depth, undoValues, redoValues
    }
}
