import Prex
import Testing

/// Action cases nest: a grandchild's case is its parent's case of its own case, so one call scopes a grandchild or
/// composes its mutation; the identity case is an action in itself.
struct ActionCaseTests {
    @Test func aNestedCaseWrapsInBothCasesAndFindsOnlyItsOwnActions() {
        let row: ActionCase<ShelfAppAction, ElementAction<Int, BookAction>> = .shelf(.book)

        let action = row.embed(ElementAction(id: 3, action: .toggleRead))

        #expect(action == .shelf(.book(ElementAction(id: 3, action: .toggleRead))))
        #expect(row.extract(action) == ElementAction(id: 3, action: .toggleRead))
        #expect(row.extract(.shelf(.sort)) == nil)
        #expect(row.extract(.reset) == nil)
    }

    @Test func aGrandchildIsScopedInOneCall() throws {
        // Given an app whose shelf holds books
        let app = Flux(state: ShelfAppState(), mutation: ShelfAppMutation.composed)

        // When one book is scoped from the app, through the shelf, and dispatches
        let book = try #require(app.scope(element: 3, in: \.shelf.books, action: .shelf(.book)))
        book.dispatcher.dispatch(.toggleRead)

        // Then the book changed in the app's state, and the scope shows it
        #expect(app.store.state.shelf.books[id: 3]?.isRead == true)
        #expect(app.store.state.shelf.books[id: 4]?.isRead == false)
        #expect(book.store.state.isRead)
    }

    @Test func aGrandchildsMutationIsComposedInOneCall() {
        let mutation = ShelfAppMutation().forEach(state: \.shelf.books, action: .shelf(.book), BookMutation())
        var state = ShelfAppState()

        mutation.mutate(action: .shelf(.book(ElementAction(id: 4, action: .toggleRead))), state: &state)

        #expect(state.shelf.books[id: 4]?.isRead == true)
    }

    @Test func theIdentityCaseIsTheActionItself() {
        let identity: ActionCase<ShelfAction, ShelfAction> = .identity
        let nested: ActionCase<ShelfAppAction, ShelfAction> = .shelf(.identity)

        #expect(identity.embed(.sort) == .sort)
        #expect(identity.extract(.sort) == .sort)
        #expect(nested.embed(.sort) == .shelf(.sort))
        #expect(nested.extract(.reset) == nil)
    }

    @Test func aSliceWhoseActionsAreItsParentsIsScopedWithTheIdentityCase() {
        let shelf = Flux(state: ShelfState(), mutation: ShelfMutation())
        let books = shelf.scope(state: \.books, action: .identity)

        books.dispatcher.dispatch(.sort)

        #expect(shelf.store.state.sorted)
    }
}

private struct Book: State, Identifiable, Equatable {
    let id: Int
    var isRead = false
}

private enum BookAction: Action, Equatable {
    case toggleRead
}

private struct BookMutation: Mutation {
    func mutate(action: BookAction, state: inout Book) {
        switch action {
        case .toggleRead: state.isRead.toggle()
        }
    }
}

private struct ShelfState: State, Equatable {
    var books: IdentifiedList<Book> = [Book(id: 3), Book(id: 4)]
    var sorted = false
}

private enum ShelfAction: Action, Equatable {
    case book(ElementAction<Int, BookAction>)
    case sort
}

extension ActionCase where Parent == ShelfAction {
    fileprivate static var book: ActionCase<ShelfAction, ElementAction<Int, BookAction>> {
        .init(ShelfAction.book) { if case .book(let action) = $0 { action } else { nil } }
    }
}

private struct ShelfMutation: Mutation {
    func mutate(action: ShelfAction, state: inout ShelfState) {
        if case .sort = action {
            state.sorted = true
        }
    }
}

private struct ShelfAppState: State, Equatable {
    var shelf = ShelfState()
}

private enum ShelfAppAction: Action, Equatable {
    case shelf(ShelfAction)
    case reset
}

extension ActionCase where Parent == ShelfAppAction {
    fileprivate static var shelf: ActionCase<ShelfAppAction, ShelfAction> {
        .init(ShelfAppAction.shelf) { if case .shelf(let action) = $0 { action } else { nil } }
    }
}

private struct ShelfAppMutation: Mutation {
    func mutate(action: ShelfAppAction, state: inout ShelfAppState) {
        if case .reset = action {
            state = ShelfAppState()
        }
    }

    /// The app with the shelf composed in, and the shelf with its books.
    static var composed: some Mutation<ShelfAppAction, ShelfAppState> {
        ShelfAppMutation()
            .scope(
                state: \.shelf, action: .shelf,
                ShelfMutation().forEach(state: \.books, action: .book, BookMutation()))
    }
}
