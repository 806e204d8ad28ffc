import Foundation

/// A Boolean that any thread may read and write.
final class Flag: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value: Bool

    init(_ value: Bool) {
        self.value = value
    }

    var isSet: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
