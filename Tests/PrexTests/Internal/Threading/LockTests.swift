import Testing

@testable import Prex

/// The lock checks every pthread status: misuse stops the process with a message instead of deadlocking or
/// corrupting state. Each misuse runs in an exit test (a child process), since it must end the process.
@Suite(.timeLimit(.minutes(5)))
struct LockTests {
    @Test func aRecursiveLockMayBeTakenAgainByItsOwner() {
        let lock = Lock(recursive: true)
        let value = lock.withLock { lock.withLock { 42 } }

        #expect(value == 42)
    }

    @Test func unlockingARecursiveLockTheThreadDoesNotHoldStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            Lock(recursive: true).unlock()
        }
    }

    #if DEBUG
    @Test func takingANonRecursiveLockTwiceStopsTheProcessInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let lock = Lock()
            lock.lock()
            lock.lock()
        }
    }

    @Test func unlockingANonRecursiveLockNobodyHoldsStopsTheProcessInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            Lock().unlock()
        }
    }
    #endif
}
