#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Flux where Action: Decodable {
    /// Dispatches, in order, every action recorded in the ``ActionLog`` at the file URL `url`: replayed onto the
    /// state the recording started from, it reproduces the recorded state exactly (the mutation being deterministic).
    ///
    /// Reads the whole file on the calling thread and decodes its lines on every core first, so a file that cannot be
    /// read or has a malformed line dispatches nothing (the error is the one ``ActionLog/actions(_:from:)`` throws:
    /// the first line that fails). Memory: the file's lines while decoding, then the actions. Then dispatches each
    /// action with ``Dispatcher/dispatch(_:)`` on the calling thread, through this Flux's middleware, listeners and
    /// handlers, like any dispatch.
    ///
    /// - Returns: The number of actions dispatched.
    /// - Throws: ``ActionLogError``, as ``ActionLog/actions(_:from:)`` throws it; nothing was dispatched then.
    @discardableResult
    public func replay(from url: URL) throws(ActionLogError) -> Int {
        let actions = try ActionLog.actionsDecodedInParallel(Action.self, from: url)
        for action in actions {
            dispatcher.dispatch(action)
        }
        return actions.count
    }
}
