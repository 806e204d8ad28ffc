import Prex

/// An app of two panels (slices of one payload type, `.left` and `.right`) and a destination (an enum of two cases),
/// with every case declared twice: in one line (found by reflection) and with its pattern match (explicit).
enum CaseApp {
    struct Panel: State, Equatable {
        var count = 0
    }

    enum PanelAction: Action {
        case increment
    }

    struct PanelMutation: Mutation {
        func mutate(action: PanelAction, state: inout Panel) {
            state.count += 1
        }
    }

    struct Panels: State, Equatable {
        var left = Panel()
        var right = Panel()
    }

    enum PanelsAction: Action {
        case left(PanelAction)
        case right(PanelAction)
    }

    enum Destination: State, Equatable {
        case detail(Panel)
        case owner(Panel)
    }

    enum DestinationAction: Action {
        case detail(PanelAction)
        case owner(PanelAction)
    }

    /// How the cases are declared.
    enum Form: String {
        case explicit
        case reflective
    }

    static func panelsCase(right: Bool, _ form: Form) -> ActionCase<PanelsAction, PanelAction> {
        switch (form, right) {
        case (.reflective, false): .init(PanelsAction.left)
        case (.reflective, true): .init(PanelsAction.right)
        case (.explicit, false): .init(PanelsAction.left) { if case .left(let a) = $0 { a } else { nil } }
        case (.explicit, true): .init(PanelsAction.right) { if case .right(let a) = $0 { a } else { nil } }
        }
    }

    static func destinationCase(owner: Bool, _ form: Form) -> ActionCase<DestinationAction, PanelAction> {
        switch (form, owner) {
        case (.reflective, false): .init(DestinationAction.detail)
        case (.reflective, true): .init(DestinationAction.owner)
        case (.explicit, false): .init(DestinationAction.detail) { if case .detail(let a) = $0 { a } else { nil } }
        case (.explicit, true): .init(DestinationAction.owner) { if case .owner(let a) = $0 { a } else { nil } }
        }
    }

    static func stateCase(owner: Bool, _ form: Form) -> StateCase<Destination, Panel> {
        switch (form, owner) {
        case (.reflective, false): .init(Destination.detail)
        case (.reflective, true): .init(Destination.owner)
        case (.explicit, false): .init(Destination.detail) { if case .detail(let s) = $0 { s } else { nil } }
        case (.explicit, true): .init(Destination.owner) { if case .owner(let s) = $0 { s } else { nil } }
        }
    }

    /// The panels' Flux, its mutation composed of both panels', and the right panel's scope.
    static func panels(_ form: Form) -> (Flux<PanelsAction, Panels>, Flux<PanelAction, Panel>) {
        let mutation = EmptyMutation<PanelsAction, Panels>()
            .scope(state: \.left, action: panelsCase(right: false, form), PanelMutation())
            .scope(state: \.right, action: panelsCase(right: true, form), PanelMutation())
        let app = Flux(state: Panels(), mutation: mutation)
        return (app, app.scope(state: \.right, action: panelsCase(right: true, form)))
    }

    /// The destination's Flux on its owner case, its mutation composed of both cases', and the owner's scope.
    static func destination(_ form: Form) -> (Flux<DestinationAction, Destination>, Flux<PanelAction, Panel>?) {
        let mutation = EmptyMutation<DestinationAction, Destination>()
            .scope(case: stateCase(owner: false, form), action: destinationCase(owner: false, form), PanelMutation())
            .scope(case: stateCase(owner: true, form), action: destinationCase(owner: true, form), PanelMutation())
        let app = Flux(state: Destination.owner(Panel()), mutation: mutation)
        return (app, app.scope(case: stateCase(owner: true, form), action: destinationCase(owner: true, form)))
    }
}

/// Dispatch through a child's scope, with its cases declared in one line (reflective) against the explicit form:
/// a slice (`case-slice`: the action's case found once by the composed mutation) and an enum's case (`case-enum`:
/// the action's case, the state's case, and the state embedded again, plus the scope following its case).
enum CaseWorkload {
    /// Times `count` increments through `child`, reflected by one listener on its store.
    static func measure(_ child: Flux<CaseApp.PanelAction, CaseApp.Panel>?, count: Int, mode: Workload.Mode) -> Double {
        guard let child else { preconditionFailure("the destination is on its owner case") }
        let listener = child.store.addListener { change in Sink.value &+= change.new.count }
        defer { child.store.removeListener(with: listener) }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                child.dispatcher.dispatch(.increment)
            }
        }
    }

    static func workload(
        _ name: String, _ summary: String,
        _ child: @escaping @Sendable (CaseApp.Form) -> (AnyObject, Flux<CaseApp.PanelAction, CaseApp.Panel>?)
    ) -> [Workload] {
        [CaseApp.Form.explicit, .reflective].map { form in
            let formName = form == .explicit ? name : "\(name)-reflective"
            // A reflective look-up costs tens of microseconds: a tenth of the count takes about as long.
            let defaultCount = form == .explicit ? 200_000 : 20_000
            let declared = form == .explicit ? "explicitly" : "in one line (reflection)"
            return Workload(
                name: formName, summary: "\(summary), cases declared \(declared)", defaultCount: defaultCount
            ) { count, mode in
                let (app, scope) = child(form)
                defer { withExtendedLifetime(app) {} }
                let value = measure(scope, count: count, mode: mode)
                guard form == .reflective, case .compare = mode else {
                    return [
                        Row(
                            name: formName, count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                            target: nil)
                    ]
                }
                let (explicitApp, explicitScope) = child(.explicit)
                defer { withExtendedLifetime(explicitApp) {} }
                let floor = measure(explicitScope, count: count, mode: mode)
                return [
                    Row(
                        name: formName, count: count, unit: "ns/action", value: value, floor: floor,
                        floorName: "cases declared explicitly", target: nil)
                ]
            }
        }
    }

    static let workloads =
        workload("case-slice", "dispatch through one of two slices' scopes") { form in
            let (app, scope) = CaseApp.panels(form)
            return (app, scope)
        }
        + workload("case-enum", "dispatch through the scope of an enum state's case") { form in
            let (app, scope) = CaseApp.destination(form)
            return (app, scope)
        }
}
