#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Timeline where Action: Decodable {
    /// The timeline of the session recorded in the ``ActionLog`` at the file URL `url`: its actions applied, in
    /// order, to `initialState` with `mutation`, as ``Flux/replay(from:)`` applies them.
    ///
    /// Reads the whole file on the calling thread and decodes its lines on every core (with one core, the cost of
    /// ``ActionLog/actions(_:from:)``; with more, that divided among them), waiting for them, then costs what
    /// ``init(initialState:mutation:actions:)`` costs.
    ///
    /// - Parameters:
    ///   - initialState: The state the recording started from: step 0.
    ///   - mutation: The feature's mutation, as the recorded Flux had it.
    ///   - url: The action log's file URL.
    /// - Throws: ``ActionLogError``, exactly as ``Flux/replay(from:)`` throws it for the same file.
    public init<M: Mutation>(initialState: State, mutation: M, contentsOf url: URL) throws(ActionLogError)
    where M.Action == Action, M.State == State {
        let actions = try ActionLog.actionsDecodedInParallel(Action.self, from: url)
        self.init(initialState: initialState, mutation: mutation, actions: actions)
    }
}
