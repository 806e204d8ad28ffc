import Foundation

/// Where a feature gets new identifiers (`dependencies.uuid()`): random ones in the app, counted ones in a test, so
/// that a test names the ids its state holds.
///
/// A value; `Sendable`, and safe to call from any thread or task at once. The live generator costs what `UUID()`
/// costs; a counting one takes one uncontended lock per identifier.
///
/// ```swift
/// let id = dependencies.uuid()                                      // in a presenter
/// let flux = Flux(state: s, mutation: m, dependencies: .explicit {  // in a test
///     $0.uuid = .incrementing()                                     // 00000000-0000-0000-0000-000000000000, …01, …
/// })
/// ```
public struct UUIDGenerator: Sendable {
    private let make: @Sendable () -> UUID

    /// Identifiers made by `make`.
    ///
    /// - Parameter make: Returns an identifier at each call, from any thread.
    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
    }

    /// Random identifiers, made by `UUID()`: the default of ``Dependencies/uuid``.
    public static var live: UUIDGenerator {
        UUIDGenerator { UUID() }
    }

    /// Identifiers counted from zero in the order they are asked for: `00000000-0000-0000-0000-000000000000`,
    /// `00000000-0000-0000-0000-000000000001`, … (the count in hexadecimal, in the last twelve digits and on into
    /// the group before them). One count per call of `incrementing()`, shared by the value's copies, so every task
    /// and scope reading the same dependencies gets the next one; each call locks once.
    public static func incrementing() -> UUIDGenerator {
        let count = Locked<UInt64>(0)
        return UUIDGenerator {
            UUIDGenerator.counted(
                count.withLock { count in
                    defer { count &+= 1 }
                    return count
                })
        }
    }

    /// The same identifier at every call.
    public static func constant(_ uuid: UUID) -> UUIDGenerator {
        UUIDGenerator { uuid }
    }

    /// A new identifier.
    public func callAsFunction() -> UUID {
        make()
    }

    /// The identifier whose last eight bytes are `count`, big-endian, and the others zero.
    static func counted(_ count: UInt64) -> UUID {
        func byte(_ index: UInt64) -> UInt8 {
            UInt8(truncatingIfNeeded: count >> (56 - 8 * index))
        }
        return UUID(
            uuid: (
                0, 0, 0, 0, 0, 0, 0, 0, byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
            ))
    }
}
