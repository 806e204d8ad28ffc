@testable import CounterPlayground

/// Everything a screen wrote, in order.
@MainActor
final class ScreenRecording {
    private(set) var writes: [String] = []

    /// All writes joined: what a terminal or a pipe would have received.
    var text: String {
        writes.joined()
    }

    fileprivate func append(_ text: String) {
        writes.append(text)
    }
}

extension Screen {
    /// A screen whose output is recorded instead of written out.
    static func make(style: Style = .plain) -> (screen: Screen, recording: ScreenRecording) {
        let recording = ScreenRecording()
        return (Screen(style: style, write: recording.append), recording)
    }
}
