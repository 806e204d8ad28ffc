import GitHubSearch
import Prex

/// Renumbers request identities 1, 2, … in the order they first appear, so that a test can name them: a
/// presenter's identities are unique in the process, so their numbers depend on the tests run before.
struct RequestNumbering {
    private var numbers: [RequestID: UInt64] = [:]

    /// The number of `id`: the next one when `id` is new.
    mutating func number(_ id: RequestID) -> RequestID {
        if let known = numbers[id] {
            return request(known)
        }
        let next = UInt64(numbers.count + 1)
        numbers[id] = next
        return request(next)
    }

    /// `actions` with their request identities renumbered.
    static func renumbered(_ actions: [SearchAction]) -> [SearchAction] {
        var numbering = RequestNumbering()
        return actions.map { numbering.renumbered($0) }
    }

    /// `action` with its request identity renumbered.
    mutating func renumbered(_ action: SearchAction) -> SearchAction {
        switch action {
        case .searchStarted(let id, let query, let page): .searchStarted(request: number(id), query: query, page: page)
        case .pageRequested(let id, let page): .pageRequested(request: number(id), page: page)
        case .pageLoaded(let id, let page): .pageLoaded(request: number(id), page)
        case .pageFailed(let id, let page, let error): .pageFailed(request: number(id), page: page, error)
        case .requestCancelled(let id): .requestCancelled(request: number(id))
        case .repositorySelected, .starTapped, .starFailed, .cleared: action
        }
    }
}
