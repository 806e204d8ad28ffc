#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A repository with what a search compares prepared once: its words' fields and its language, lowercased.
///
/// ``MockRepositoryService`` prepares every repository of its data set when it is created, so a search only
/// compares bytes: the query's words are looked for in ``text``, and its language is compared with
/// ``language``. Preparing one repository costs a few small allocations; a search then allocates nothing per
/// repository. A class, so that handing one to the matcher costs a reference count, not a copy of every
/// field (which a debug build would make).
final class SearchableRepository: Sendable {
    /// The repository itself.
    let repository: Repository
    /// The name, full name, description and topics, lowercased, as UTF-8, one per line. A query's words hold
    /// no whitespace, so no word can match across two fields.
    let text: [UInt8]
    /// The language lowercased, with `-` read as a space (``SearchQuery/normalized(language:)``), or `nil`.
    let language: String?

    /// Prepares `repository` for searching.
    init(_ repository: Repository) {
        self.repository = repository
        let fields = [repository.name, repository.fullName, repository.description ?? ""] + repository.topics
        text = Array(fields.map { $0.lowercased() }.joined(separator: "\n").utf8)
        language = repository.language.map(SearchQuery.normalized(language:))
    }

    /// Whether `word` (lowercased UTF-8 bytes, not empty) appears in ``text``.
    ///
    /// The C library does the byte work (`memchr` finds each candidate start, `memcmp` checks the rest), so
    /// a search costs about the same in a debug build as in a release one.
    func contains(_ word: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= text.count else { return false }
        // Sound: both buffers stay valid for the closures' duration and are only read. Every pointer passed
        // to the C calls lies inside `text`: `start` begins at its base and only moves to one past a byte
        // `memchr` found within `text`; `memchr` reads at most the `lastStart - start` bytes before the last
        // place `word` can begin, and `memcmp` reads `word.count` bytes from a start at most `lastStart`.
        return text.withUnsafeBytes { text in
            word.withUnsafeBytes { word in
                guard let base = text.baseAddress, let wordBase = word.baseAddress else { return false }
                let lastStart = base + (text.count - word.count)
                var start = base
                while start <= lastStart,
                    let found = memchr(start, Int32(first), lastStart - start + 1).map(UnsafeRawPointer.init)
                {
                    if memcmp(found, wordBase, word.count) == 0 {
                        return true
                    }
                    start = found + 1
                }
                return false
            }
        }
    }
}
