import Prex

#if canImport(SwiftUI)
import SwiftUI
#endif

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservableModel {
    /// Sets the property at `keyPath` of the state by dispatching the feature's binding case,
    /// `.binding(.set(keyPath, value))`, through the presenter: what a two-way binding's setter does, and what a
    /// UIKit control's event handler calls.
    ///
    /// Main actor. The change reaches the model (and every view of the Flux) as any dispatch's does: before this
    /// returns, on the main thread. Cost: a dispatch of a binding action. A property of the state named `set` is
    /// read as `model.state.set`.
    ///
    /// - Parameters:
    ///   - keyPath: The property to set, such as `\.name`.
    ///   - value: Its new value.
    public func set<A: BindableAction, S, Value: Equatable & Sendable>(
        _ keyPath: any WritableKeyPath<S, Value> & Sendable, to value: Value
    ) where Source: Presenter<A, S>, A == Source.Action, S == State, A.State == S {
        presenter.dispatch(.binding(.set(keyPath, value)))
    }

    #if canImport(SwiftUI)
    /// A two-way binding to the property at `keyPath` of the state, for a SwiftUI control: reading it reads the
    /// property through the model (tracked, as `model.name` is); writing it dispatches the feature's binding case
    /// (``set(_:to:)``).
    ///
    /// ```swift
    /// TextField("Name", text: model.binding(\.name))
    /// ```
    ///
    /// Main actor: SwiftUI reads and writes bindings there. Cost: a tracked read; a write, a binding dispatch. A
    /// property of the state named `binding` is read as `model.state.binding`.
    ///
    /// - Parameter keyPath: The property the control shows and edits.
    /// - Returns: A binding that holds the model.
    public func binding<A: BindableAction, S, Value: Equatable & Sendable>(
        _ keyPath: any WritableKeyPath<S, Value> & Sendable
    ) -> SwiftUI.Binding<Value> where Source: Presenter<A, S>, A == Source.Action, S == State, A.State == S {
        SwiftUI.Binding(
            get: { MainActor.assumeIsolated { self[dynamicMember: keyPath] } },
            set: { value in MainActor.assumeIsolated { self.set(keyPath, to: value) } }
        )
    }
    #endif
}
