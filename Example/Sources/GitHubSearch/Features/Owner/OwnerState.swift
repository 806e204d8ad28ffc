import Prex

/// What an owner's screen shows: the owner's repositories, loaded from the service.
package struct OwnerState: State, Equatable, Codable {
    /// The owner's login, such as `apple`.
    package var login: String
    /// The load of the owner's repositories, most starred first.
    package var repositories = RequestState<[Repository], ServiceError>()

    /// Creates the state of an owner's screen that has not loaded yet.
    package init(login: String) {
        self.login = login
    }
}
