import Prex

/// Applies search actions to the search state.
package struct SearchMutation: Mutation {
    /// Creates the mutation.
    package init() {}

    /// Applies `action` to `state`.
    package func mutate(action: SearchAction, state: inout SearchState) {
        switch action {
        case .searchStarted(let request, let query, let page):
            state = SearchState(perPage: state.perPage)
            state.query = query
            state.request = request
            state.firstPage = page
            state.loadingPage = page

        case .pageRequested(let request, let page):
            state.request = request
            state.loadingPage = page
            state.failure = nil

        case .pageLoaded(let request, let result):
            guard request == state.request else { return }
            state.repositories += result.response.items
            state.totalCount = result.response.totalCount
            state.pagination = result.pagination
            state.page = result.page
            state.loadingPage = nil
            state.failure = nil

        case .pageFailed(let request, let page, let error):
            guard request == state.request else { return }
            state.loadingPage = nil
            state.failure = SearchState.Failure(page: page, error: error)

        case .requestCancelled(let request):
            guard request == state.request else { return }
            state.loadingPage = nil

        case .repositorySelected(let repository):
            state.selected = repository

        case .selectionCleared:
            state.selected = nil

        case .cleared:
            state = SearchState(perPage: state.perPage)
        }
    }
}
