import Prex
import Testing

/// `Flux.hasEnded`: `true` exactly from the action that took the scope's child away, never before, never cleared.
@Suite(.timeLimit(.minutes(5)))
struct FluxHasEndedTests {
    @Test func aFluxThatIsNotAScopeNeverEnds() {
        let app = Reader.app()
        app.dispatcher.dispatch(.remove(1))
        app.dispatcher.dispatch(.back)
        #expect(!app.hasEnded)
    }

    @Test func aRowsScopeEndsWhenItsRowLeavesAndNotBefore() throws {
        // Given row 1's scope
        let app = Reader.app()
        let row = try #require(app.scope(element: 1, in: \.feed, action: .row))

        // When the row changes, another row goes and the row moves: it is the same row
        row.dispatcher.dispatch(.markRead)
        app.dispatcher.dispatch(.remove(2))
        #expect(!row.hasEnded)

        // When the row is removed, then added again
        app.dispatcher.dispatch(.remove(1))
        #expect(row.hasEnded)
        app.dispatcher.dispatch(.add(1))

        // Then the old scope stays ended; a scope of the new row has not
        #expect(row.hasEnded)
        let again = try #require(app.scope(element: 1, in: \.feed, action: .row))
        #expect(!again.hasEnded)
    }

    @Test func aDetailsScopeEndsWhenAnotherArticleReplacesItNotWhenItChanges() throws {
        let app = Reader.app()
        app.dispatcher.dispatch(.open(1))
        let detail = try #require(app.scope(optional: \.detail, action: .detail))

        detail.dispatcher.dispatch(.markRead)
        app.dispatcher.dispatch(.open(1))
        #expect(!detail.hasEnded)

        app.dispatcher.dispatch(.open(2))
        #expect(detail.hasEnded)
    }

    @Test func aDetailsScopeAndTheSlicesMadeFromItEndWhenTheDetailCloses() async throws {
        let app = Reader.app()
        app.dispatcher.dispatch(.open(1))
        let detail = try #require(app.scope(optional: \.detail, action: .detail))
        let slice = detail.scope(state: \.self, action: .identity)
        #expect(await Task.detached { !detail.hasEnded && !slice.hasEnded }.value)

        app.dispatcher.dispatch(.back)

        #expect(await Task.detached { detail.hasEnded && slice.hasEnded }.value)
    }
}
