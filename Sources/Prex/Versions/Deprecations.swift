// The names this package replaced, kept so that code written with them still compiles (with a warning that
// offers the new name as a fix-it).

/// The former name of ``StoreObservationBag``.
///
/// Renamed so that it does not read as part of Apple's Observation framework.
@available(*, deprecated, renamed: "StoreObservationBag")
public typealias ObservationBag = StoreObservationBag

extension Presenter {
    /// Asks the view to render the whole current state: the original Prex's name for
    /// ``reflectWholeState()``.
    ///
    /// Renamed so that it is not mistaken for the view's ``View/reflect(change:)``. Same behaviour.
    @available(*, deprecated, renamed: "reflectWholeState()")
    @inlinable
    nonisolated public final func reflect() {
        reflectWholeState()
    }
}
