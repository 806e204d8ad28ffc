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

    @Test func aRowUnstarredOnTheStarredListStaysListedUntilTheListIsLeft() {
        let a = Repository.make("a/a")
        let b = Repository.make("b/b")
        let listed: [AppAction] = [.search(.starTapped(a)), .search(.starTapped(b)), .starredListShown]

        // Unstarred on the list: row 1 stays, marked, so that row 2 is still b
        let unstarred = state(after: listed + [.starred(ElementAction(id: a.id, action: .unstarTapped))])
        #expect(unstarred.starred.map(\.repository) == [a, b])
        #expect(unstarred.starred.map(\.isStarred) == [false, true])
        #expect(!unstarred.isStarred(a.id))

        // Starred again: the same row
        let again = state(
            after: listed + [
                .starred(ElementAction(id: a.id, action: .unstarTapped)),
                .starred(ElementAction(id: a.id, action: .starTapped)),
            ])
        #expect(again.starred.map(\.isStarred) == [true, true])

        // Opened and unstarred from its detail above the list, it stays too; back on the list, still listed
        let fromDetail = state(
            after: listed + [.starred(ElementAction(id: a.id, action: .opened)), .detail(.starTapped), .backTapped])
        #expect(fromDetail.path == [.starred])
        #expect(fromDetail.starred.map(\.isStarred) == [false, true])

        // The list left (back, or a new search): the unstarred row goes
        for leave in [AppAction.backTapped, .search(.searchStarted(request: request(1), query: "q", page: 1))] {
            let left = state(
                after: listed + [.starred(ElementAction(id: a.id, action: .unstarTapped)), leave])
            #expect(left.starred.map(\.repository) == [b], "\(leave)")
        }
    }

    @Test func theOpenDetailFollowsAStarChangedOnTheStarredListAboveIt() {
        let a = Repository.make("a/a")
        let state = state(after: [
            .search(.starTapped(a)), .search(.repositorySelected(a)), .starredListShown,
            .starred(ElementAction(id: a.id, action: .unstarTapped)),
        ])

        #expect(state.path == [.detail, .starred])
        #expect(state.detail?.isStarred == false)
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
