/// Searches and fetches GitHub repositories.
///
/// Calls are `async` and honour task cancellation: a cancelled call throws `CancellationError` instead of
/// a ``ServiceError``.
package protocol RepositoryService: Sendable {
    /// Searches repositories, most starred first.
    ///
    /// - Parameters:
    ///   - query: Words matched case-insensitively against names, descriptions and topics, plus the
    ///     qualifiers `language:NAME` and `stars:>N`.
    ///   - page: The page to return, from 1.
    ///   - perPage: Results per page, 1 to 100.
    /// - Returns: The page and its pagination.
    /// - Throws: ``ServiceError`` or `CancellationError`.
    func searchRepositories(query: String, page: Int, perPage: Int) async throws -> SearchPage

    /// Fetches one repository by its full name, such as `apple/swift`.
    ///
    /// - Throws: ``ServiceError`` (``ServiceError/notFound(fullName:)`` for an unknown name) or
    ///   `CancellationError`.
    func repository(fullName: String) async throws -> Repository

    /// Stars the repository named `fullName` for the user, or unstars it: a write.
    ///
    /// - Throws: ``ServiceError`` or `CancellationError` (a write cancelled before it was sent).
    func setStarred(_ isStarred: Bool, fullName: String) async throws
}
