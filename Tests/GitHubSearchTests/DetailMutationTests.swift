import GitHubSearch
import Testing

struct DetailMutationTests {
    @Test func aFailedRefreshKeepsTheRepositoryAndRecordsTheFailure() {
        var state = DetailState(repository: .make("apple/swift"))
        let mutation = DetailMutation()

        mutation.mutate(action: .refreshStarted, state: &state)
        mutation.mutate(action: .refreshFailed(.notFound(fullName: "apple/swift")), state: &state)

        #expect(state.repository.fullName == "apple/swift")
        #expect(state.failure == .notFound(fullName: "apple/swift"))
        #expect(!state.isRefreshing)
    }
}
