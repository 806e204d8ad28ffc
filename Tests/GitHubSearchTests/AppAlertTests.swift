import Prex
import PrexTesting
import Testing

@testable import GitHubSearch

/// The app's alert, "Unstar NAME?": state the app's mutation sets, which any answer removes; only Unstar unstars.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct AppAlertTests {
    private let swift = Repository.make("apple/swift")

    private func starredStore() async -> TestStore<AppAction, AppState> {
        let store = TestStore(state: AppState(perPage: 3), mutation: AppMutation.composed)
        store.exhaustivity = .off
        await store.send(.search(.starTapped(swift)))
        store.exhaustivity = .on
        return store
    }

    @Test func askingToUnstarShowsTheAlertAndUnstarUnstars() async throws {
        let store = await starredStore()

        await store.send(.unstarAsked(swift)) {
            $0.alert = AlertState(
                title: "Unstar apple/swift?",
                buttons: [.destructive("Unstar", action: .unstar(swift)), .cancel("Cancel")])
        }
        let unstar = try #require(store.state.alert?.buttons.first)
        await store.send(.alert(unstar.presentationAction)) {
            $0.alert = nil
            $0.starred = []
        }
        await store.finish()
    }

    @Test func cancelOnlyClosesTheAlert() async throws {
        let store = await starredStore()
        await store.send(.unstarAsked(swift)) { $0.alert = .unstar(swift) }

        let cancel = try #require(store.state.alert?.buttons.last)
        await store.send(.alert(cancel.presentationAction)) { $0.alert = nil }

        #expect(cancel.presentationAction == .dismiss)
        #expect(store.state.isStarred(swift.id))
        await store.finish()
    }

    @Test func aRefusedUnstarStarsTheRepositoryAgainAndSaysSo() async throws {
        let store = await starredStore()
        await store.send(.unstarAsked(swift)) { $0.alert = .unstar(swift) }
        await store.send(.alert(.presented(.unstar(swift)))) {
            $0.alert = nil
            $0.starred = []
        }

        await store.send(.unstarFailed(swift, .network(message: "offline"))) {
            $0.starred = [StarredRepository(repository: swift)]
            $0.starRefusal = StarRefusal(fullName: "apple/swift", isStarred: false, error: .network(message: "offline"))
        }
        await store.finish()
    }

    @Test func anAnswerWithoutAnAlertUnstarsNothing() async {
        let store = await starredStore()

        await store.send(.alert(.presented(.unstar(swift))))  // no change

        #expect(store.state.isStarred(swift.id))
        await store.finish()
    }
}
