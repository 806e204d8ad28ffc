import GitHubSearch
import Testing

struct InteractiveCommandTests {
    @Test(arguments: [
        ("swift", InteractiveCommand.search("swift")),
        ("  swift  language:swift ", .search("swift  language:swift")),
        ("n", .nextPage),
        ("more", .nextPage),
        ("open 3", .open(3)),
        ("back", .back),
        ("retry", .retry),
        ("help", .help),
        ("quit", .quit),
        ("q", .quit),
        ("", .nothing),
        ("   ", .nothing),
        ("next steps", .search("next steps")),
    ])
    func linesBecomeCommands(line: String, command: InteractiveCommand) throws {
        #expect(try InteractiveCommand.parse(line) == command)
    }

    @Test(arguments: [
        ("open", "open needs one result number, as in: open 3"),
        ("open x", "'x' is not a result number (1 or more)"),
        ("open 0", "'0' is not a result number (1 or more)"),
        ("open 1 2", "open needs one result number, as in: open 3"),
        (":frobnicate", "unknown command ':frobnicate'"),
        ("/quit now", "unknown command '/quit'"),
    ])
    func badCommandsGetAOneLineReason(line: String, message: String) {
        #expect(throws: InteractiveCommand.ParseError(message: message)) {
            try InteractiveCommand.parse(line)
        }
    }
}
