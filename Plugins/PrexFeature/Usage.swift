/// The plugin's usage text, printed for `--help`.
enum Usage {
    static let synopsis =
        "prex-feature NAME --target TARGET [--parent PARENT [--as KIND]] [--subclass] [--uikit] [--observable] [--force]"

    static let text = """
        OVERVIEW: Generates a Prex feature: state, action, mutation, presenter, passive view and tests.

        USAGE: swift package --allow-writing-to-package-directory \(synopsis)

        ARGUMENTS:
          NAME              The feature's name, a Swift type name (Profile, RepositoryDetail): an upper-case
                            ASCII letter, then ASCII letters and digits.

        OPTIONS:
          --target TARGET   The Swift target to add the feature to. The files go into its directory, under
                            NAME/; the tests go into the test target that depends on TARGET
                            (Tests/TARGETTests/ when there is none).
          --parent PARENT   Make the feature a child of PARENT, a feature prex-feature generated in
                            TARGET, on a slice of its state, and wire it in (name: NAME in lower camel
                            case): adds `var name = NAMEState()` to PARENTState, `case name(NAMEAction)`
                            to PARENTAction and NAMEMutation's call to PARENTMutation's switch (the child
                            first), and writes NAME/PARENT+NAME.swift: the ActionCase `.name`, and the
                            parent presenter's `nameFlux()`, the scoped Flux that NAMEView(flux:) takes.
                            Refused when PARENT is unknown or NAME, was edited beyond recognition,
                            declares `name` already, or has NAME wired in already (without --force).
                            Combines with --subclass, not with --uikit or --observable.
          --as KIND         How --parent wires the feature in (needs --parent):
                            slice (the default): as above.
                            destination: as a case of PARENTDestination, the places PARENT can
                            go one at a time, held in `var destination: PARENTDestination?`:
                            adds `case name(NAMEState)` to it, `case name(NAMEAction)` to
                            PARENTDestinationAction and `.scope(case: .name, action: .name,
                            NAMEMutation())` to PARENTDestination.mutation; NAME/PARENT+NAME.swift
                            holds the StateCase and ActionCase `.name` and `nameFlux()`, the Flux
                            of the destination while it is open (nil otherwise), whose dismiss()
                            closes it.
                            stack-element: the same in PARENTPath, the screens of PARENT's
                            stack, held in `var path = StackState<PARENTPath>()`;
                            `nameFlux(id:)` is the Flux of the element with that id, whose
                            dismiss() pops it.
                            The first child of a kind writes PARENT/PARENTDestination.swift (or
                            PARENTPath.swift), adds its property to PARENTState, its case
                            (PresentationAction or StackAction) to PARENTAction and its call to
                            PARENTMutation's switch; these stay when the last child leaves.
                            Refused without --parent, for an unknown KIND, or when PARENT declares
                            `destination` (`path`) already without having generated it.
          --subclass        Write the presenter as a subclass (final class NAMEPresenter: Presenter<…>)
                            instead of an extension of Presenter.
          --uikit           Write the view as a UIKit view controller (NAMEViewController), compiled only
                            where UIKit exists, instead of a plain passive view (NAMEView).
          --observable      Write an observable model for SwiftUI (NAMEModel, an ObservableModel that
                            owns the presenter) and, where SwiftUI exists, a SwiftUI view (NAMEView)
                            keeping it in @State, instead of a plain passive view. TARGET needs the
                            PrexObservation product. Combines with --subclass, not with --uikit.
          --force           Overwrite the feature's files when they exist already, and remove the files
                            an earlier run generated for another variant (NAMEModel.swift after
                            --observable, for a plain view), recognised by their first line. A child
                            is unwired from the parent an earlier run wired it into, then wired again
                            if --parent says so; a parent generated again keeps its children.
          -h, --help        Show this help.

        Nothing is written when an argument is wrong, a file exists already or a parent cannot be wired;
        errors are one line on standard error and the command exits with status 1 (0 on success).
        """
}
