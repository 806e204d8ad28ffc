import Foundation
import Prex
import PrexTesting
import Testing

/// `uuid` and `now` follow the rule of every dependency under `Dependencies.explicit`: a test sets them, and a read
/// of one it did not set fails naming its key; a date may follow the test clock.
@MainActor
struct EffectDependenciesTests {
    @Test func identifiersAndDatesTheTestSetAreWhatCodeReads() {
        let start = Date(timeIntervalSince1970: 0)
        let dependencies = Dependencies.explicit {
            $0.uuid = .incrementing()
            $0.now = .constant(start)
        }

        #expect(dependencies.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(dependencies.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(dependencies.now() == start)
    }

    @Test func readingUUIDOrNowUnsetFailsNamingTheKey() async {
        let dependencies = Dependencies.explicit { _ in }

        let issues = await issues {
            _ = dependencies.uuid()
            _ = dependencies.now()
        }

        let expected = ["UUIDKey", "NowKey"].map { key in
            "The dependency \(key) was read, and this test did not set it: set it in "
                + "`Dependencies.explicit { … }` (its default was used)."
        }
        #expect(issues == expected)
    }

    @Test func aDateFollowingTheTestClockMovesWhenTimeMoves() async {
        let clock = TestClock()
        let start = Date(timeIntervalSince1970: 1_000)
        let dependencies = Dependencies.explicit {
            $0.clock = clock
            $0.now = .following(clock, from: start)
        }
        #expect(dependencies.now() == start)

        await clock.advance(by: .milliseconds(2_500))

        #expect(dependencies.now() == start.addingTimeInterval(2.5))
        #expect(dependencies.now() == start.addingTimeInterval(2.5))
    }
}
