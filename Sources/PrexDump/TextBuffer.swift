/// Text assembled from pieces as UTF-8 bytes in one buffer, made a `String` once at the end.
///
/// Appending to a `String` checks and grows its storage on every piece; a byte buffer of reserved capacity costs a copy per piece. ``ValueDiffWalk`` and
/// ``DebugLog`` assemble their lines this way. Runs on any thread (a value type).
struct TextBuffer {
    private var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text`'s UTF-8 bytes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The text so far.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
