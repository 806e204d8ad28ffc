import CounterPlayground
import Foundation
import TerminalKit

// The README's counter on this process's standard streams. Top-level code runs on the main actor.
Termination.prepareProcess()
let options = Options.commandLine.parseOrExit(defaults: Options())
Termination.exit(CounterProgram.main(options: options, environment: ProcessInfo.processInfo.environment))
