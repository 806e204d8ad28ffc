import Foundation
import Prex
import Testing

/// An alert is a value: compared, hashed, and stored in recordings as readable, stable JSON.
struct AlertStateTests {
    enum AlertAction: Hashable, Codable, Sendable {
        case confirmUnstar(String)
    }

    static let unstar = AlertState<AlertAction>(
        title: "Unstar swift?", message: "It leaves your starred list.",
        buttons: [.destructive("Unstar", action: .confirmUnstar("swift")), .cancel("Cancel")])

    @Test func itIsStoredAsReadableJSONThatDecodesToTheSameAlert() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let json = try encoder.encode(Self.unstar)

        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"buttons":[{"action":{"confirmUnstar":{"_0":"swift"}},"label":"Unstar","role":"destructive"},"#
                + #"{"label":"Cancel","role":"cancel"}],"message":"It leaves your starred list.","#
                + #""title":"Unstar swift?"}"#)
        #expect(try JSONDecoder().decode(AlertState<AlertAction>.self, from: json) == Self.unstar)
    }

    @Test func alertsAreEqualWhenTheirTitleMessageAndButtonsAre() {
        var otherAction = Self.unstar
        otherAction.buttons[0].action = .confirmUnstar("vapor")
        var otherRole = Self.unstar
        otherRole.buttons[0].role = nil
        var noMessage = Self.unstar
        noMessage.message = nil

        #expect(
            Self.unstar
                == AlertState(
                    title: "Unstar swift?", message: "It leaves your starred list.",
                    buttons: [.destructive("Unstar", action: .confirmUnstar("swift")), .cancel("Cancel")]))
        #expect(Set([Self.unstar, otherAction, otherRole, noMessage, Self.unstar]).count == 4)
    }

    @Test func analertWithoutButtonsGivenHasOneOKButtonThatOnlyCloses() {
        let alert = AlertState<AlertAction>(title: "Saved")

        #expect(alert.buttons == [ButtonState("OK", role: .cancel)])
        #expect(alert.buttons.map(\.presentationAction) == [.dismiss])
    }
}
