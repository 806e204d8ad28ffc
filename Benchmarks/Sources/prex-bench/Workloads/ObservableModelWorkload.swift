import Observation
import Prex
import PrexObservation

/// How many times a reader's tracking scope was invalidated.
enum Invalidations {
    // `nonisolated(unsafe)` is sound here: only the benchmark's main-actor loop runs, and the model calls
    // `onChange` on that same thread, during its dispatch; no other thread touches it.
    @exclusivity(unchecked) nonisolated(unsafe) static var count = 0
}

/// A body reading ten properties, drawn again each time it is invalidated, as SwiftUI does.
@MainActor
final class TenLabelsBody {
    /// Reads the ten properties and returns their sum.
    private let read: () -> Int
    private var drawnAfter = -1

    init(reading read: @escaping () -> Int) {
        self.read = read
    }

    /// Runs the body in a new tracking scope when the last one was invalidated.
    func drawIfInvalidated() {
        guard drawnAfter != Invalidations.count else { return }
        drawnAfter = Invalidations.count
        withObservationTracking {
            Sink.value &+= read()
        } onChange: {
            Invalidations.count &+= 1
        }
    }
}

/// An `ObservableModel` whose body tracks ten properties, one changing per action: against the plain presenter
/// path (a view reading the same ten properties from each change), and against the same screen written with
/// `@Observable` and a presenter view, with the same body.
enum ObservableModelWorkload {
    /// Dispatches `count` actions on main, each bumping one of the ten properties; after each, `afterEach`.
    @MainActor
    static func bump(_ presenter: Presenter<TenAction, TenState>, count: Int, afterEach: () -> Void = {}) {
        for index in 0..<count {
            presenter.dispatch(TenAction(index: index))
            afterEach()
        }
    }

    /// A model and the body that reads it; the body is drawn once.
    @MainActor
    static func makeModelScreen() -> (ObservableModel<Presenter<TenAction, TenState>>, TenLabelsBody) {
        let model = ObservableModel(state: TenState(), mutation: TenMutation())
        let body = TenLabelsBody { sumOfReads(model) }
        body.drawIfInvalidated()
        return (model, body)
    }

    /// The ten properties read through the model, summed.
    ///
    /// One read per statement: as one expression, the ten dynamic-member reads and their nine `&+` took the
    /// compiler seconds to type-check.
    @MainActor
    static func sumOfReads(_ model: ObservableModel<Presenter<TenAction, TenState>>) -> Int {
        var sum = model.p0
        sum &+= model.p1
        sum &+= model.p2
        sum &+= model.p3
        sum &+= model.p4
        sum &+= model.p5
        sum &+= model.p6
        sum &+= model.p7
        sum &+= model.p8
        sum &+= model.p9
        return sum
    }

    /// The same screen with an `@Observable` view; the body is drawn once.
    @MainActor
    static func makeMacroScreen() -> (TenLabelsObservableView, TenLabelsBody) {
        let view = TenLabelsObservableView()
        let body = TenLabelsBody {
            (view.p0 &+ view.p1 &+ view.p2 &+ view.p3 &+ view.p4)
                &+ (view.p5 &+ view.p6 &+ view.p7 &+ view.p8 &+ view.p9)
        }
        body.drawIfInvalidated()
        return (view, body)
    }

    static let workload = Workload(
        name: "observable",
        summary: "ObservableModel with a body tracking 10 properties, redrawn when invalidated; vs the plain paths",
        defaultCount: 100_000
    ) { count, mode in
        let (model, body) = makeModelScreen()
        let plain = TenLabelsView()
        let redrawn = mode.compare(count: count) { count in
            bump(model.presenter, count: count, afterEach: body.drawIfInvalidated)
        } floor: { count in
            bump(plain.presenter, count: count)
        }
        guard case .compare = mode else { return [] }
        let (macroView, macroBody) = makeMacroScreen()
        let againstMacro = mode.compare(count: count) { count in
            bump(model.presenter, count: count, afterEach: body.drawIfInvalidated)
        } floor: { count in
            bump(macroView.presenter, count: count, afterEach: macroBody.drawIfInvalidated)
        }
        // Without a body to invalidate: what the model's own bookkeeping costs on each change.
        let idle = ObservableModel(state: TenState(), mutation: TenMutation())
        Sink.value &+= sumOfReads(idle)
        let unobserved = mode.compare(count: count) {
            bump(idle.presenter, count: $0)
        } floor: {
            bump(plain.presenter, count: $0)
        }
        return [
            Row(
                name: "observable, body redrawn", count: count, unit: "ns/action", value: redrawn.library,
                floor: redrawn.floor, floorName: "presenter10", target: nil),
            Row(
                name: "observable vs @Observable", count: count, unit: "ns/action", value: againstMacro.library,
                floor: againstMacro.floor, floorName: "@Observable view, same body", target: .ratio(1.5)),
            Row(
                name: "observable, no body", count: count, unit: "ns/action", value: unobserved.library,
                floor: unobserved.floor, floorName: "presenter10", target: .ratio(1.5)),
        ]
    }

    /// The floors alone, for counting their instructions with `--profile`.
    static let floorWorkloads = [
        Workload(
            name: "presenter10",
            summary: "the presenter path with a view reading 10 properties from each change (observable's floor)",
            defaultCount: 100_000
        ) { count, mode in
            let view = TenLabelsView()
            let time = mode.measure(count: count) { bump(view.presenter, count: $0) }
            return [
                Row(
                    name: "presenter10", count: count, unit: "ns/action", value: time, floor: nil, floorName: nil,
                    target: nil)
            ]
        },
        Workload(
            name: "observable-macro",
            summary: "the observable workload's screen written with @Observable and a presenter view",
            defaultCount: 100_000
        ) { count, mode in
            let (view, body) = makeMacroScreen()
            let time = mode.measure(count: count) { bump(view.presenter, count: $0, afterEach: body.drawIfInvalidated) }
            return [
                Row(
                    name: "@Observable view, body redrawn", count: count, unit: "ns/action", value: time, floor: nil,
                    floorName: nil, target: nil)
            ]
        },
        Workload(
            name: "observable-idle",
            summary: "the observable workload's model with 10 reads tracked and no body to invalidate",
            defaultCount: 100_000
        ) { count, mode in
            let model = ObservableModel(state: TenState(), mutation: TenMutation())
            Sink.value &+= sumOfReads(model)
            let time = mode.measure(count: count) { bump(model.presenter, count: $0) }
            return [
                Row(
                    name: "observable, no body", count: count, unit: "ns/action", value: time, floor: nil,
                    floorName: nil, target: nil)
            ]
        },
    ]
}
