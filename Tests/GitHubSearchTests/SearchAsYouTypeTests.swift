import Foundation
import GitHubSearch
import Prex
import PrexTesting
import TerminalKit
import TestSupport
import Testing

/// Search-as-you-type, unit by unit: typing quickly reaches the service only with the last query, and the
/// typed line turns keys into edits and commands (`SearchAsYouTypeExecutableTests` runs the built program).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SearchAsYouTypeTests {
    private static func makePresenter(
        service: any RepositoryService
    ) -> (SearchPresenter, ActionRecorder<SearchAction>) {
        let flux = Flux<SearchAction, SearchState>.search(service: service, perPage: 3)
        let recorder = ActionRecorder(flux.dispatcher)
        return (SearchPresenter(view: RecordingView(), flux: flux), recorder)
    }

    @Test func typingFastReachesTheServiceOnlyWithTheLastQuery() async {
        // Given a service that holds every search
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let (presenter, recorder) = Self.makePresenter(service: service)

        // When keys arrive faster than the debounce (here: before any task runs)
        presenter.search("s", debounceMilliseconds: 50)
        presenter.search("sw", debounceMilliseconds: 50)
        let last = presenter.search("swift", debounceMilliseconds: 50)

        // Then the earlier searches are cancelled while they wait, and only the last one asks the service
        #expect(await service.waitForSearches(1) == ["swift#1"])
        service.release("swift#1")
        await last.value
        let loaded = RequestNumbering.renumbered(recorder.actions).compactMap { action -> RequestID? in
            if case .pageLoaded(let request, _) = action { return request }
            return nil
        }
        #expect(loaded == [request(3)])
        #expect(presenter.state.query == "swift")
        #expect(presenter.state.repositories.map(\.fullName) == ["swift/result"])
        #expect(!presenter.state.isLoading)
    }

    @Test func aSearchWaitingAtTheServiceAnswersLateAndChangesNothing() async {
        // Given a search for "sw" held by the service (the user paused)
        let service = GatedRepositoryService { query, page, _ in
            .make(page: page, of: 1, total: 1, items: [.make("\(query)/result")])
        }
        let (presenter, _) = Self.makePresenter(service: service)
        let paused = presenter.search("sw", debounceMilliseconds: 1)
        #expect(await service.waitForSearches(1) == ["sw#1"])

        // When the next keys arrive, "swift" answers, then "sw" answers late
        let last = presenter.search("swift", debounceMilliseconds: 1)
        #expect(await service.waitForSearches(1) == ["swift#1"])
        service.release("swift#1")
        await last.value
        service.release("sw#1")
        await paused.value

        // Then only "swift" shows
        #expect(presenter.state.repositories.map(\.fullName) == ["swift/result"])
        #expect(presenter.state.results.value?.query == "swift")
    }

    private static func edit(_ keys: [Key]) -> (events: [TypedLine.Event], text: String) {
        var line = TypedLine()
        let events = keys.map { line.handle($0) }
        return (events, line.text)
    }

    @Test func typedLineEditsByKey() {
        let sw: [Key] = [.character("s"), .character("w")]
        #expect(Self.edit(sw) == ([.edited, .edited], "sw"))
        #expect(Self.edit(sw + [.character("x"), .backspace]) == ([.edited, .edited, .edited, .edited], "sw"))
        #expect(Self.edit([.backspace, .character("a")]) == ([.ignored, .edited], "a"))
        #expect(Self.edit([.character("a"), .controlU, .character("c")]) == ([.edited, .cleared, .edited], "c"))
        #expect(Self.edit([.character("é")]) == ([.edited], "é"))
    }

    @Test func keysThatSendSequencesOrUnboundControlsInsertNothing() {
        let keys: [Key] = [.character("a"), .escape("[D"), .escape("OP"), .escape("]"), .escape("+"), .control(0x01)]
        #expect(Self.edit(keys) == ([.edited, .ignored, .ignored, .ignored, .ignored, .ignored], "a"))
    }

    @Test func keysOfTheVocabularyRunTheirCommandWhateverTheLineHolds() {
        let keys: [Key] = [.character("s"), .controlN, .pageDown, .controlC, .controlD]
        #expect(
            Self.edit(keys) == (
                [.edited, .command(.nextPage), .command(.nextPage), .command(.quit), .command(.quit)], "s"
            ))
    }

    @Test func enterEndsTheLineAndStartsAnEmptyOne() {
        var line = TypedLine()
        for character in "open 3" {
            _ = line.handle(.character(character))
        }
        #expect(line.handle(.enter) == .entered("open 3"))
        #expect(line.text.isEmpty)
    }

    @Test(arguments: [
        ("swift", true), ("sw", true), ("s", false), ("st", false), ("sta", false), ("o", false), ("op", false),
        ("open", false),
        ("open 3", false), ("n", false), ("ne", false), ("new", true), ("q", false), ("", false),
        ("react native", true), ("re", false),
    ])
    func searchesAsTypedUnlessTheLineMayBecomeACommand(text: String, searches: Bool) {
        #expect(TypeaheadRun.searchesAsTyped(text) == searches)
    }
}
