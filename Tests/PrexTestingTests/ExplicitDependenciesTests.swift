import Prex
import PrexTesting
import TestSupport
import Testing

/// `Dependencies.explicit` fails a test that reads a dependency it did not set, naming the key, once per key.
@MainActor
struct ExplicitDependenciesTests {
    @Test func readingADependencyTheTestSetPasses() {
        let clock = TestClock()
        let dependencies = Dependencies.explicit { $0.clock = clock }

        #expect(dependencies.clock as? TestClock === clock)
    }

    @Test func readingOneTheTestDidNotSetFailsOnceNamingTheKey() async {
        let dependencies = Dependencies.explicit { _ in }

        let issues = await issues {
            _ = dependencies.clock
            _ = dependencies.clock
        }

        #expect(
            issues == [
                "The dependency ClockKey was read, and this test did not set it: set it in "
                    + "`Dependencies.explicit { … }` (its default was used)."
            ])
    }

    @Test func requestIdentitiesCountFromOneAndScopesKeepTheRule() async {
        let app = Flux(
            state: NotesAppState(notes: [Note(id: 1, title: "one")]), mutation: NotesAppMutation.composed,
            dependencies: .explicit { _ in })
        let list = app.scope(state: \.list, action: .list)

        #expect(app.dependencies.requestIDs.next() == RequestID(rawValue: 1))
        #expect(list.dependencies.requestIDs.next() == RequestID(rawValue: 2))
        let issues = await issues { _ = list.dependencies.clock }
        #expect(issues.count == 1)
    }
}
