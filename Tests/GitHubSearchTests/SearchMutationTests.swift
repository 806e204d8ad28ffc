import GitHubSearch
import Testing

struct SearchMutationTests {
    private let mutation = SearchMutation()

    @Test func aNewSearchClearsThePreviousResultsAndStartsLoading() {
        var state = SearchState(perPage: 10)
        mutation.mutate(action: .searchStarted(request: 1, query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: 1, .make(page: 1, of: 3, total: 25, items: [.make("a/a")])), state: &state)

        mutation.mutate(action: .searchStarted(request: 2, query: "rust", page: 1), state: &state)

        #expect(state.query == "rust")
        #expect(state.repositories.isEmpty)
        #expect(state.loadingPage == 1)
        #expect(state.perPage == 10)
        #expect(state.page == 0)
    }

    @Test func pagesAppendInOrder() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: 1, query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: 1, .make(page: 1, of: 2, total: 2, items: [.make("a/a")])), state: &state)
        mutation.mutate(action: .pageRequested(request: 2, page: 2), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: 2, .make(page: 2, of: 2, total: 2, items: [.make("b/b")])), state: &state)

        #expect(state.repositories.map(\.fullName) == ["a/a", "b/b"])
        #expect(state.page == 2)
        #expect(state.lastPage == 2)
        #expect(!state.canLoadNextPage)
        #expect(!state.isLoading)
    }

    @Test func answersToSupersededRequestsChangeNothing() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: 1, query: "swift", page: 1), state: &state)
        mutation.mutate(action: .searchStarted(request: 2, query: "rust", page: 1), state: &state)
        let before = state

        mutation.mutate(
            action: .pageLoaded(request: 1, .make(page: 1, of: 1, total: 1, items: [.make("a/a")])), state: &state)
        mutation.mutate(action: .pageFailed(request: 1, page: 1, .network(message: "x")), state: &state)
        mutation.mutate(action: .requestCancelled(request: 1), state: &state)

        #expect(state == before)
    }

    @Test func aFailedPageKeepsTheResultsShown() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: 1, query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: 1, .make(page: 1, of: 3, total: 3, items: [.make("a/a")])), state: &state)
        mutation.mutate(action: .pageRequested(request: 2, page: 2), state: &state)

        mutation.mutate(action: .pageFailed(request: 2, page: 2, .rateLimited(resetAt: 60)), state: &state)

        #expect(state.repositories.map(\.fullName) == ["a/a"])
        #expect(state.failure == SearchState.Failure(page: 2, error: .rateLimited(resetAt: 60)))
        #expect(state.page == 1)
        #expect(state.canLoadNextPage)
    }

    @Test func ranksCountFromTheFirstPageShown() {
        var state = SearchState(perPage: 10)
        mutation.mutate(action: .searchStarted(request: 1, query: "swift", page: 3), state: &state)

        #expect(state.rank(ofResultAt: 0) == 21)
        #expect(state.rank(ofResultAt: 4) == 25)
    }

    @Test func selectionOpensAndCloses() {
        var state = SearchState()
        mutation.mutate(action: .repositorySelected(.make("a/a")), state: &state)
        #expect(state.selected?.fullName == "a/a")

        mutation.mutate(action: .selectionCleared, state: &state)
        #expect(state.selected == nil)
    }
}
