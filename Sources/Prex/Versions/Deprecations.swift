// Former public names, kept so that code written with them compiles, with a warning offering the new name.

/// The former name of ``StoreObservationBag``.
@available(*, deprecated, renamed: "StoreObservationBag")
public typealias ObservationBag = StoreObservationBag

extension Presenter {
    /// The original Prex's name for ``reflectWholeState()``, which is not mistaken for ``View/reflect(change:)``.
    @available(*, deprecated, renamed: "reflectWholeState()")
    @inlinable
    nonisolated public final func reflect() {
        reflectWholeState()
    }
}
