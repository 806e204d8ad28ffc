import GitHubSearch
import Prex
import Testing

/// The app's composed mutation: the stack, the detail child that comes and goes, the stars.
struct AppMutationTests {
    private let mutation: any Mutation<AppAction, AppState> = AppMutation.composed

    private func state(after actions: [AppAction]) -> AppState {
        var state = AppState(perPage: 3)
        for action in actions {
            mutation.mutate(action: action, state: &state)
        }
        return state
    }

    @Test func openingPushesADetailAndBackPopsItAway() {
        let opened = state(after: [.search(.repositorySelected(.make("a/a")))])
        #expect(opened.path == [.detail])
        #expect(opened.detail?.repository.fullName == "a/a")

        let back = state(after: [.search(.repositorySelected(.make("a/a"))), .backTapped])
        #expect(back.path.isEmpty)
        #expect(back.detail == nil)
    }

    @Test func aScreenAlreadyStackedMovesOnTopAndTheDetailStaysOneChild() {
        let state = state(after: [
            .search(.repositorySelected(.make("a/a"))), .starredListShown, .search(.repositorySelected(.make("b/b"))),
        ])

        #expect(state.path == [.starred, .detail])
        #expect(state.detail?.repository.fullName == "b/b")
    }

    @Test func aNewSearchOrPageTakesTheStackedScreensAway() {
        let stacked: [AppAction] = [.search(.repositorySelected(.make("a/a"))), .starredListShown]

        for action: AppAction in [
            .search(.searchStarted(request: request(1), query: "q", page: 1)),
            .search(.pageRequested(request: request(1), page: 2)), .search(.cleared),
        ] {
            let state = state(after: stacked + [action])
            #expect(state.path.isEmpty, "\(action)")
            #expect(state.detail == nil, "\(action)")
        }
    }

    @Test func aStarTogglesFromTheResultsTheDetailAndTheStarredList() {
        let a = Repository.make("a/a")
        let b = Repository.make("b/b")
        let starred = state(after: [
            .search(.starTapped(a)), .search(.repositorySelected(b)), .detail(.starTapped),
        ])
        #expect(starred.starred.map(\.repository) == [a, b])

        let unstarred = state(after: [
            .search(.starTapped(a)), .search(.starTapped(b)), .search(.starTapped(a)),
            .starred(ElementAction(id: b.id, action: .unstarTapped)),
        ])
        #expect(unstarred.starred.isEmpty)
    }

    @Test func anActionForAnAbsentChildChangesNothing() {
        let before = state(after: [.search(.starTapped(.make("a/a")))])
        var after = before

        mutation.mutate(action: .detail(.starTapped), state: &after)
        mutation.mutate(action: .starred(ElementAction(id: 999, action: .opened)), state: &after)
        mutation.mutate(action: .backTapped, state: &after)

        #expect(after == before)
    }
}
