import CounterFeature
import PrexObservation
import SwiftUIStandIn

// A SwiftUI file as an app writes it, against the stand-in: `View` and `State` are SwiftUI's (this file does
// not import Prex), the model comes from PrexObservation and the feature from its own module. The README's
// "SwiftUI" section shows `CounterScreen` word for word.

struct CounterScreen: View {
    @State private var model = ObservableModel(state: CounterState(), mutation: CounterMutation())

    var body: some View {
        VStack {
            Text("count: \(model.count)")
            Button("+") { model.presenter.increment() }
        }
    }
}

/// A child view handed its parent's model: it spells the model's type through the feature's
/// `CounterPresenter`, and reads only the title.
struct TitleBar: View {
    let model: ObservableModel<CounterPresenter>

    var body: some View {
        VStack {
            Text(model.title)
            Button("Rename") { model.presenter.rename("Tally") }
        }
    }
}
