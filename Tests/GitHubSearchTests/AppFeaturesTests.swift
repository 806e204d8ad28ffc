import GitHubSearch
import Prex
import PrexTesting
import TerminalKit
import TestSupport
import Testing

/// The example's features through their scopes of the app's Flux, as the program wires them: the stack, the
/// detail child that comes and goes, the starred rows, one feature reading another's slice, and searches that
/// answer out of order.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct AppFeaturesTests {
    private let searchPage = SearchPage.make(
        page: 1, of: 1, total: 3, items: [.make("apple/swift"), .make("vapor/vapor"), .make("swiftlang/swift-format")])

    /// The app's Flux over `service`, and its root screen printing to `capture`.
    private func app(service: any RepositoryService, capture: Capture, showsProgress: Bool = false) -> AppScreen {
        let flux = Flux(
            state: AppState(perPage: 3), mutation: AppMutation.composed,
            dependencies: Dependencies {
                $0.repositories = service
                $0.clock = ImmediateClock()
            })
        let console = capture.console(width: 100, showsProgress: showsProgress)
        let screen = AppScreen(console: console, flux: flux, isInteractive: true)
        screen.presenter.reflectWholeState()
        return screen
    }

    /// A service answering every search with ``searchPage``, refusing the star writes that set `refused`, if any.
    private func stub(refusing refused: Bool? = nil) -> StubRepositoryService {
        let page = searchPage
        return StubRepositoryService(refusing: refused) { _, _, _ in page }
    }

    @Test func openingPushesTheDetailAndBackPopsIt() async throws {
        let capture = Capture()
        let app = app(service: stub(), capture: capture)
        await app.search.presenter.search("swift").value

        #expect(app.search.presenter.select(rank: 2))

        #expect(app.presenter.state.path == [.detail])
        let detail = try #require(app.detail)
        #expect(detail.presenter.state.repository.fullName == "vapor/vapor")
        for load in app.loads() { await load.value }
        #expect(capture.outputLines.contains { $0.hasPrefix("vapor/vapor  ★ ") })

        #expect(app.presenter.back())
        #expect(app.presenter.state.path.isEmpty)
        #expect(app.presenter.state.detail == nil)
        #expect(app.detail == nil)
        #expect(!app.presenter.back())
    }

    @Test func closingTheDetailCancelsItsLoadAndClearsItsProgress() async throws {
        // Given a detail whose load the service holds until it is cancelled, its spinner showing
        let service = HeldDetailService()
        let capture = Capture()
        let app = app(service: service, capture: capture, showsProgress: true)
        await app.search.presenter.search("swift").value
        app.search.presenter.select(rank: 1)
        let load = try #require(app.loads().first)
        weak let closedScreen = app.detail
        // The spinner draws its first frame when its task first runs.
        for _ in 0..<10_000 where !capture.errors.contains("loading apple/swift…") {
            await Task.yield()
        }
        try #require(capture.errors.contains("loading apple/swift…"))

        // When the user goes back
        app.presenter.back()
        await load.value

        // Then the load was cancelled at the service, the screen is gone, and so is its progress line
        #expect(service.cancelledFetches == ["apple/swift"])
        #expect(closedScreen == nil)
        #expect(capture.errors.hasSuffix("\r" + ANSI.clearToEndOfLine), "no stale spinner")
    }

    @Test func starringFromTheDetailShowsInTheListAtOnceAndInTheResults() async throws {
        let capture = Capture()
        let app = app(service: stub(), capture: capture)
        await app.search.presenter.search("swift").value
        app.search.presenter.select(rank: 3)
        for load in app.loads() { await load.value }
        let detail = try #require(app.detail)

        detail.presenter.toggleStar()

        #expect(app.presenter.state.starred.map(\.repository.fullName) == ["swiftlang/swift-format"])
        #expect(capture.outputLines.last == "★ starred swiftlang/swift-format (1 starred)")
        // The results screen reads the starred slice: back on the results, the row carries the star.
        app.presenter.back()
        #expect(capture.outputLines.contains { $0.hasPrefix("   3 swiftlang/swift-format") && $0.contains("★") })
    }

    @Test func aStarFromTheDetailThenBackAtOnceReachesTheService() async throws {
        let service = stub()
        let app = app(service: service, capture: Capture())
        await app.search.presenter.search("swift").value
        app.search.presenter.select(rank: 3)
        let detail = try #require(app.detail)

        // The write is sent at the app's lifetime: going back at once (the screen, its presenter and the detail
        // child go) does not cancel it.
        let write = detail.presenter.toggleStar()
        app.presenter.back()
        await write.value

        #expect(app.detail == nil)
        #expect(!write.isCancelled)
        #expect(service.recordedRequests.last == "star swiftlang/swift-format")
    }

    @Test func anUnstarReachesTheServiceThoughItsRowWentAtOnce() async throws {
        let service = stub()
        let app = app(service: service, capture: Capture())
        await app.search.presenter.search("swift").value
        app.presenter.toggleStar(rank: 1)
        app.presenter.showStarred()
        for load in app.loads() { await load.value }

        let write = try #require(app.starred?.row(at: 1)).presenter.toggleStar()
        await write.value

        #expect(app.presenter.state.starred.starredCount == 0)
        #expect(!write.isCancelled)
        #expect(service.recordedRequests.last == "unstar apple/swift")
    }

    @Test func aStarFromTheResultsReachesTheService() async throws {
        let service = stub()
        let app = app(service: service, capture: Capture())
        await app.search.presenter.search("swift").value

        let write = try #require(app.presenter.toggleStar(rank: 2))
        await write.value

        #expect(app.presenter.state.isStarred(app.presenter.state.search.repositories[1].id))
        #expect(service.recordedRequests.last == "star vapor/vapor")
        #expect(app.presenter.toggleStar(rank: 4) == nil, "no fourth result")
    }

    @Test func aStarTheServiceRefusesFromTheResultsIsPutBack() async throws {
        let service = stub(refusing: true)
        let capture = Capture()
        let app = app(service: service, capture: capture)
        await app.search.presenter.search("swift").value

        let write = try #require(app.presenter.toggleStar(rank: 1))
        #expect(app.presenter.state.starred.starredCount == 1, "starred at once")
        await write.value

        #expect(service.recordedRequests.last == "star apple/swift")
        #expect(app.presenter.state.starred.starredCount == 0)
        #expect(capture.errors.contains("could not star apple/swift: network error: the service refused the write"))
        #expect(
            capture.outputLines.suffix(2) == ["★ starred apple/swift (1 starred)", "unstarred apple/swift (0 starred)"])

        // The same refusal again is said again: asking for the star cleared the first.
        await app.presenter.toggleStar(rank: 1)?.value
        #expect(capture.errors.split(separator: "\n").filter { $0.contains("could not star apple/swift") }.count == 2)
        #expect(app.presenter.state.starRefusal?.isStarred == true)
    }

    @Test func aStarTheServiceRefusesFromTheDetailIsPutBack() async throws {
        let service = stub(refusing: true)
        let capture = Capture()
        let app = app(service: service, capture: capture)
        await app.search.presenter.search("swift").value
        app.search.presenter.select(rank: 1)
        let detail = try #require(app.detail)

        let write = detail.presenter.toggleStar()
        #expect(detail.presenter.state.isStarred, "starred at once")
        await write.value

        #expect(service.recordedRequests.last == "star apple/swift")
        #expect(!detail.presenter.state.isStarred)
        #expect(app.presenter.state.starred.starredCount == 0)
        #expect(capture.errors.contains("could not star apple/swift: network error: the service refused the write"))
    }

    @Test func anUnstarTheServiceRefusesOnTheStarredListPutsTheStarBack() async throws {
        let service = stub(refusing: false)
        let capture = Capture()
        let app = app(service: service, capture: capture)
        await app.search.presenter.search("swift").value
        await app.presenter.toggleStar(rank: 1)?.value
        app.presenter.showStarred()
        let row = try #require(app.starred?.row(at: 1))

        let write = row.presenter.toggleStar()
        #expect(!row.presenter.state.isStarred, "unstarred at once")
        await write.value

        #expect(service.recordedRequests.last == "unstar apple/swift")
        #expect(row.presenter.state.isStarred)
        #expect(app.presenter.state.starred.starredCount == 1)
        #expect(capture.errors.contains("could not unstar apple/swift: network error: the service refused the write"))
    }

    @Test func theDetailFeatureDispatchesThroughItsScope() async throws {
        let app = app(service: stub(), capture: Capture())
        await app.search.presenter.search("swift").value
        app.search.presenter.select(rank: 1)
        let detail = try #require(app.detail)

        // PrexTesting on the app's Flux sees the detail's action wrapped in its case.
        expectActions([.detail(.starTapped)], from: app.flux) {
            detail.presenter.toggleStar()
        }
        #expect(app.presenter.state.isStarred(detail.presenter.state.repository.id))
    }

    @Test func starredRowsAreChildFeaturesThatRefreshAndGoWhenUnstarredAndTheListLeft() async throws {
        let capture = Capture()
        let app = app(service: stub(), capture: capture)
        await app.search.presenter.search("swift").value
        app.presenter.toggleStar(rank: 1)
        app.presenter.toggleStar(rank: 2)

        app.presenter.showStarred()
        for load in app.loads() { await load.value }

        let starred = try #require(app.starred)
        #expect(starred.rows.map(\.id) == app.presenter.state.starred.ids)
        #expect(app.presenter.state.starred.allSatisfy { $0.refresh.value != nil }, "every row refreshed")
        #expect(capture.outputLines.contains("Starred (2)"))

        weak let firstRow = starred.row(at: 1)
        try #require(firstRow).presenter.toggleStar()

        // Unstarred, the row stays listed without its star: the rows' numbers do not move
        #expect(app.presenter.state.starred.map(\.repository.fullName) == ["apple/swift", "vapor/vapor"])
        #expect(starred.rows.map(\.id) == app.presenter.state.starred.ids)
        #expect(capture.outputLines.contains("unstarred apple/swift (1 starred)"))
        #expect(capture.outputLines.contains("Starred (1)"))
        #expect(capture.outputLines.contains { $0.hasPrefix("   1 apple/swift") && !$0.contains("★") })

        // The list left, the unstarred row goes, with its presenter
        app.presenter.back()
        #expect(app.presenter.state.starred.map(\.repository.fullName) == ["vapor/vapor"])
        #expect(firstRow == nil, "the unstarred row and its presenter went")
    }

    @Test func starOneTwiceOnTheStarredListUnstarsRowOneThenStarsItAgain() async throws {
        // Given two starred repositories, the list showing
        let service = stub()
        let capture = Capture()
        let app = app(service: service, capture: capture)
        await app.search.presenter.search("swift").value
        app.presenter.toggleStar(rank: 1)
        app.presenter.toggleStar(rank: 2)
        app.presenter.showStarred()
        for load in app.loads() { await load.value }
        let starred = try #require(app.starred)

        // When row 1 is starred twice, as `star 1` twice does
        try await #require(starred.row(at: 1)).presenter.toggleStar().value
        try await #require(starred.row(at: 1)).presenter.toggleStar().value

        // Then the same repository was unstarred, then starred again; the other one was never touched
        #expect(app.presenter.state.starred.map(\.repository.fullName) == ["apple/swift", "vapor/vapor"])
        #expect(app.presenter.state.starred.allSatisfy { $0.isStarred })
        #expect(service.recordedRequests.suffix(2) == ["unstar apple/swift", "star apple/swift"])
        #expect(capture.outputLines.contains("★ starred apple/swift (2 starred)"))
    }

    @Test func openingFromTheStarredListStacksTheDetailOnIt() async throws {
        let app = app(service: stub(), capture: Capture())
        await app.search.presenter.search("swift").value
        app.presenter.toggleStar(rank: 2)
        app.presenter.showStarred()
        for load in app.loads() { await load.value }

        try #require(app.starred?.row(at: 1)).presenter.open()

        #expect(app.presenter.state.path == [.starred, .detail])
        #expect(app.detail?.presenter.state.repository.fullName == "vapor/vapor")
        app.presenter.back()
        #expect(app.presenter.state.topScreen == .starred)
        #expect(app.detail == nil)
    }

    @Test func outOfOrderAnswersThroughTheSearchScopeAreIgnored() async {
        // The mocked service answers a broad query more slowly: on its clock, "sw" answers after "swift".
        let clock = TestClock()
        let service = MockRepositoryService(faults: FaultPlan(latencyMilliseconds: 20), clock: clock)
        let app = app(service: service, capture: Capture())
        let recorder = ActionRecorder(app.flux)
        let search = app.search.presenter

        let broad = search.search("sw")
        let narrow = search.search("swift")
        await clock.waitForSleepers(2)
        await clock.advance(by: .milliseconds(service.latencyMilliseconds(forQuery: "swift")))
        await narrow.value
        await clock.run()
        await broad.value

        let loaded = recorder.actions.compactMap { action -> String? in
            if case .search(.pageLoaded(_, let page)) = action { return page.response.items.first?.fullName }
            return nil
        }
        #expect(loaded.count == 2, "both answers reached the app's Flux")
        #expect(app.presenter.state.search.results.value?.query == "swift")
        let swift = try? await MockRepositoryService().searchRepositories(query: "swift", page: 1, perPage: 3)
        #expect(app.presenter.state.search.repositories == swift?.response.items)
    }
}

/// A service whose searches answer with one repository and whose fetches wait until cancelled (on a clock that
/// never moves), recording which.
private final class HeldDetailService: RepositoryService, Sendable {
    private let cancelled = Recorder<String>()
    private let clock = TestClock()

    var cancelledFetches: [String] { cancelled.all }

    func searchRepositories(query: String, page: Int, perPage: Int) async throws -> SearchPage {
        .make(page: 1, of: 1, total: 1, items: [.make("apple/swift")])
    }

    func repository(fullName: String) async throws -> Repository {
        do {
            try await clock.sleep(for: .seconds(3_600))
        } catch {
            cancelled.append(fullName)
            throw error
        }
        return .make(fullName)
    }

    func setStarred(_ isStarred: Bool, fullName: String) async throws {}
}
