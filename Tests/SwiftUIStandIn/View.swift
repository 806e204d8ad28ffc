/// Stands in for `SwiftUI.View` on Linux, where SwiftUI does not exist: a main-actor value with a `body`.
///
/// This module declares the SwiftUI names that Prex's own would collide with (`View`, `State`) and the few
/// views the README's sample uses, so that a test target can compile a SwiftUI-shaped file beside
/// `PrexObservation` and prove that the names resolve to SwiftUI's.
///
/// What a SwiftUI sample of the documents names is `public`: DocumentationSampleTests compiles the samples as a
/// module of their own, outside this package, as an app is compiled against SwiftUI. What only this package's
/// tests use (a control's content, tapping a button, making a `Binding`) is `package`; a property wrapper's
/// `wrappedValue` and `projectedValue` stay as public as the wrapper, as Swift requires.
@MainActor
public protocol View {
    /// The view's content.
    associatedtype Body: View

    /// The view's content, built from other views.
    @ViewBuilder var body: Body { get }
}

/// A view that shows nothing: the body of the primitive views below, and its own.
public struct EmptyView: View {
    /// Creates an empty view.
    package init() {}

    /// Nothing: a primitive view draws itself.
    public var body: EmptyView {
        return EmptyView()
    }
}

/// Builds a view's content from the views listed in a `body`, as SwiftUI's builder does.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// One view of the list.
    public static func buildExpression(_ view: some View) -> any View {
        view
    }

    /// The list.
    public static func buildBlock(_ views: any View...) -> TupleView {
        TupleView(views: views)
    }
}

/// The views a builder listed, in order.
public struct TupleView: View {
    /// The views, in the order written.
    package let views: [any View]

    /// Nothing: a primitive view draws itself.
    public var body: EmptyView {
        return EmptyView()
    }
}
