import Prex

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The default of ``ObservableModel/applyTransaction``: `announce` inside SwiftUI's `withTransaction` where SwiftUI
/// exists, `announce` alone elsewhere. Main actor.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
func applyOnPlatform(_ transaction: Prex.Transaction, _ announce: () -> Void) {
    #if canImport(SwiftUI)
    withTransaction(SwiftUI.Transaction(transaction), announce)
    #else
    announce()
    #endif
}

#if canImport(SwiftUI)
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SwiftUI.Transaction {
    /// SwiftUI's transaction for a Prex transaction: its animation (mapped by `Animation.init(_:)`) and its
    /// `disablesAnimations`. Values of your own keys are not carried: map them yourself in
    /// ``ObservableModel/applyTransaction``.
    ///
    /// - Parameter transaction: The transaction a change carried.
    public init(_ transaction: Prex.Transaction) {
        self.init(animation: transaction.animation.map { SwiftUI.Animation($0) })
        disablesAnimations = transaction.disablesAnimations
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SwiftUI.Animation {
    /// SwiftUI's animation for a Prex animation: the same curve, duration (SwiftUI's own when `nil`; 0.5 seconds
    /// for a spring) and delay.
    ///
    /// - Parameter animation: The platform-neutral animation.
    public init(_ animation: Prex.Transaction.Animation) {
        let base: SwiftUI.Animation
        switch animation.curve {
        case .default:
            base = .default
        case .linear:
            base = animation.duration.map { .linear(duration: $0) } ?? .linear
        case .easeIn:
            base = animation.duration.map { .easeIn(duration: $0) } ?? .easeIn
        case .easeOut:
            base = animation.duration.map { .easeOut(duration: $0) } ?? .easeOut
        case .easeInOut:
            base = animation.duration.map { .easeInOut(duration: $0) } ?? .easeInOut
        case .spring(let bounce):
            base = .spring(duration: animation.duration ?? 0.5, bounce: bounce)
        }
        self = animation.delay == 0 ? base : base.delay(animation.delay)
    }
}
#endif
