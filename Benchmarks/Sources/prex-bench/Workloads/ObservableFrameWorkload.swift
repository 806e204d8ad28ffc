import Prex
import PrexObservation

/// What a SwiftUI screen does: changes arrive between frames, and an invalidated body is drawn again once per
/// frame, however many changes invalidated it. A one-shot tracker is gone after the first change of a frame;
/// the frame's other changes are announced to a registrar with nobody listening, and the redraw reads the
/// ten properties again in a new tracking scope.
enum ObservableFrameWorkload {
    /// Dispatches per frame: ten actions merged into one redraw.
    static let actionsPerFrame = 10

    /// Dispatches `count` actions on main, each bumping one of the ten properties, and draws `body` again
    /// (when invalidated) after every ``actionsPerFrame`` of them.
    @MainActor
    static func bumpInFrames(_ presenter: Presenter<TenAction, TenState>, count: Int, body: TenLabelsBody) {
        for index in 0..<count {
            presenter.dispatch(TenAction(index: index))
            if index % actionsPerFrame == actionsPerFrame - 1 {
                body.drawIfInvalidated()
            }
        }
    }

    static let workload = Workload(
        name: "observable-frame",
        summary: "ObservableModel's body redrawn once per 10 dispatches (a frame); vs @Observable and presenter10",
        defaultCount: 100_000
    ) { count, mode in
        let (model, body) = ObservableModelWorkload.makeModelScreen()
        let (macroView, macroBody) = ObservableModelWorkload.makeMacroScreen()
        // The library loop of both comparisons: the model's screen drawn once per frame.
        let modelInFrames = { (count: Int) in bumpInFrames(model.presenter, count: count, body: body) }
        let againstMacro = mode.compare(count: count, library: modelInFrames) { count in
            bumpInFrames(macroView.presenter, count: count, body: macroBody)
        }
        guard case .compare = mode else { return [] }
        let plain = TenLabelsView()
        let againstPresenter = mode.compare(count: count, library: modelInFrames) { count in
            ObservableModelWorkload.bump(plain.presenter, count: count)
        }
        return [
            Row(
                name: "observable, redrawn per frame", count: count, unit: "ns/action", value: againstMacro.library,
                floor: againstMacro.floor, floorName: "@Observable view, same frames", target: .ratio(1.5)),
            Row(
                name: "observable per frame vs presenter", count: count, unit: "ns/action",
                value: againstPresenter.library, floor: againstPresenter.floor, floorName: "presenter10",
                target: nil),
        ]
    }

    /// The @Observable screen in frames alone, for counting its instructions with `--profile`.
    static let macroWorkload = Workload(
        name: "observable-macro-frame",
        summary: "the observable-frame workload's screen written with @Observable and a presenter view",
        defaultCount: 100_000
    ) { count, mode in
        let (view, body) = ObservableModelWorkload.makeMacroScreen()
        let time = mode.measure(count: count) { bumpInFrames(view.presenter, count: $0, body: body) }
        return [
            Row(
                name: "@Observable view, redrawn per frame", count: count, unit: "ns/action", value: time,
                floor: nil, floorName: nil, target: nil)
        ]
    }
}
