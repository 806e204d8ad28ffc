import Testing

@testable import Prex

/// How an optional or case scope tells that its child was replaced (another id is another child): the same answers
/// for a struct, whose conformance is looked up once, as for a class, whose values are opened at every change.
struct SameChildTestTests {
    struct Note: Identifiable, Equatable, Sendable {
        let id: String
        var text = ""
    }

    final class Document: Identifiable, Sendable {
        let id: Int

        init(id: Int) {
            self.id = id
        }
    }

    @Test func aStructWithTheSameIDIsTheSameChildWhateverElseChanged() throws {
        let test = try #require(ScopeLifetime.sameChildTest(for: Note(id: "A")))

        #expect(test.isSame(Note(id: "A", text: "edited"), as: Note(id: "A")))
        #expect(!test.isSame(Note(id: "B"), as: Note(id: "A")))
        #expect(test is IDComparison<Note, Note>)
    }

    @Test func aClassIsComparedByIDAtEveryChange() throws {
        let test = try #require(ScopeLifetime.sameChildTest(for: Document(id: 1)))

        #expect(test.isSame(Document(id: 1), as: Document(id: 1)))
        #expect(!test.isSame(Document(id: 2), as: Document(id: 1)))
        #expect(!(test is IDComparison<Document, Document>))
    }

    @Test func aChildThatIsNotIdentifiableIsAlwaysTheSameChild() {
        #expect(ScopeLifetime.sameChildTest(for: 42) == nil)
        #expect(ScopeLifetime.sameChildTest(for: Optional("text")) == nil)
    }
}
