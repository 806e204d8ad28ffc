import GitHubSearch
import Testing

struct SessionReplayTests {
    @Test func replayingASessionAppliesTheSearchActionsToItsSettings() throws {
        let page = SearchPage.make(page: 1, of: 1, total: 3, items: [.make("a/one"), .make("b/two"), .make("c/three")])

        let session = try SessionReplay(replaying: [
            .started(perPage: 3, isInteractive: false, isJSON: true),
            .search(.searchStarted(request: 1, query: "swift", page: 1)),
            .search(.pageLoaded(request: 1, page)),
        ])

        var expected = SearchState(perPage: 3)
        let mutation = SearchMutation()
        mutation.mutate(action: .searchStarted(request: 1, query: "swift", page: 1), state: &expected)
        mutation.mutate(action: .pageLoaded(request: 1, page), state: &expected)
        #expect(session.search == expected)
        #expect(session.perPage == 3)
        #expect(session.isJSON)
        #expect(!session.isInteractive)
        #expect(session.detail == nil)
    }

    @Test func openingAResultStartsADetailAndClosingItEndsIt() throws {
        let page = SearchPage.make(page: 1, of: 1, total: 2, items: [.make("a/one"), .make("b/two")])
        let opened = page.response.items[1]
        var refreshed = opened
        refreshed.stargazersCount += 1
        let entries: [SessionEntry] = [
            .started(perPage: 2, isInteractive: true, isJSON: false),
            .search(.searchStarted(request: 1, query: "q", page: 1)),
            .search(.pageLoaded(request: 1, page)),
            .search(.repositorySelected(opened)),
            .detail(.refreshStarted),
            .detail(.refreshed(refreshed)),
        ]

        let open = try SessionReplay(replaying: entries)
        let closed = try SessionReplay(replaying: entries + [.search(.selectionCleared)])

        #expect(open.detail?.repository == refreshed)
        #expect(open.detail?.isRefreshing == false)
        #expect(open.search.selected == opened)
        #expect(closed.detail == nil)
        #expect(closed.search.selected == nil)
    }

    @Test func aSessionIsCompleteOnlyWithItsEndEntry() throws {
        let entries: [SessionEntry] = [
            .started(perPage: 3, isInteractive: false, isJSON: false),
            .search(.searchStarted(request: 1, query: "swift", page: 1)),
        ]

        #expect(try !SessionReplay(replaying: entries).isComplete)
        #expect(try SessionReplay(replaying: entries + [.ended]).isComplete)
    }

    @Test(arguments: [
        ([SessionEntry](), SessionReplay.Failure.empty),
        ([.started(perPage: 0, isInteractive: false, isJSON: false)], .pageSizeOutOfRange(perPage: 0)),
        ([.started(perPage: 101, isInteractive: true, isJSON: false)], .pageSizeOutOfRange(perPage: 101)),
        ([.started(perPage: 1, isInteractive: true, isJSON: false), .ended, .ended], .entryAfterEnd(entry: 3)),
        ([.search(.selectionCleared)], .doesNotStart),
        (
            [.started(perPage: 1, isInteractive: false, isJSON: false), .detail(.refreshStarted)],
            .detailWithoutResult(entry: 2)
        ),
        (
            [
                .started(perPage: 1, isInteractive: false, isJSON: false),
                .started(perPage: 1, isInteractive: false, isJSON: false),
            ],
            .startedTwice(entry: 2)
        ),
    ])
    func entriesThatAreNotASessionAreRefused(entries: [SessionEntry], failure: SessionReplay.Failure) {
        #expect(throws: failure) {
            try SessionReplay(replaying: entries)
        }
    }
}
