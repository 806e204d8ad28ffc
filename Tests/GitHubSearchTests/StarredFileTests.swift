import Foundation
import GitHubSearch
import Prex
import TerminalKit
import TestSupport
import Testing

struct StarredFileTests {
    private func url(_ arguments: [String], _ environment: [String: String]) throws -> String? {
        let options = try Options.commandLine.options(arguments, defaults: Options())
        return StarredFile.url(options: options, environment: environment)?.path
    }

    @Test func theFileIsInTheUsersDataFolderUnlessTheOptionsSayOtherwise() throws {
        #if !os(macOS)
        #expect(try url([], ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/github-search/starred.json")
        #expect(
            try url([], ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/github-search/starred.json")
        #expect(try url([], ["HOME": "/h"]) == "/h/.local/share/github-search/starred.json")
        #else
        #expect(try url([], ["HOME": "/h"]) == "/h/Library/Application Support/github-search/starred.json")
        #endif
        #expect(try url([], [:]) == nil)
        #expect(try url(["--data", "/tmp/mine.json"], ["HOME": "/h"]) == "/tmp/mine.json")
        #expect(try url(["--no-persist"], ["HOME": "/h"]) == nil)
        #expect(try url(["--replay", "session.jsonl"], ["HOME": "/h"]) == nil)
    }

    @Test func dataAndNoPersistAreRefusedTogetherAndWithAReplay() {
        #expect(throws: UsageError("--data FILE cannot be combined with --no-persist")) {
            try Options.commandLine.parse(["--data", "f", "--no-persist"], defaults: Options())
        }
        #expect(throws: UsageError("--replay cannot be combined with --data (the recording holds the session)")) {
            try Options.commandLine.parse(["--replay", "s", "--data", "f"], defaults: Options())
        }
    }

    @Test func anotherRunsStarsArriveAsTheReloadAction() {
        var state = AppState()
        let repository = Repository.make("apple/swift")
        AppMutation.composed.mutate(action: .starredChangedOnDisk([repository]), state: &state)
        #expect(state.starredRepositories == [repository])
        #expect(state.isStarred(repository.id))
    }
}
