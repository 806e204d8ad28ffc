import Foundation
import GitHubSearch
import Prex
import TerminalKit

// github-search: wires the command line, standard input and the terminal to one of GitHubSearch's runs.
// The exit statuses are listed in `--help` (TerminalKit's ExitStatus).

Termination.prepareProcess()
let options = Options.commandLine.parseOrExit(defaults: Options())
let environment = ProcessInfo.processInfo.environment

do throws(SessionFile.Failure) {
    let recorder = try options.recordPath.map { path throws(SessionFile.Failure) in
        try SessionFile.recorder(at: path, replacing: options.replacesRecording)
    }
    // The end line, however the program finishes: here below, or where a write to standard output failed
    // (74, or 0 when its reader is gone). A recording without it was cut short (a signal, a crash), and
    // replays as such.
    if let recorder {
        Termination.atExit { recorder.append(.ended) }
    }
    // The starred list, kept between runs: written at the end, and on SIGINT, SIGTERM and SIGHUP before the
    // signal ends the program.
    let starredFile = StarredFile.url(options: options, environment: environment).map { url in
        StarredFile.slice(at: url, createsFolder: options.dataPath == nil)
    }
    if let starredFile {
        Termination.atExit { starredFile.flush() }
        Termination.beforeStopSignals { starredFile.flush() }
    }
    let context = RunContext(
        options: options, console: .standard(environment: environment),
        service: MockRepositoryService(faults: options.faults),
        debugLog: options.printsDebugLog ? .standardError : nil, recorder: recorder, starredFile: starredFile
    )
    var status: ExitStatus
    if let path = options.replayPath, options.stepsThrough {
        // The recorded session step by step: keys on a terminal, as search-as-you-type reads them; lines otherwise.
        // Its own scope: the inspector is gone before a session cut short is said.
        var isComplete = true
        do {
            let steps = try StepRun(context: context, entries: SessionFile.entries(at: path), from: path)
            if options.isJSON {
                steps.printSteps()
                status = .success
            } else if ColorRule.allowsEscapes(on: STDOUT_FILENO, environment: environment),
                let rawMode = RawMode.enable(on: STDIN_FILENO)
            {
                let keys = InputThread(descriptor: STDIN_FILENO, mode: .keys)
                let end = await steps.run(inputs: keys.batches, readsKeys: true)
                rawMode.restore()
                status = end ?? keys.endOfInputStatus()
            } else {
                let lines = InputThread(descriptor: STDIN_FILENO, mode: .lines)
                status =
                    await steps.run(inputs: lines.batches, showsPrompt: isatty(STDIN_FILENO) == 1)
                    ?? lines.endOfInputStatus()
            }
            isComplete = steps.isComplete
        }
        // As --replay: a session cut short is said after it was shown.
        if status == .success, !isComplete {
            throw SessionFile.cutShort(path: path)
        }
    } else if let path = options.replayPath {
        status = try ReplayRun(context: context).run(SessionFile.entries(at: path), from: path)
    } else if let query = options.query, !options.runsInteractively {
        status = await OneShotRun(context: context).run(query: query)
    } else if ColorRule.allowsEscapes(on: STDOUT_FILENO, environment: environment),
        let rawMode = RawMode.enable(on: STDIN_FILENO)
    {
        // Search-as-you-type: standard input is a terminal, and standard output one that takes escape codes.
        // Restored before anything else happens (Ctrl-C is a key here; SIGINT, SIGTERM, SIGHUP and SIGQUIT
        // restore it too).
        let keys = InputThread(descriptor: STDIN_FILENO, mode: .keys)
        let end = await TypeaheadRun(context: context).run(keys: keys.batches)
        rawMode.restore()
        status = end ?? keys.endOfInputStatus()
    } else {
        // A prompt whose input could not be read (`< /tmp`, a descriptor open for writing only) or held a line
        // too long did not end well; one that quit before did.
        let lines = InputThread(descriptor: STDIN_FILENO, mode: .lines)
        status =
            await LinePromptRun(context: context).run(lines: lines.batches, showsPrompt: isatty(STDIN_FILENO) == 1)
            ?? lines.endOfInputStatus()
    }
    Termination.runExitActions()
    if let failure = recorder?.failure {
        throw SessionFile.failure(failure)
    }
    Termination.exit(status)
} catch {
    Output.stderr.write("github-search: \(error.message)\n")
    Termination.exit(error.status)
}
