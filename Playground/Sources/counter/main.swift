import CounterPlayground
import Foundation

// The README's counter on this process's standard streams. Top-level code runs on the main actor.

// A closed output pipe (`counter | head -1`) ends the program quietly with status 0 instead of killing it.
signal(SIGPIPE, SIG_IGN)

let status = CounterProgram.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    input: STDIN_FILENO,
    output: STDOUT_FILENO,
    error: STDERR_FILENO
)
exit(status)
