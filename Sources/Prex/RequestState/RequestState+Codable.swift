/// Encodes as `{"phase": …, "value": …}`, the value left out when there is none; decoding checks that the
/// phase and the value agree.
extension RequestState: Codable where Value: Codable, Failure: Codable {
    private enum CodingKeys: String, CodingKey {
        case phase
        case value
    }

    /// Decodes a state encoded by ``encode(to:)``. Cost: decodes the value once.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a `loaded` state without a value or an `idle` state with one
    ///   (states that no sequence of calls makes), and what the decoder throws.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let phase = try container.decode(Phase.self, forKey: .phase)
        let value = try Self.decodeValue(from: container)
        switch (phase, value) {
        case (.loaded, nil):
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "A loaded request state has a value.")
        case (.idle, .some):
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "An idle request state has no value.")
        default:
            self.init(phase: phase, value: value)
        }
    }

    /// The value, when the encoding has one: `nil` when its key is absent. A `null` is a value when `Value` decodes
    /// from it (an optional `Value` loaded with `nil`, which ``encode(to:)`` writes as `null`), no value otherwise.
    private static func decodeValue(from container: KeyedDecodingContainer<CodingKeys>) throws -> Value? {
        guard container.contains(.value) else { return nil }
        guard try container.decodeNil(forKey: .value) else {
            return try container.decode(Value.self, forKey: .value)
        }
        return try? container.decode(Value.self, forKey: .value)
    }

    /// Encodes the phase, and the value when there is one. Cost: encodes the value once.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(phase, forKey: .phase)
        try container.encodeIfPresent(value, forKey: .value)
    }
}

/// Encodes as `{"case": "idle"}`, `{"case": "loading", "request": 7}`, `{"case": "loaded"}` or
/// `{"case": "failed", "failure": …}`.
extension RequestState.Phase: Codable where Failure: Codable {
    private enum CodingKeys: String, CodingKey {
        case `case`
        case request
        case failure
    }

    /// The name of each case in the encoding.
    private enum Name: String, Codable {
        case idle
        case loading
        case loaded
        case failed
    }

    /// Decodes a phase encoded by ``encode(to:)``.
    ///
    /// - Throws: A `DecodingError` for an unknown case name, a `loading` without its request or a `failed` without
    ///   its failure.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Name.self, forKey: .case) {
        case .idle: self = .idle
        case .loading: self = .loading(try container.decode(RequestID.self, forKey: .request))
        case .loaded: self = .loaded
        case .failed: self = .failed(try container.decode(Failure.self, forKey: .failure))
        }
    }

    /// Encodes the case's name, and its request or failure.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .idle:
            try container.encode(Name.idle, forKey: .case)
        case .loading(let request):
            try container.encode(Name.loading, forKey: .case)
            try container.encode(request, forKey: .request)
        case .loaded:
            try container.encode(Name.loaded, forKey: .case)
        case .failed(let failure):
            try container.encode(Name.failed, forKey: .case)
            try container.encode(failure, forKey: .failure)
        }
    }
}
