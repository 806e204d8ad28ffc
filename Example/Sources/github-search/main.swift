import Foundation
import GitHubSearch
import Prex

// github-search: wires the command line, standard input and the terminal to GitHubSearch's SearchApp.
// Exit status: 0 on success, 1 when the service fails (one-shot), 64 for bad usage.

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
    let console = Console.standard(environment: ProcessInfo.processInfo.environment)
    let app = SearchApp(
        options: options, console: console, service: MockRepositoryService(faults: options.faults),
        debugLog: options.printsDebugLog ? .standardError : nil
    )
    let status: Int32
    if let query = options.query, !options.runsInteractively {
        status = await app.runOnce(query: query)
    } else {
        status = await app.runInteractively(lines: StandardInput.lines(), showsPrompt: isatty(STDIN_FILENO) == 1)
    }
    exit(status)
}
