import Observation
import SwiftUIStandIn
import TestSupport

/// Renders a stand-in view as SwiftUI does: runs its body inside an Observation tracking scope, and records
/// each invalidation of that scope.
@MainActor
final class Rendering<Screen: View> {
    private let screen: Screen
    private let invalidated = Recorder<Bool>()
    /// What the last render showed: every text, in order.
    private(set) var texts: [String] = []
    /// The buttons of the last render, in order.
    private(set) var buttons: [Button] = []

    init(_ screen: Screen) {
        self.screen = screen
        render()
    }

    /// How many times a render was invalidated.
    var invalidations: Int {
        invalidated.count
    }

    /// How many invalidations ran off the main queue: 0 unless the model broke its promise.
    var invalidationsOffMainQueue: Int {
        invalidated.all.filter { !$0 }.count
    }

    /// Runs the body in a new tracking scope, as SwiftUI does after an invalidation.
    func render() {
        let body = withObservationTracking {
            screen.body
        } onChange: { [invalidated] in
            invalidated.append(MainQueueProbe.isOnMainQueue)
        }
        texts = []
        buttons = []
        collect(body)
    }

    /// Taps the button titled `title`; returns whether there was one.
    func tap(_ title: String) -> Bool {
        guard let button = buttons.first(where: { $0.title == title }) else { return false }
        button.tap()
        return true
    }

    private func collect(_ view: any View) {
        switch view {
        case let text as Text: texts.append(text.content)
        case let button as Button: buttons.append(button)
        case let stack as VStack: collect(stack.content)
        case let tuple as TupleView: tuple.views.forEach(collect)
        default: break
        }
    }
}
