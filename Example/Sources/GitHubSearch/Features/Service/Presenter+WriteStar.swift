import Prex

extension Presenter {
    /// Sends the star of the repository named `fullName` (`isStarred`) to the Flux's repository service
    /// (`dependencies.repositories`) at the app's lifetime, so that closing the screen that asked never cancels
    /// it. A refusal dispatches `refused(error)` through the Flux: it reaches the feature while its scope lasts
    /// (after that, the debug log reports it as ignored). Shared by the results, the detail and the starred rows;
    /// on the main actor.
    ///
    /// - Returns: The write, to wait for.
    @discardableResult
    func writeStar(
        _ isStarred: Bool, fullName: String, refused: @escaping @Sendable (ServiceError) -> Action
    ) -> Task<Void, Never> {
        let repositories = dependencies.repositories
        return task(lifetime: .app) { dispatch in
            do {
                try await repositories.setStarred(isStarred, fullName: fullName)
            } catch is CancellationError {
            } catch {
                dispatch(refused(ServiceError(error)))
            }
        }
    }
}
