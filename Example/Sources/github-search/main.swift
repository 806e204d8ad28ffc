import Foundation
import GitHubSearch
import Prex
import TerminalKit

// github-search: wires the command line, standard input and the terminal to GitHubSearch's SearchApp.
// Exit status: 0 on success, 1 when the service fails (one-shot), 64 for bad usage; for the session files,
// 65 (not a recorded session, or one cut short), 66 (cannot be read), 73 (exists without --force, or cannot be
// created), 74 (writing failed).

// A closed output pipe (`github-search swift | head -1`) ends the program quietly instead of killing it.
signal(SIGPIPE, SIG_IGN)

let command: Options.Command
do {
    command = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(
        Data("github-search: \(error.message)\nRun 'github-search --help' for usage.\n".utf8))
    exit(64)
}

switch command {
case .help:
    print(Options.usage)
case .run(let options):
    do throws(SessionFile.Failure) {
        let recorder = try options.recordPath.map { path throws(SessionFile.Failure) in
            try SessionFile.recorder(at: path, replacing: options.replacesRecording)
        }
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        let app = SearchApp(
            options: options, console: console, service: MockRepositoryService(faults: options.faults),
            debugLog: options.printsDebugLog ? .standardError : nil, recorder: recorder
        )
        let status: Int32
        if let path = options.replayPath {
            status = try app.replay(SessionFile.entries(at: path), from: path)
        } else if let query = options.query, !options.runsInteractively {
            status = await app.runOnce(query: query)
        } else if isatty(STDOUT_FILENO) == 1, let rawMode = RawMode.enable(on: STDIN_FILENO) {
            // Search-as-you-type: standard input and output are a terminal. Restored before anything else
            // happens (Ctrl-C is a key here; SIGINT, SIGTERM, SIGHUP and SIGQUIT restore it too).
            status = await app.runTypeahead(keys: StandardInput.keys())
            rawMode.restore()
        } else {
            status = await app.runInteractively(lines: StandardInput.lines(), showsPrompt: isatty(STDIN_FILENO) == 1)
        }
        // The end line: a recording without it was cut short (a signal, a crash), and replays as such.
        recorder?.append(.ended)
        if let failure = recorder?.failure {
            throw SessionFile.failure(failure)
        }
        exit(status)
    } catch {
        FileHandle.standardError.write(Data("github-search: \(error.message)\n".utf8))
        exit(error.status)
    }
}
