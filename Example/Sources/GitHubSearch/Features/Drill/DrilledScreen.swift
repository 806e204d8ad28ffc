import Prex

/// The view of the drilled screen on top (``AppScreen/drilled``), with its element's id.
package enum DrilledScreen {
    /// An owner's repositories.
    case owner(StackElementID, OwnerScreen)
    /// A drilled detail.
    case detail(StackElementID, DetailScreen)

    /// The id of its element on the stack.
    package var id: StackElementID {
        switch self {
        case .owner(let id, _), .detail(let id, _): id
        }
    }

    /// Takes the screen off (its progress line goes).
    @MainActor
    func close() {
        switch self {
        case .owner(_, let screen): screen.close()
        case .detail(_, let screen): screen.close()
        }
    }

    /// Pops the screen through its own scope: its presenter's `dismiss()` sends the stack's pop of its id.
    @MainActor
    package func dismiss() {
        switch self {
        case .owner(_, let screen): screen.presenter.dismiss()
        case .detail(_, let screen): screen.presenter.dismiss()
        }
    }
}
