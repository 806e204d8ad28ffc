/// An animated progress line on standard error, drawn only when the console allows progress.
@MainActor
final class Spinner {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private let console: Console
    private var animation: Task<Void, Never>?

    init(console: Console) {
        self.console = console
    }

    /// Starts (or restarts) the animation with `label`.
    func start(_ label: String) {
        stop()
        guard console.showsProgress else { return }
        let console = console
        animation = Task {
            var frame = 0
            while !Task.isCancelled {
                console.progress("\(Self.frames[frame % Self.frames.count]) \(label)")
                frame += 1
                try? await Task.sleep(nanoseconds: 80_000_000)
            }
        }
    }

    /// Stops the animation and clears its line.
    func stop() {
        guard let animation else { return }
        animation.cancel()
        self.animation = nil
        console.progress(nil)
    }
}
