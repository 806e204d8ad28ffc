import CounterPlayground
import Foundation

// The README's counter on this process's standard streams. Top-level code runs on the main actor.
let status = CounterProgram.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    input: STDIN_FILENO,
    output: STDOUT_FILENO,
    error: STDERR_FILENO
)
exit(status)
