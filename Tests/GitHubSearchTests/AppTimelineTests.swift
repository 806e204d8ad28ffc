import GitHubSearch
import Prex
import TestSupport
import Testing

/// The example's sessions as timelines: for random sessions of the app's actions, the state at step N is what a
/// Flux reaches by replaying the first N actions from the start.
@Suite(.timeLimit(.minutes(5)))
struct AppTimelineTests {
    static let seeds: [UInt64] = [SplitMix64.seed(default: 0xA99), 11, 12, 13, 14, 15]

    /// A random app action, from repositories, queries and request numbers drawn from small sets, so that actions
    /// meet the same ids: selections, stars, pages, the starred list, the stack and its back button.
    static func randomAction(using generator: inout SplitMix64) -> AppAction {
        let repositories = ["a/a", "b/b", "c/c", "d/d"].map { Repository.make($0) }
        let repository = repositories.randomElement(using: &generator)!
        let number = UInt64.random(in: 1...3, using: &generator)
        let query = ["swift", "rust"].randomElement(using: &generator)!
        let page = Int.random(in: 1...2, using: &generator)
        let actions: [AppAction] = [
            .search(.searchStarted(request: request(number), query: query, page: 1)),
            .search(.pageRequested(request: request(number), page: page)),
            .search(
                .pageLoaded(
                    request: request(number),
                    .make(page: page, of: 2, total: 4, items: Array(repositories.shuffled(using: &generator).prefix(2)))
                )
            ),
            .search(.requestCancelled(request: request(number))),
            .search(.repositorySelected(repository)),
            .search(.starTapped(repository)),
            .search(.cleared),
            .detail(.starTapped),
            .starred(ElementAction(id: repository.id, action: .unstarTapped)),
            .starred(ElementAction(id: repository.id, action: .opened)),
            .starredListShown,
            .ownerShown,
            .backTapped,
        ]
        return actions.randomElement(using: &generator)!
    }

    @Test(arguments: seeds)
    func theStateAtEveryStepIsWhatReplayingItsActionsFromTheStartGives(seed: UInt64) {
        // Given a random session of up to 80 of the app's actions
        var generator = SplitMix64(seed: seed)
        let actions = (0..<Int.random(in: 20...80, using: &generator)).map { _ in
            Self.randomAction(using: &generator)
        }

        // When it is a timeline
        let timeline = Timeline(initialState: AppState(perPage: 2), mutation: AppMutation.composed, actions: actions)

        // Then every step is the state a new Flux reaches by replaying the actions up to it
        for step in timeline.steps {
            let replayed = Flux(state: AppState(perPage: 2), mutation: AppMutation.composed)
            for action in actions.prefix(step) {
                replayed.dispatcher.dispatch(action)
            }
            #expect(timeline.state(at: step) == replayed.store.state, "seed \(seed), step \(step)")
        }
        #expect(timeline.firstStep(changing: \.path) == timeline.firstStep(changingPath: "path"))
    }
}
