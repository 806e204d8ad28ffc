/// Stands in for `SwiftUI.Text`: a line of text.
public struct Text: View {
    /// The text shown.
    package let content: String

    /// Creates a text view; `Text("count: \(model.count)")` reads the model when the body runs.
    public init(_ content: String) {
        self.content = content
    }

    /// Nothing: a primitive view draws itself.
    public var body: EmptyView {
        return EmptyView()
    }
}

/// Stands in for `SwiftUI.Button`: a title and the action a tap runs.
public struct Button: View {
    /// The button's title.
    package let title: String
    private let action: @MainActor () -> Void

    /// Creates a button that runs `action` on the main actor when tapped.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    /// What a user's tap does: runs the action. (Tests tap; SwiftUI has no such method.)
    package func tap() {
        action()
    }

    /// Nothing: a primitive view draws itself.
    public var body: EmptyView {
        return EmptyView()
    }
}

/// Stands in for `SwiftUI.VStack`: views stacked vertically.
public struct VStack: View {
    /// The stacked views, in order.
    package let content: TupleView

    /// Creates a stack of the views that `content` lists.
    public init(@ViewBuilder content: () -> TupleView) {
        self.content = content()
    }

    /// Nothing: a primitive view draws itself.
    public var body: EmptyView {
        return EmptyView()
    }
}
