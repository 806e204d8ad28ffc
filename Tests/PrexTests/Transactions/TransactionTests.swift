import Prex
import Testing

/// A transaction as a value: keys read their defaults until set, setting a default removes the key, equality is per
/// key, and merging lets the later transaction win where it sets a key.
struct TransactionTests {
    enum SourceKey: TransactionKey {
        static let defaultValue = "user"
    }

    @Test func anEmptyTransactionReadsEveryDefault() {
        let transaction = Transaction()

        #expect(transaction.isEmpty)
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations)
        #expect(transaction[SourceKey.self] == "user")
    }

    @Test func aValueSetIsReadBackAndSettingTheDefaultRemovesIt() {
        var transaction = Transaction(animation: .easeInOut(duration: 0.3))
        transaction[SourceKey.self] = "effect"

        #expect(transaction.animation == .easeInOut(duration: 0.3))
        #expect(transaction[SourceKey.self] == "effect")

        transaction.animation = nil
        transaction[SourceKey.self] = "user"
        #expect(transaction.isEmpty)
        #expect(transaction == Transaction())
    }

    @Test func transactionsAreEqualWhenEveryKeyReadsTheSame() {
        var sourceFirst = Transaction()
        sourceFirst[SourceKey.self] = "effect"
        sourceFirst.animation = .default
        var animationFirst = Transaction(animation: .default)
        animationFirst[SourceKey.self] = "effect"

        #expect(sourceFirst == animationFirst)
        #expect(Transaction(animation: .default) != Transaction(animation: .linear()))
        #expect(Transaction(animation: .default) != animationFirst)
        #expect(Transaction(animation: nil) == Transaction())
    }

    @Test func mergingKeepsEarlierValuesAndLetsTheLaterOneWin() {
        var earlier = Transaction(animation: .linear(duration: 1))
        earlier[SourceKey.self] = "effect"
        let later = Transaction(animation: .spring(bounce: 0.2))

        let merged = earlier.merging(later)

        #expect(merged.animation == .spring(bounce: 0.2))
        #expect(merged[SourceKey.self] == "effect")
        #expect(Transaction().merging(later) == later)
        #expect(later.merging(Transaction()) == later)
    }

    @Test func animationsDescribeCurveDurationAndDelay() {
        let animation = Transaction.Animation.spring(duration: 0.4, bounce: 0.3).delay(0.1)

        #expect(animation.curve == .spring(bounce: 0.3))
        #expect(animation.duration == 0.4)
        #expect(animation.delay == 0.1)
        #expect(Transaction.Animation.default.duration == nil)
    }

    @Test func theDescriptionNamesTheValuesSet() {
        var transaction = Transaction()
        transaction[SourceKey.self] = "effect"

        #expect(transaction.description == "Transaction(SourceKey: effect)")
        #expect(Transaction().description == "Transaction()")
    }
}
