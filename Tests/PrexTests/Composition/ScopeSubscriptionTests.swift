import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A subscription belongs to the dispatcher that issued it, scopes included: handing it to the app's dispatcher,
/// to another scope or to a scope of the scope removes nothing.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScopeSubscriptionTests {
    @Test func aSubscriptionIsOnlyUnregisteredByTheDispatcherThatIssuedIt() throws {
        // Given handlers on the app, on two sibling scopes, and on a scope of a scope
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        app.dispatcher.dispatch(.open(1))
        app.dispatcher.dispatch(.star(7))
        let detail = try #require(app.scope(optional: \.detail, action: .detail))
        let row = try #require(app.scope(element: 7, in: \.starred, action: .row))
        let field = detail.scope(state: \.field, action: .field)
        let heard = Recorder<String>()
        let appSubscription = app.dispatcher.register { _ in heard.append("app") }
        let detailSubscription = detail.dispatcher.register { _ in heard.append("detail") }
        let rowSubscription = row.dispatcher.register { _ in heard.append("row") }
        let fieldSubscription = field.dispatcher.register { _ in heard.append("field") }

        // When each subscription is handed to every dispatcher but its own
        let dispatchers: [(String, (Subscription) -> Void)] = [
            ("app", app.dispatcher.unregister), ("detail", detail.dispatcher.unregister),
            ("row", row.dispatcher.unregister), ("field", field.dispatcher.unregister),
        ]
        let subscriptions = [
            ("app", appSubscription), ("detail", detailSubscription), ("row", rowSubscription),
            ("field", fieldSubscription),
        ]
        for (owner, subscription) in subscriptions {
            for (name, unregister) in dispatchers where name != owner {
                unregister(subscription)
            }
            app.store.removeListener(with: subscription)
            detail.store.removeListener(with: subscription)
        }
        app.dispatcher.dispatch(.detail(.field(.set("x"))))
        app.dispatcher.dispatch(.row(ElementAction(id: 7, action: .markRead)))

        // Then every handler still hears its own actions
        #expect(heard.all == ["app", "detail", "field", "app", "row"])

        // When each is handed to its own dispatcher
        for ((_, subscription), (_, unregister)) in zip(subscriptions, dispatchers) {
            unregister(subscription)
        }
        app.dispatcher.dispatch(.detail(.field(.set("y"))))

        // Then none hears anything more, and no handler is left
        #expect(heard.all.count == 5)
        #expect(app.dispatcher.handlerCount == 0)
    }

    @Test func aScopesSubscriptionAndTheAppsAreDifferentEvenWithTheSameNumber() throws {
        // Given the app's handler and a scope's handler registered right after it
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let list = app.scope(state: \.list, action: .list)
        let appSubscription = app.dispatcher.register { _ in }
        let listSubscription = list.dispatcher.register { _ in }

        // Then the two are different, and neither dispatcher accepts the other's
        #expect(appSubscription != listSubscription)
        list.dispatcher.unregister(appSubscription)
        app.dispatcher.unregister(listSubscription)
        #expect(app.dispatcher.handlerCount == 2)
        list.dispatcher.unregister(listSubscription)
        list.dispatcher.unregister(listSubscription)
        #expect(app.dispatcher.handlerCount == 1)
        app.dispatcher.unregister(appSubscription)
        #expect(app.dispatcher.handlerCount == 0)
    }

    @Test func anEndedScopesHandlerHearsNothingOfTheNextChild() throws {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        app.dispatcher.dispatch(.open("A"))
        let old = try #require(app.scope(optional: \.editor, action: .editor))
        let heard = Recorder<EditorAction>()
        let subscription = old.dispatcher.register { heard.append($0) }

        app.dispatcher.dispatch(.editor(.save))
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open("B"))
        app.dispatcher.dispatch(.editor(.textChanged("B's")))

        #expect(heard.all == [.save])
        old.dispatcher.unregister(subscription)
    }
}
