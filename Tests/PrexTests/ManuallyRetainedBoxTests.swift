import Testing

@testable import Prex

/// The box's ownership rules, which `CallbackList` relies on.
struct ManuallyRetainedBoxTests {
    final class Token {}

    @Test func theBoxLivesUntilItsLastRetainIsReleased() {
        weak var released: Token?
        let box: ManuallyRetainedBox<Token>
        do {
            let token = Token()
            released = token
            box = ManuallyRetainedBox(token)
        }
        box.retain()

        box.release()
        #expect(released != nil, "one retain left")

        box.release()
        #expect(released == nil, "the last release frees the box and its value")
    }

    @Test func withValueHandsTheBoxedValueToTheBodyAndReturnsItsResult() {
        let token = Token()
        let box = ManuallyRetainedBox(token)
        defer { box.release() }

        #expect(box.withValue { $0 === token })
        let doubling = ManuallyRetainedBox { (number: Int) in number * 2 }
        defer { doubling.release() }
        #expect(doubling.withValue { double in double(21) } == 42)
    }
}

/// The owner that keeps a box alive through ARC, as PrexObservation's tracked reads keep their comparisons.
struct ManuallyRetainedBoxOwnerTests {
    final class Token {}

    @Test func theOwnerKeepsTheBoxAliveAndReleasesItWhenItGoes() {
        weak var released: Token?
        var owner: ManuallyRetainedBox<Token>.Owner?
        do {
            let token = Token()
            released = token
            owner = ManuallyRetainedBox.Owner(token)
        }
        let box = owner!.box
        #expect(box.withValue { $0 === released })
        owner = nil
        #expect(released == nil, "the owner's retain was the box's only one")
    }
}
