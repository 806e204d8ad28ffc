/// How `--parent` wires a child into its parent (`--as KIND`): on a slice of the parent's state, as a case of the
/// parent's destination enum, or as a case of the parent's navigation stack's elements.
enum ChildKind: String, CaseIterable {
    /// A slice the parent always holds (`var child = ChildState()`): the default.
    case slice
    /// A case of `PARENTDestination`, the enum of the places the parent can go, held in
    /// `var destination: PARENTDestination?`: at most one open, closed by `.dismiss` or by the child itself.
    case destination
    /// A case of `PARENTPath`, the enum of the screens of the parent's stack, held in
    /// `var path = StackState<PARENTPath>()`: pushed, popped, or popping itself.
    case stackElement = "stack-element"

    /// The values `--as` takes, for messages.
    static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
