import Prex
import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The counter playground as a program: `swift run counter`.
///
/// On a terminal it reads single keys in raw mode and restores the terminal when it ends; from a pipe or a
/// file it reads one command per line, so it can be scripted. Run it on the main actor (top-level code in
/// `main.swift` is): every dispatch then reaches the view before it returns.
///
/// ```swift
/// exit(CounterProgram.main(
///     arguments: Array(CommandLine.arguments.dropFirst()),
///     environment: ProcessInfo.processInfo.environment,
///     input: STDIN_FILENO, output: STDOUT_FILENO, error: STDERR_FILENO
/// ))
/// ```
public enum CounterProgram {
    /// Exit status for a command-line usage error (`EX_USAGE` in `sysexits.h`).
    public static let usageError: Int32 = 64
    /// Exit status when input cannot be read (`EX_IOERR` in `sysexits.h`).
    public static let inputError: Int32 = 74

    /// Runs the program until the user quits or input ends.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: The process environment; `NO_COLOR` and `TERM` choose plain or ANSI output.
    ///   - input: The descriptor to read keys or lines from.
    ///   - output: The descriptor to draw on.
    ///   - error: The descriptor for usage and read errors.
    /// - Returns: The exit status: 0 after `quit`, at end of input, when standard output is closed (and for
    ///   `--help`), ``usageError`` for unknown arguments, ``inputError`` when reading fails.
    @MainActor
    public static func main(
        arguments: [String],
        environment: [String: String],
        input: Int32,
        output: Int32,
        error: Int32
    ) -> Int32 {
        let output = FileOutput(descriptor: output)
        let errors = FileOutput(descriptor: error)
        let options: Options
        do {
            options = try Options(arguments: arguments)
        } catch {
            errors.write("counter: \(error.message)\n\(Options.synopsis) (see 'counter --help')\n")
            return usageError
        }
        if options.help {
            output.write(Options.help)
            return 0
        }

        let style = Screen.Style.detect(outputIsTerminal: output.isTerminal, environment: environment)
        let screen = Screen(style: style, write: output.write)
        let rawMode = RawMode.enable(on: input)
        let reader = InputReader(descriptor: input, mode: rawMode == nil ? .lines : .keys)
        if rawMode != nil {
            screen.showMessage("Prex counter: press + or -, r to reset, q to quit", tone: .info)
        }
        // Once nobody reads the output (`counter | head -1`), the program stops reading input and ends.
        let inputs = AnyIterator { output.isClosed ? nil : reader.next() }
        run(reading: inputs, on: screen, verbose: options.verbose, observe: options.observe)
        rawMode?.restore()

        if let failure = reader.failure {
            errors.write("counter: cannot read input: \(String(cString: strerror(failure)))\n")
            return inputError
        }
        return 0
    }

    /// The counter's loop: draws the first screen, then turns each input into a key press on the view, until
    /// `quit` or the end of the inputs.
    ///
    /// - Parameters:
    ///   - inputs: Keys or lines, in the order the user typed them.
    ///   - screen: Where the view draws, and where hints and the action log go.
    ///   - verbose: Whether to log every action the presenter dispatches.
    ///   - observe: Whether to draw through observation tracking (``ObservingCounterScreen``).
    @MainActor
    static func run(
        reading inputs: some IteratorProtocol<Input>, on screen: Screen, verbose: Bool, observe: Bool = false
    ) {
        var inputs = inputs
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
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
            guard let command = Command(input) else {
                if input.isBlank {
                    continue
                }
                // Every wrong line gets a hint, so a script shows which one; a run of unknown keys gets one,
                // since an arrow key alone is three bytes.
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
            case .quit: break loop
            }
            view.inputHandled()
        }
        screen.finish()
    }
}
