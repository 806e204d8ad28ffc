import GitHubSearch
import Prex
import Testing

struct SearchMutationTests {
    private let mutation = SearchMutation()

    @Test func aNewSearchKeepsThePreviousResultsVisibleUntilItsFirstPageArrives() {
        var state = SearchState(perPage: 10)
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: request(1), .make(page: 1, of: 3, total: 25, items: [.make("a/a")])),
            state: &state)

        mutation.mutate(action: .searchStarted(request: request(2), query: "rust", page: 1), state: &state)

        #expect(state.query == "rust")
        #expect(state.repositories.map(\.fullName) == ["a/a"])
        #expect(state.results.value?.query == "swift")
        #expect(state.isLoading)
        #expect(state.loadingPage == 1)

        mutation.mutate(
            action: .pageLoaded(request: request(2), .make(page: 1, of: 1, total: 1, items: [.make("r/r")])),
            state: &state)

        #expect(state.repositories.map(\.fullName) == ["r/r"])
        #expect(state.results.value?.query == "rust")
        #expect(!state.isLoading)
        #expect(state.loadingPage == nil)
        #expect(state.perPage == 10)
    }

    @Test func pagesAppendInOrder() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: request(1), .make(page: 1, of: 2, total: 2, items: [.make("a/a")])),
            state: &state)
        mutation.mutate(action: .pageRequested(request: request(2), page: 2), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: request(2), .make(page: 2, of: 2, total: 2, items: [.make("b/b")])),
            state: &state)

        #expect(state.repositories.map(\.fullName) == ["a/a", "b/b"])
        #expect(state.page == 2)
        #expect(state.lastPage == 2)
        #expect(!state.canLoadNextPage)
        #expect(!state.isLoading)
    }

    @Test func theSameSearchAgainStartsItsResultsAfresh() {
        var state = SearchState()
        let first = SearchPage.make(page: 1, of: 2, total: 2, items: [.make("a/a")])
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 1), state: &state)
        mutation.mutate(action: .pageLoaded(request: request(1), first), state: &state)
        mutation.mutate(action: .pageRequested(request: request(2), page: 2), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: request(2), .make(page: 2, of: 2, total: 2, items: [.make("b/b")])),
            state: &state)

        mutation.mutate(action: .searchStarted(request: request(3), query: "swift", page: 1), state: &state)
        mutation.mutate(action: .pageLoaded(request: request(3), first), state: &state)

        #expect(state.repositories.map(\.fullName) == ["a/a"])
        #expect(state.page == 1)
        #expect(state.results.value?.request == request(3))
    }

    @Test func answersToSupersededRequestsChangeNothingInWhateverOrderTheyArrive() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: request(1), query: "sw", page: 1), state: &state)
        mutation.mutate(action: .searchStarted(request: request(2), query: "swift", page: 1), state: &state)
        // The newer search answers first, the older one after it (a broad query is slower).
        mutation.mutate(
            action: .pageLoaded(request: request(2), .make(page: 1, of: 1, total: 1, items: [.make("new/new")])),
            state: &state)
        let answered = state

        mutation.mutate(
            action: .pageLoaded(request: request(1), .make(page: 1, of: 1, total: 1, items: [.make("old/old")])),
            state: &state)
        mutation.mutate(action: .pageFailed(request: request(1), page: 1, .network(message: "x")), state: &state)
        mutation.mutate(action: .requestCancelled(request: request(1)), state: &state)

        #expect(state == answered)
        #expect(state.repositories.map(\.fullName) == ["new/new"])
        #expect(state.results.value?.query == "swift")
    }

    @Test func aFailedPageKeepsTheResultsShown() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: request(1), .make(page: 1, of: 3, total: 3, items: [.make("a/a")])),
            state: &state)
        mutation.mutate(action: .pageRequested(request: request(2), page: 2), state: &state)

        mutation.mutate(action: .pageFailed(request: request(2), page: 2, .rateLimited(resetAt: 60)), state: &state)

        #expect(state.repositories.map(\.fullName) == ["a/a"])
        #expect(state.failure == SearchState.Failure(page: 2, error: .rateLimited(resetAt: 60)))
        #expect(state.page == 1)
        #expect(state.canLoadNextPage)
    }

    @Test func aCancelledSearchStopsLoadingAndKeepsWhatShows() {
        var state = SearchState()
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 1), state: &state)
        mutation.mutate(
            action: .pageLoaded(request: request(1), .make(page: 1, of: 1, total: 1, items: [.make("a/a")])),
            state: &state)
        mutation.mutate(action: .searchStarted(request: request(2), query: "rust", page: 1), state: &state)

        mutation.mutate(action: .requestCancelled(request: request(2)), state: &state)

        #expect(!state.isLoading)
        #expect(state.loadingPage == nil)
        #expect(state.repositories.map(\.fullName) == ["a/a"])
    }

    @Test func ranksCountFromTheFirstPageShown() {
        var state = SearchState(perPage: 10)
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 3), state: &state)

        #expect(state.rank(ofResultAt: 0) == 21)
        #expect(state.rank(ofResultAt: 4) == 25)
    }
}
