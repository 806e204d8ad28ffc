import Testing

@testable import Prex

/// Memory grows with what the steps changed: counted as storage by identity, the trie nodes of an
/// ``IdentifiedList`` and the buffers of arrays, across the states a timeline keeps.
struct TimelineSharingTests {
    struct Shelf: State {
        var books: IdentifiedList<Book>
        var log: [Int] = []
    }

    struct Book: Identifiable, Sendable {
        let id: Int
        var pages: [Int]
    }

    enum ShelfAction: Action {
        case write(book: Int, page: Int)
    }

    struct ShelfMutation: Mutation {
        func mutate(action: ShelfAction, state: inout Shelf) {
            switch action {
            case .write(let book, let page): state.books[id: book]?.pages[0] = page
            }
        }
    }

    static let bookCount = 4096
    static let steps = 1_000

    @Test func stepsThatChangeOneElementShareTheRestOfTheState() {
        // Given a big state: 4,096 books of 64 pages each
        let books = (0..<Self.bookCount).map { Book(id: $0, pages: Array(repeating: 0, count: 64)) }
        let initial = Shelf(books: IdentifiedList(uniqueElements: books))
        let actions = (1...Self.steps).map { ShelfAction.write(book: ($0 * 37) % Self.bookCount, page: $0) }

        // When each of 1,000 steps writes one page of one book
        let timeline = Timeline(initialState: initial, mutation: ShelfMutation(), actions: actions)

        // Then it keeps the state of every 64th step, and the kept states share every node and every book that their
        // steps did not change
        let kept = timeline.keptStates
        let interval = Timeline<ShelfAction, Shelf>.keptStateInterval
        let lastKeptStep = (Self.steps / interval) * interval
        #expect(kept.count == Self.steps / interval + 1)
        #expect(kept.last?.books[id: (lastKeptStep * 37) % Self.bookCount]?.pages[0] == lastKeptStep)
        var nodes = Set<ObjectIdentifier>()
        var pageBuffers = Set<Int>()
        var indexes = Set<ObjectIdentifier>()
        for state in kept {
            let list = state.books
            Self.collect(list.trie.root, into: &nodes)
            indexes.insert(ObjectIdentifier(list.index))
            for book in list {
                pageBuffers.insert(Self.identity(of: book.pages))
            }
        }
        let initialNodes = Self.nodeCount(initial.books.trie.root)
        let depth = Self.depth(initial.books.trie.root)
        #expect(indexes.count == 1)
        #expect(pageBuffers.count == Self.bookCount + lastKeptStep)
        #expect(nodes.count <= initialNodes + lastKeptStep * depth)
        // A copy of the whole list in each kept state would hold that many times the initial nodes.
        #expect(nodes.count < kept.count * initialNodes)
        #expect(timeline.state(at: Self.steps).books[id: (Self.steps * 37) % Self.bookCount]?.pages[0] == Self.steps)
    }

    /// The identity of an array's buffer: its first element's address while it is read in place, which two arrays
    /// share exactly when they share storage (a non-empty array's elements live in its buffer).
    private static func identity(of pages: [Int]) -> Int {
        // Sound: the address is only compared as a number, never read through.
        pages.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    private static func collect(_ node: TrieNode<Book>, into nodes: inout Set<ObjectIdentifier>) {
        guard nodes.insert(ObjectIdentifier(node)).inserted else { return }
        for index in 0..<8 {
            if let child = node.child(index) {
                collect(child, into: &nodes)
            }
        }
    }

    private static func nodeCount(_ node: TrieNode<Book>) -> Int {
        var nodes = Set<ObjectIdentifier>()
        collect(node, into: &nodes)
        return nodes.count
    }

    private static func depth(_ node: TrieNode<Book>) -> Int {
        1 + (node.child(0).map(depth) ?? 0)
    }
}
