import Foundation
import Prex
import Testing

/// A confirmation dialog is a value like an alert, which also says whether its title shows.
struct ConfirmationDialogStateTests {
    enum DialogAction: Hashable, Codable, Sendable {
        case share
        case delete
    }

    static let menu = ConfirmationDialogState<DialogAction>(
        title: "apple/swift", titleVisibility: .hidden,
        buttons: [.default("Share", action: .share), .destructive("Delete", action: .delete), .cancel("Cancel")])

    @Test func itIsStoredAsReadableJSONThatDecodesToTheSameDialog() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let json = try encoder.encode(Self.menu)

        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"buttons":[{"action":{"share":{}},"label":"Share"},"#
                + #"{"action":{"delete":{}},"label":"Delete","role":"destructive"},{"label":"Cancel","role":"cancel"}],"#
                + #""title":"apple\/swift","titleVisibility":"hidden"}"#)
        #expect(try JSONDecoder().decode(ConfirmationDialogState<DialogAction>.self, from: json) == Self.menu)
    }

    @Test func dialogsAreEqualWhenEverythingIsIncludingTheTitlesVisibility() {
        var shown = Self.menu
        shown.titleVisibility = .visible

        #expect(Self.menu != shown)
        #expect(ConfirmationDialogState<DialogAction>(title: "t", buttons: []).titleVisibility == .automatic)
        #expect(Set([Self.menu, shown, Self.menu]).count == 2)
    }
}
