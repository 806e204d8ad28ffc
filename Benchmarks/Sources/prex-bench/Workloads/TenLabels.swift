import Observation
import Prex

/// A state of ten properties, one of which each action bumps: what a screen of ten labels shows.
struct TenState: State {
    var p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0, p8 = 0, p9 = 0
}

/// Bumps the property `index % 10`.
struct TenMutation: Mutation {
    func mutate(action: TenAction, state: inout TenState) {
        switch action.index % 10 {
        case 0: state.p0 &+= 1
        case 1: state.p1 &+= 1
        case 2: state.p2 &+= 1
        case 3: state.p3 &+= 1
        case 4: state.p4 &+= 1
        case 5: state.p5 &+= 1
        case 6: state.p6 &+= 1
        case 7: state.p7 &+= 1
        case 8: state.p8 &+= 1
        default: state.p9 &+= 1
        }
    }
}

struct TenAction: Action {
    var index: Int
}

/// The plain presenter path for the same screen: a passive view that reads each of the ten properties from
/// the change, as a UIKit view controller sets ten labels.
final class TenLabelsView: View {
    lazy var presenter = Presenter(view: self, state: TenState(), mutation: TenMutation())

    func reflect(change: StateChange<TenState>) {
        var shown = 0
        if let value = change.p0?.value { shown &+= value }
        if let value = change.p1?.value { shown &+= value }
        if let value = change.p2?.value { shown &+= value }
        if let value = change.p3?.value { shown &+= value }
        if let value = change.p4?.value { shown &+= value }
        if let value = change.p5?.value { shown &+= value }
        if let value = change.p6?.value { shown &+= value }
        if let value = change.p7?.value { shown &+= value }
        if let value = change.p8?.value { shown &+= value }
        if let value = change.p9?.value { shown &+= value }
        Sink.value &+= shown
    }
}

/// The same screen written without PrexObservation: the passive view is itself an `@Observable` class and
/// copies each changed property into its own, which announces it (and nothing when the value is equal).
@Observable
final class TenLabelsObservableView: View {
    var p0 = 0
    var p1 = 0
    var p2 = 0
    var p3 = 0
    var p4 = 0
    var p5 = 0
    var p6 = 0
    var p7 = 0
    var p8 = 0
    var p9 = 0
    @ObservationIgnored lazy var presenter = Presenter(view: self, state: TenState(), mutation: TenMutation())

    func reflect(change: StateChange<TenState>) {
        if let value = change.p0?.value { p0 = value }
        if let value = change.p1?.value { p1 = value }
        if let value = change.p2?.value { p2 = value }
        if let value = change.p3?.value { p3 = value }
        if let value = change.p4?.value { p4 = value }
        if let value = change.p5?.value { p5 = value }
        if let value = change.p6?.value { p6 = value }
        if let value = change.p7?.value { p7 = value }
        if let value = change.p8?.value { p8 = value }
        if let value = change.p9?.value { p9 = value }
    }
}
