import Prex

/// Applies search actions to the search state.
package struct SearchMutation: Mutation {
    /// Creates the mutation.
    package init() {}

    /// Applies `action` to `state`.
    package func mutate(action: SearchAction, state: inout SearchState) {
        switch action {
        case .searchStarted(let request, let query, let page):
            state.query = query
            state.firstPage = page
            state.loadingPage = page
            state.results.start(request)

        case .pageRequested(let request, let page):
            state.loadingPage = page
            state.results.start(request)

        case .pageLoaded(let request, let page):
            // The next page of the results shown is appended; any other page starts new results.
            let results =
                if let shown = state.results.value, shown.query == state.query, shown.firstPage == state.firstPage,
                    page.page == shown.page + 1
                {
                    shown.appending(page, request: request)
                } else {
                    SearchResults(query: state.query, firstPage: page, request: request)
                }
            if state.results.finish(request, with: .success(results)) {
                state.loadingPage = nil
            }

        case .pageFailed(let request, let page, let error):
            if state.results.finish(request, with: .failure(SearchState.Failure(page: page, error: error))) {
                state.loadingPage = nil
            }

        case .requestCancelled(let request):
            if state.results.cancel(request) {
                state.loadingPage = nil
            }

        case .repositorySelected, .starTapped, .starFailed:
            break

        case .cleared:
            state = SearchState(perPage: state.perPage)
        }
    }
}
