import GitHubSearch
import Prex
import Testing

struct DetailMutationTests {
    private let mutation = DetailMutation()

    @Test func aFailedLoadKeepsTheRepositoryAndRecordsTheFailure() {
        var state = DetailState(repository: .make("apple/swift"))

        mutation.mutate(action: .refreshStarted(request(1)), state: &state)
        #expect(state.details.isLoading)
        mutation.mutate(action: .refreshFailed(request(1), .notFound(fullName: "apple/swift")), state: &state)

        #expect(state.repository.fullName == "apple/swift")
        #expect(state.details.error == .notFound(fullName: "apple/swift"))
        #expect(!state.details.isLoading)
    }

    @Test func aFreshCopyReplacesTheRepositoryUnlessItsLoadWasSuperseded() {
        var state = DetailState(repository: .make("apple/swift", stars: 1))
        mutation.mutate(action: .refreshStarted(request(1)), state: &state)
        mutation.mutate(action: .refreshStarted(request(2)), state: &state)

        mutation.mutate(action: .refreshed(request(1), .make("apple/swift", stars: 5)), state: &state)
        #expect(state.repository.stargazersCount == 1)

        mutation.mutate(action: .refreshed(request(2), .make("apple/swift", stars: 7)), state: &state)
        #expect(state.repository.stargazersCount == 7)
        #expect(state.details.value?.stargazersCount == 7)
    }
}
