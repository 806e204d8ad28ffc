import Testing

@testable import Prex

/// Each transition of the main-queue state around a view's `reflect`, including the two that must not happen.
@Suite(.timeLimit(.minutes(5)))
struct ViewReflectionTests {
    @Test func aChangeArrivingWhileIdleIsReflectedNow() {
        var reflection = ViewReflection.idle

        #expect(reflection.arrived() == .reflectNow)
        #expect(reflection == .idle)
    }

    @Test func callingTheViewMakesItReflecting() {
        var reflection = ViewReflection.idle

        reflection.began()

        #expect(reflection == .reflecting)
    }

    @Test func changesArrivingWhileReflectingWaitTogether() {
        var reflection = ViewReflection.idle
        reflection.began()

        #expect(reflection.arrived() == .wait)
        #expect(reflection == .reflectingWithWaiting)
        #expect(reflection.arrived() == .wait)
        #expect(reflection == .reflectingWithWaiting)
    }

    @Test func theViewReturningWithAChangeWaitingIsCalledAgain() {
        var reflection = ViewReflection.idle
        reflection.began()
        _ = reflection.arrived()

        let callAgain = reflection.returned()

        #expect(callAgain)
        #expect(reflection == .reflecting)
    }

    @Test func theViewReturningWithNothingWaitingIsIdle() {
        var reflection = ViewReflection.idle
        reflection.began()
        _ = reflection.arrived()
        _ = reflection.returned()

        let callAgain = reflection.returned()

        #expect(!callAgain)
        #expect(reflection == .idle)
        #expect(reflection.arrived() == .reflectNow)
    }

    #if DEBUG
    @Test func callingTheViewWhileItReflectsStopsTheProcessInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            var reflection = ViewReflection.idle
            reflection.began()
            reflection.began()
        }
    }

    @Test func aViewReturningThatWasNotCalledStopsTheProcessInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            var reflection = ViewReflection.idle
            _ = reflection.returned()
        }
    }
    #endif
}
