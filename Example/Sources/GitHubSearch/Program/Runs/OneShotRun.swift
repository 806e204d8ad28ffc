import Prex
import TerminalKit

/// `github-search QUERY`: prints the requested page of results (a table, or JSON), then ends.
@MainActor
package struct OneShotRun {
    private let context: RunContext

    /// Creates the run.
    package init(context: RunContext) {
        self.context = context
    }

    /// Searches `query` at the page the options ask for and waits for the screen to print it.
    ///
    /// - Returns: 0, 1 when the service failed, 64 when the page asked for is past the last one.
    package func run(query: String) async -> ExitStatus {
        let options = context.options
        let app = context.makeApp(format: options.isJSON ? .json : .table, isInteractive: false)
        let search = app.search.presenter
        await search.search(query, page: options.page).value
        return RunContext.status(ofOneShot: search.state)
    }
}
