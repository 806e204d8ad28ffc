import Foundation
import Prex
import Testing

/// A button says what a view dispatches when it is chosen: its action, or a dismiss when it has none.
struct ButtonStateTests {
    enum AlertAction: Hashable, Codable, Sendable {
        case confirm
    }

    @Test func aChosenButtonSendsItsActionOrADismiss() {
        #expect(
            ButtonState<AlertAction>.destructive("Delete", action: .confirm).presentationAction == .presented(.confirm))
        #expect(ButtonState<AlertAction>.cancel("Cancel").presentationAction == .dismiss)
        #expect(ButtonState<AlertAction>.default("OK").presentationAction == .dismiss)
    }

    @Test func theFactoriesSetTheRole() {
        #expect(ButtonState<AlertAction>.default("OK", action: .confirm) == ButtonState("OK", action: .confirm))
        #expect(ButtonState<AlertAction>.cancel("No").role == .cancel)
        #expect(ButtonState<AlertAction>.destructive("Delete").role == .destructive)
    }

    @Test func aButtonWithoutRoleOrActionIsStoredWithItsLabelAlone() throws {
        let plain = ButtonState<AlertAction>("OK")

        let json = try JSONEncoder().encode(plain)

        #expect(String(decoding: json, as: UTF8.self) == #"{"label":"OK"}"#)
        #expect(try JSONDecoder().decode(ButtonState<AlertAction>.self, from: json) == plain)
    }
}
