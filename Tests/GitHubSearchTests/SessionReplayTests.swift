import GitHubSearch
import Prex
import Testing

struct SessionReplayTests {
    @Test func replayingASessionAppliesTheSearchActionsToItsSettings() throws {
        let page = SearchPage.make(page: 1, of: 1, total: 3, items: [.make("a/one"), .make("b/two"), .make("c/three")])

        let session = try SessionReplay(replaying: [
            .started(perPage: 3, isInteractive: false, isJSON: true),
            .action(.search(.searchStarted(request: request(1), query: "swift", page: 1))),
            .action(.search(.pageLoaded(request: request(1), page))),
        ])

        var expected = SearchState(perPage: 3)
        let mutation = SearchMutation()
        mutation.mutate(action: .searchStarted(request: request(1), query: "swift", page: 1), state: &expected)
        mutation.mutate(action: .pageLoaded(request: request(1), page), state: &expected)
        #expect(session.app.search == expected)
        #expect(session.perPage == 3)
        #expect(session.isJSON)
        #expect(!session.isInteractive)
        #expect(session.app.detail == nil)
        #expect(session.app.path.isEmpty)
    }

    @Test func oneRecordingReplaysEveryFeatureAndTheStack() throws {
        let page = SearchPage.make(page: 1, of: 1, total: 2, items: [.make("a/one"), .make("b/two")])
        let opened = page.response.items[1]
        var refreshed = opened
        refreshed.stargazersCount += 1
        let entries: [SessionEntry] = [
            .started(perPage: 2, isInteractive: true, isJSON: false),
            .action(.search(.searchStarted(request: request(1), query: "q", page: 1))),
            .action(.search(.pageLoaded(request: request(1), page))),
            .action(.search(.starTapped(page.response.items[0]))),
            .action(.search(.repositorySelected(opened))),
            .action(.detail(.refreshStarted(request(2)))),
            .action(.detail(.refreshed(request(2), refreshed))),
            .action(.detail(.starTapped)),
            .action(.starredListShown),
        ]

        let starred = try SessionReplay(replaying: entries)
        let back = try SessionReplay(replaying: entries + [.action(.backTapped)])
        let results = try SessionReplay(replaying: entries + [.action(.backTapped), .action(.backTapped)])

        #expect(starred.app.path == [.detail, .starred])
        #expect(starred.app.detail?.repository == refreshed)
        #expect(starred.app.starred.map(\.repository.fullName) == ["a/one", "b/two"])
        #expect(starred.app.starred.last?.repository == refreshed, "starred from the detail, with its fresh copy")
        #expect(back.app.topScreen == .detail)
        #expect(results.app.path.isEmpty)
        #expect(results.app.detail == nil)
        #expect(results.app.starred.count == 2)
    }

    @Test func aSessionIsCompleteOnlyWithItsEndEntry() throws {
        let entries: [SessionEntry] = [
            .started(perPage: 3, isInteractive: true, isJSON: false),
            .action(.search(.searchStarted(request: request(1), query: "swift", page: 1))),
        ]

        #expect(try !SessionReplay(replaying: entries).isComplete)
        #expect(try SessionReplay(replaying: entries + [.ended]).isComplete)
    }

    @Test func aOneShotSessionThatEndsBeforeItsPageCameIsRefused() throws {
        // A one-shot search ends once its page is in: one recorded without it was edited, or is not one.
        let entries: [SessionEntry] = [
            .started(perPage: 3, isInteractive: false, isJSON: false),
            .action(.search(.searchStarted(request: request(1), query: "swift", page: 1))),
        ]

        #expect(throws: SessionReplay.Failure.oneShotUnfinished) { try SessionReplay(replaying: entries + [.ended]) }
        #expect(throws: SessionReplay.Failure.oneShotUnfinished) {
            try SessionReplay(replaying: [entries[0], .ended])
        }
        #expect(try !SessionReplay(replaying: entries).isComplete, "cut short: replayed as far as it went")
    }

    @Test(arguments: [
        ([SessionEntry](), SessionReplay.Failure.empty),
        ([.started(perPage: 0, isInteractive: false, isJSON: false)], .pageSizeOutOfRange(perPage: 0)),
        ([.started(perPage: 101, isInteractive: true, isJSON: false)], .pageSizeOutOfRange(perPage: 101)),
        ([.started(perPage: 1, isInteractive: true, isJSON: false), .ended, .ended], .entryAfterEnd(entry: 3)),
        ([.action(.backTapped)], .doesNotStart),
        (
            [.started(perPage: 1, isInteractive: false, isJSON: false), .action(.detail(.refreshStarted(request(1))))],
            .detailWithoutResult(entry: 2)
        ),
        (
            [
                .started(perPage: 1, isInteractive: false, isJSON: false),
                .action(.starred(ElementAction(id: 7, action: .unstarTapped))),
            ],
            .starredNotFound(entry: 2)
        ),
        (
            [
                .started(perPage: 1, isInteractive: false, isJSON: false),
                .started(perPage: 1, isInteractive: false, isJSON: false),
            ],
            .startedTwice(entry: 2)
        ),
        (
            [.started(perPage: 1, isInteractive: true, isJSON: false), .action(.alert(.dismiss))],
            .alertNotShown(entry: 2)
        ),
    ])
    func entriesThatAreNotASessionAreRefused(entries: [SessionEntry], failure: SessionReplay.Failure) {
        #expect(throws: failure) {
            try SessionReplay(replaying: entries)
        }
    }
}
