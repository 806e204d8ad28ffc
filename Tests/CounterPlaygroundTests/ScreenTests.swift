import Testing

@testable import CounterPlayground

@MainActor
struct ScreenTests {
    @Test func plainWritesOneLinePerStatusAndMessage() {
        let (screen, recording) = Screen.make(style: .plain)

        screen.showStatus("count: 1")
        screen.showMessage("hint", tone: .hint)
        screen.showStatus("count: " + screen.emphasized("2"))
        screen.finish()

        #expect(recording.text == "count: 1\nhint\ncount: 2\n")
    }

    @Test func ansiDrawsMessagesAboveTheStatusLine() {
        let (screen, recording) = Screen.make(style: .ansi)

        screen.showStatus("count: 1")
        screen.showMessage("action: increment", tone: .log)
        screen.showMessage("hello", tone: .info)

        #expect(
            recording.writes == [
                "\r\u{1B}[2Kcount: 1",
                "\r\u{1B}[2K\u{1B}[2maction: increment\u{1B}[0m\ncount: 1",
                "\r\u{1B}[2Khello\ncount: 1",
            ]
        )
    }

    @Test func ansiFinishEndsTheStatusLineOnce() {
        let (screen, recording) = Screen.make(style: .ansi)
        screen.showStatus("count: 0")

        screen.finish()
        screen.finish()

        #expect(recording.writes.last == "\n")
        #expect(recording.writes.count == 2)
    }
}
