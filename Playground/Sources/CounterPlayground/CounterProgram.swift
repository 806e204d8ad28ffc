import Prex
import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The counter playground as a program: `swift run counter`.
///
/// On a terminal it reads keys in raw mode and restores the terminal when it ends; from a pipe or a file it
/// reads one command per line, so it can be scripted. Run it on the main actor (top-level code in
/// `main.swift` is): every dispatch then reaches the view before it returns.
///
/// ```swift
/// Termination.prepareProcess()
/// let options = Options.commandLine.parseOrExit(defaults: Options())
/// Termination.exit(CounterProgram.main(options: options, environment: ProcessInfo.processInfo.environment))
/// ```
package enum CounterProgram {
    /// Runs the program on the process's standard streams until the user quits or input ends.
    ///
    /// - Parameters:
    ///   - options: The command line.
    ///   - environment: The process environment; `NO_COLOR` and `TERM` choose plain or ANSI output.
    /// - Returns: The exit status: ``ExitStatus/success`` after `quit`, at end of input and after a replay,
    ///   ``ExitStatus/ioError`` when reading fails, ``ExitStatus/dataError`` for a line longer than
    ///   TerminalKit's bound (``InputFailure``), or a ``RecordingFile/Failure``'s status (65, 66, 73, 74) after its
    ///   line on standard error. (A failed write to standard output ends the program in ``Output``.)
    @MainActor
    package static func main(options: Options, environment: [String: String]) -> ExitStatus {
        let output = Output.stdout
        let allowsEscapes = ColorRule.allowsEscapes(on: output.descriptor, environment: environment)
        let screen = Screen(style: allowsEscapes ? .ansi : .plain, write: output.write)
        do throws(RecordingFile.Failure) {
            if let path = options.replayPath {
                let timeline = try RecordingFile.timeline(at: path)
                guard options.stepsThrough else {
                    // The final screen, drawn by the counter's view from the final state.
                    let flux = Flux(state: timeline.state(at: timeline.count), mutation: .counter)
                    CounterView(screen: screen, flux: flux).viewDidLoad()
                    screen.finish()
                    return .success
                }
                return step(through: timeline, on: screen, options: options, allowsEscapes: allowsEscapes)
            }
            let recorder = try options.recordPath.map { path throws(RecordingFile.Failure) in
                try RecordingFile.recorder(at: path, replacing: options.replacesRecording)
            }
            let rawMode = RawMode.enable(on: STDIN_FILENO)
            let reader = InputReader(descriptor: STDIN_FILENO, mode: rawMode == nil ? .lines : .keys)
            if rawMode != nil {
                screen.showMessage(
                    "Prex counter: press + or -, u to undo, U to redo, r to reset, q to quit", tone: .info)
            }
            run(
                reading: reader, on: screen, verbose: options.verbose, observe: options.observe,
                middleware: recorder.map { [$0.middleware] } ?? [])
            rawMode?.restore()
            recorder?.close()
            if let failure = recorder?.failure {
                throw RecordingFile.failure(failure)
            }
            // Set only when the input ended before `quit`: the reader reads no further than the loop asks.
            return reader.failure?.report() ?? .success
        } catch {
            Output.stderr.write("counter: \(error.message)\n")
            return error.status
        }
    }

    /// `--replay FILE --step`: the steps as JSON Lines with `--json`; else the inspector, on keys where standard
    /// input is a terminal and standard output takes escape codes, on lines otherwise.
    @MainActor
    private static func step(
        through timeline: Timeline<CounterAction, CounterState>, on screen: Screen, options: Options,
        allowsEscapes: Bool
    ) -> ExitStatus {
        let run = CounterStepRun(timeline: timeline, screen: screen)
        if options.isJSON {
            run.printSteps()
            return .success
        }
        let rawMode = allowsEscapes ? RawMode.enable(on: STDIN_FILENO) : nil
        let reader = InputReader(descriptor: STDIN_FILENO, mode: rawMode == nil ? .lines : .keys)
        run.run(reading: reader, readsKeys: rawMode != nil)
        rawMode?.restore()
        return reader.failure?.report() ?? .success
    }

    /// The counter's loop: draws the first screen, then turns each input into a key press on the view, until
    /// `quit` or the end of the inputs.
    ///
    /// - Parameters:
    ///   - inputs: Keys or lines, in the order the user typed them.
    ///   - screen: Where the view draws, and where hints and the action log go.
    ///   - verbose: Whether to log every action the presenter dispatches.
    ///   - observe: Whether to draw through observation tracking (``ObservingCounterScreen``).
    ///   - middleware: The Flux's middleware: `--record`'s writer, which records every action the store applies.
    @MainActor
    static func run(
        reading inputs: some IteratorProtocol<Input>, on screen: Screen, verbose: Bool, observe: Bool = false,
        middleware: [Middleware<CounterAction>] = []
    ) {
        var inputs = inputs
        let flux = Flux(state: CounterState(), mutation: .counter, middleware: middleware)
        if verbose {
            // Handlers run on the dispatching thread, after the store: here the main actor, since the loop
            // only dispatches from there.
            _ = flux.dispatcher.register { action in
                MainActor.assumeIsolated {
                    screen.showMessage("action: \(action)", tone: .log)
                }
            }
        }
        let view = makeScreen(observe: observe, screen: screen, flux: flux)
        view.viewDidLoad()

        var hinted = false
        loop: while let input = inputs.next() {
            if input == .resumed {
                // Continued after a stop: the shell may have drawn over the count.
                screen.redraw()
                continue
            }
            guard let command = Command(input) else {
                if input.isBlank || input.isEscapeSequence {
                    continue
                }
                // Every wrong line gets a hint, so a script shows which one; a run of unknown keys gets one.
                if case .key = input, hinted {
                    continue
                }
                screen.showMessage(input.hint, tone: .hint)
                hinted = true
                continue
            }
            hinted = false
            switch command {
            case .increment: view.incrementKeyPressed()
            case .decrement: view.decrementKeyPressed()
            case .reset: view.resetKeyPressed()
            case .undo: view.undoKeyPressed()
            case .redo: view.redoKeyPressed()
            case .quit: break loop
            }
            view.inputHandled()
        }
        screen.finish()
    }
}
