import Prex

extension TestStore {
    /// Makes a presenter on `scope` (a scope of the store's Flux: a feature tested against the whole app's state)
    /// with a view of its own, and keeps the presenter, its view and so its tasks alive as long as the store:
    /// `let row = store.presenter(on: rows[0]) { RowPresenter(view: $0, flux: $1) }`.
    ///
    /// Its tasks are counted as effects. Main actor; costs one view and one array entry.
    ///
    /// - Parameters:
    ///   - scope: The Flux the presenter shows, scoped from the store's Flux.
    ///   - make: Makes the presenter from the view and `scope`.
    /// - Returns: The presenter.
    public func presenter<ChildAction: Prex.Action, ChildState: Prex.State, P: Presenter<ChildAction, ChildState>>(
        on scope: Flux<ChildAction, ChildState>,
        _ make: (_ view: RecordingView<ChildState>, _ flux: Flux<ChildAction, ChildState>) -> P
    ) -> P {
        let view = RecordingView<ChildState>()
        let presenter = RunningTaskCount.$current.withValue(running) { make(view, scope) }
        presenters.append(presenter)
        presenters.append(view)
        return presenter
    }

    /// Dispatches a child's `action` to `scope`, a scope of the store's Flux, and checks that the store's state
    /// changed exactly as `change` says: `await store.send(.tapped, to: rowFlux) { $0.rows[0].isOpen = true }`.
    ///
    /// As `send(scope.dispatcher.dispatch(action))`: the actions the dispatch reaches the store's Flux as are its
    /// own. Main actor.
    ///
    /// - Parameters:
    ///   - action: The child's action.
    ///   - scope: The Flux of the child, scoped from the store's Flux.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    ///   - change: Changes the store's state as the test last stated it into the state expected now; `nil` (the
    ///     default) expects no change.
    public func send<ChildAction: Prex.Action, ChildState: Prex.State>(
        _ action: ChildAction, to scope: Flux<ChildAction, ChildState>,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ change: ((inout State) throws -> Void)? = nil
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await drive(site: site, change: change) { scope.dispatcher.dispatch(action) }
    }
}
