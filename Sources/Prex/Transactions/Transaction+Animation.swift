extension Transaction {
    /// How the views should animate the change, described without any UI framework: each platform maps it to its
    /// own animation (`ObservableModel` maps it to SwiftUI's). `nil` (the default) asks for none.
    ///
    /// ```swift
    /// presenter.dispatch(.loaded(items), transaction: Transaction(animation: .easeInOut(duration: 0.3)))
    /// ```
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// Whether the views should not animate the change at all, not even where they animate every change of a
    /// value (SwiftUI's `disablesAnimations`). `false` by default.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// A transaction that asks the views to animate the change: `Transaction(animation: .default)`. Cost: one table
    /// of one value; `nil` makes the empty transaction.
    ///
    /// - Parameter animation: How to animate, or `nil` for no animation.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }

    /// An animation, as a curve, a duration and a delay: what UI frameworks have in common.
    ///
    /// Build one with ``default``, ``linear(duration:)``, ``easeIn(duration:)``, ``easeOut(duration:)``,
    /// ``easeInOut(duration:)`` or ``spring(duration:bounce:)``, then ``delay(_:)``. A value type, `Sendable`,
    /// `Hashable`.
    public struct Animation: Sendable, Hashable {
        /// How the animated value moves from its old value to its new one.
        public enum Curve: Sendable, Hashable {
            /// The platform's default animation.
            case `default`
            /// At a constant speed.
            case linear
            /// Slow at first, then faster.
            case easeIn
            /// Fast at first, then slower.
            case easeOut
            /// Slow, fast, then slow again.
            case easeInOut
            /// A spring: `bounce` 0 settles without overshooting; towards 1, it bounces more.
            case spring(bounce: Double)
        }

        /// How the value moves.
        public var curve: Curve
        /// How long the animation lasts, in seconds; `nil` for the platform's duration for the curve.
        public var duration: Double?
        /// How long to wait before the animation starts, in seconds.
        public var delay: Double

        /// An animation of `curve`, lasting `duration` seconds (`nil`: the platform's), after `delay` seconds.
        public init(curve: Curve, duration: Double? = nil, delay: Double = 0) {
            self.curve = curve
            self.duration = duration
            self.delay = delay
        }

        /// The platform's default animation.
        public static var `default`: Animation {
            Animation(curve: .default)
        }

        /// At a constant speed, for `duration` seconds (`nil`: the platform's).
        public static func linear(duration: Double? = nil) -> Animation {
            Animation(curve: .linear, duration: duration)
        }

        /// Slow at first, then faster, for `duration` seconds (`nil`: the platform's).
        public static func easeIn(duration: Double? = nil) -> Animation {
            Animation(curve: .easeIn, duration: duration)
        }

        /// Fast at first, then slower, for `duration` seconds (`nil`: the platform's).
        public static func easeOut(duration: Double? = nil) -> Animation {
            Animation(curve: .easeOut, duration: duration)
        }

        /// Slow, fast, then slow again, for `duration` seconds (`nil`: the platform's).
        public static func easeInOut(duration: Double? = nil) -> Animation {
            Animation(curve: .easeInOut, duration: duration)
        }

        /// A spring that settles in about `duration` seconds (`nil`: the platform's) and bounces by `bounce`
        /// (0: not at all).
        public static func spring(duration: Double? = nil, bounce: Double = 0) -> Animation {
            Animation(curve: .spring(bounce: bounce), duration: duration)
        }

        /// This animation, started `seconds` later.
        public func delay(_ seconds: Double) -> Animation {
            var delayed = self
            delayed.delay = seconds
            return delayed
        }
    }

    /// The key of ``animation``.
    enum AnimationKey: TransactionKey {
        static var defaultValue: Animation? { nil }
    }

    /// The key of ``disablesAnimations``.
    enum DisablesAnimationsKey: TransactionKey {
        static var defaultValue: Bool { false }
    }
}
