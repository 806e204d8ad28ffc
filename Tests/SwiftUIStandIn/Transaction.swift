/// Stands in for `SwiftUI.Animation`: the curves PrexObservation maps a Prex animation to, recorded by name.
public struct Animation: Equatable, Sendable {
    /// The curve and its parameters, as a test reads them (`"linear(0.3)"`, `"spring(0.5, 0.2)"`).
    package let name: String
    /// The delay before it starts, in seconds.
    package let delayed: Double

    init(_ name: String, delayed: Double = 0) {
        self.name = name
        self.delayed = delayed
    }

    /// SwiftUI's default animation.
    public static let `default` = Animation("default")
    /// A linear animation of SwiftUI's own duration.
    public static let linear = Animation("linear")
    /// An ease-in animation of SwiftUI's own duration.
    public static let easeIn = Animation("easeIn")
    /// An ease-out animation of SwiftUI's own duration.
    public static let easeOut = Animation("easeOut")
    /// An ease-in-out animation of SwiftUI's own duration.
    public static let easeInOut = Animation("easeInOut")

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    /// A spring lasting `duration` seconds with `bounce`.
    public static func spring(duration: Double, bounce: Double) -> Animation {
        Animation("spring(\(duration), \(bounce))")
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { Animation(name, delayed: delay) }
}

/// Stands in for `SwiftUI.Transaction`: an animation and whether animations are off.
public struct Transaction: Sendable {
    /// The animation of the changes made inside ``withTransaction(_:_:)``.
    public var animation: Animation?
    /// Whether the changes made inside it are not animated.
    public var disablesAnimations = false

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// Stands in for SwiftUI's `withTransaction`: runs `body` at once (nothing here animates).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
