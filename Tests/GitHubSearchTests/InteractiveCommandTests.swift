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
        ("help me", .search("help me")),
        ("quit now", .search("quit now")),
        ("Q  A", .search("Q  A")),
        ("back end", .search("back end")),
        ("retry logic", .search("retry logic")),
        ("HELP", .help),
    ])
    func linesBecomeCommands(line: String, command: InteractiveCommand) throws {
        #expect(try InteractiveCommand.parse(line) == command)
    }

    @Test(arguments: [
        ("open", "open needs one result number, as in: open 3"),
        ("open x", "open takes a whole number of at least 1, not 'x'"),
        ("open 0", "open 0 is too small (at least 1)"),
        ("open +3", "open takes a whole number of at least 1, not '+3'"),
        ("open 3.0", "open takes a whole number of at least 1, not '3.0'"),
        ("open ٣", "open takes a whole number of at least 1, not '٣'"),
        ("open 99999999999999999999", "open 99999999999999999999 is too large"),
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
