import Foundation
import Prex
import TerminalKit

/// Where `github-search` keeps the starred list between runs: a ``PersistedSlice`` of ``AppState/starredRepositories``
/// in `github-search/starred.json` of the user's data folder, or the file `--data` names.
///
/// Program plumbing: the app's Flux is made with it (``RunContext``), and `main.swift` flushes it at the end and
/// on SIGINT, SIGTERM and SIGHUP. Another run's change is seen within a second, as
/// ``AppAction/starredChangedOnDisk(_:)``.
package enum StarredFile {
    /// The slice kept in a file.
    package typealias Slice = PersistedSlice<AppAction, AppState, [Repository]>

    /// The file the options name: `--data FILE`, else `starred.json` in the user's data folder; `nil` with
    /// `--no-persist`, on a replay, or when the environment names no data folder (no `XDG_DATA_HOME` nor `HOME`).
    ///
    /// The data folder is `$XDG_DATA_HOME/github-search` (an absolute `XDG_DATA_HOME`), else
    /// `$HOME/.local/share/github-search`; on macOS `$HOME/Library/Application Support/github-search`.
    package static func url(options: Options, environment: [String: String]) -> URL? {
        guard options.persists, options.replayPath == nil else { return nil }
        if let path = options.dataPath {
            return URL(fileURLWithPath: path)
        }
        return dataFolder(environment: environment)?.appendingPathComponent("starred.json")
    }

    /// The app's folder in the user's data folder, or `nil` if the environment names none.
    static func dataFolder(environment: [String: String]) -> URL? {
        #if os(macOS)
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent("Library/Application Support/github-search")
        }
        #else
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("github-search")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".local/share/github-search")
        }
        #endif
        return nil
    }

    /// The slice kept in the file at `url`, its folder created if missing (with `--data`, the folder must exist);
    /// its failures are written to standard error, one line each: the starred list then lives in memory.
    package static func slice(at url: URL, createsFolder: Bool) -> Slice {
        if createsFolder {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        return Slice(
            \.starredRepositories, in: FileStorage(url: url), reload: AppAction.starredChangedOnDisk, saveDelay: 2
        ) {
            error in Output.stderr.write("\(Termination.programName): \(error)\n")
        }
    }
}
