import GitHubSearch
import Prex
import Testing

/// The drill-down's state: from a detail to its owner's repositories, to another detail, and back, on the
/// app's stack of drilled screens.
struct DrillMutationTests {
    private let mutation: any Mutation<AppAction, AppState> = AppMutation.composed

    private func state(after actions: [AppAction], from start: AppState = AppState(perPage: 3)) -> AppState {
        var state = start
        for action in actions {
            mutation.mutate(action: action, state: &state)
        }
        return state
    }

    private let drilled: [AppAction] = [.search(.repositorySelected(.make("apple/swift"))), .ownerShown]

    @Test func ownerPushesTheOwnerOfTheDetailOnTop() {
        let state = state(after: drilled)

        #expect(state.path == [.detail])
        #expect(Array(state.drill) == [.owner(OwnerState(login: "apple"))])
        #expect(state.repositoryOnTop == nil)
    }

    @Test func choosingARepositoryPushesItsDetailAndItsOwnerCanBeDrilledAgain() throws {
        let owner = try #require(state(after: drilled).drill.ids.last)
        let chosen = Repository.make("apple/swift-nio")

        let state = state(
            after: drilled + [.drill(.element(id: owner, action: .owner(.repositoryChosen(chosen)))), .ownerShown])

        #expect(state.drill.count == 3)
        #expect(state.drill[1] == .detail(DetailState(repository: chosen)))
        #expect(state.drill.last == .owner(OwnerState(login: "apple")))
        #expect(state.detail?.repository.fullName == "apple/swift", "the detail opened from the results stays")
    }

    @Test func backPopsOneDrilledScreenThenTheDetail() throws {
        let owner = try #require(state(after: drilled).drill.ids.last)
        let opened = drilled + [.drill(.element(id: owner, action: .owner(.repositoryChosen(.make("apple/nio")))))]

        #expect(state(after: opened + [.backTapped]).drill.count == 1)
        let back = state(after: opened + [.backTapped, .backTapped])
        #expect(back.drill.isEmpty)
        #expect(back.path == [.detail] && back.repositoryOnTop?.fullName == "apple/swift")
        #expect(state(after: opened + [.backTapped, .backTapped, .backTapped]).path.isEmpty)
    }

    @Test func aScreensDismissPopsItAndTheScreensAboveIt() throws {
        let owner = try #require(state(after: drilled).drill.ids.last)
        let opened = drilled + [.drill(.element(id: owner, action: .owner(.repositoryChosen(.make("apple/nio")))))]

        let state = state(after: opened + [.drill(.popFrom(id: owner))])

        #expect(state.drill.isEmpty)
        #expect(state.path == [.detail])
    }

    @Test func aNewSearchOrAnotherOpenTakesTheDrilledScreensAway() {
        #expect(state(after: drilled + [.search(.cleared)]).drill.isEmpty)
        #expect(state(after: drilled + [.search(.repositorySelected(.make("a/b")))]).drill.isEmpty)
    }

    @Test func ownerWithoutADetailOnTopPushesNothing() {
        #expect(state(after: [.ownerShown]).drill.isEmpty)
        #expect(state(after: drilled + [.ownerShown]).drill.count == 1, "an owner's list is not a detail")
    }
}
