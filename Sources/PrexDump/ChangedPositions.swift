/// A collection that finds where it may differ from an older value of its type without reading the rest: Prex's
/// `IdentifiedList`, through the storage two versions share. ``ValueDiff`` compares only those positions' elements,
/// as it compares an array's elements in place, instead of reading every element through `Mirror`.
package protocol ChangedPositions {
    /// The positions, ascending, whose elements may differ from `old`'s, when `old` is a value of this type that
    /// holds the same ids in the same order (a position then names the same element in both); `nil` otherwise,
    /// and the diff reads both values through `Mirror`. Costs what changed, not the elements held.
    func positionsChanged(since old: Any) -> [Int]?

    /// The element at `position`, from 0, as a value to read.
    func element(atPosition position: Int) -> Any
}
