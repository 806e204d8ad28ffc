import Prex

/// What a binding costs: a form's field set through its one binding case (`.binding(.set(\.count, n))`, applied by
/// `applyingBindings()`) against the same field set by a plain case of the same feature, one store listener each.
enum BindingWorkload {
    struct Form: State {
        var count = 0
        var name = ""
    }

    enum FormAction: BindableAction {
        case binding(BindingAction<Form>)
        case setCount(Int)

        var binding: BindingAction<Form>? {
            if case .binding(let binding) = self { binding } else { nil }
        }
    }

    struct FormMutation: Mutation {
        func mutate(action: FormAction, state: inout Form) {
            switch action {
            case .binding:
                break
            case .setCount(let count):
                state.count = count
            }
        }
    }

    /// The form's Flux, with a listener that reads the field.
    static func makeFlux() -> (Flux<FormAction, Form>, Subscription) {
        let flux = Flux(state: Form(), mutation: FormMutation().applyingBindings())
        return (flux, flux.store.addListener { change in Sink.value &+= change.new.count })
    }

    /// A control's binding keeps its key path (`model.binding(\.count)`) and makes an action per edit.
    static func dispatchBindings(_ flux: Flux<FormAction, Form>, count: Int) {
        let keyPath = \Form.count
        for value in 0..<count {
            flux.dispatcher.dispatch(.binding(.set(keyPath, value)))
        }
    }

    static func dispatchPlain(_ flux: Flux<FormAction, Form>, count: Int) {
        for value in 0..<count {
            flux.dispatcher.dispatch(.setCount(value))
        }
    }

    static let workload = Workload(
        name: "binding",
        summary: "a field set through the binding case vs the same field set by a plain case (one store listener)",
        defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeFlux()
        defer { flux.store.removeListener(with: listener) }
        let times = mode.compare(count: count) {
            dispatchBindings(flux, count: $0)
        } floor: {
            dispatchPlain(flux, count: $0)
        }
        return [
            Row(
                name: "binding", count: count, unit: "ns/action", value: times.library, floor: times.floor,
                floorName: "the same field, plain case", target: .ratio(2))
        ]
    }

    /// A text field's action: its one binding case and a plain case that sets the same field.
    enum TextAction: BindableAction {
        case binding(BindingAction<Form>)
        case setName(String)

        var binding: BindingAction<Form>? {
            if case .binding(let binding) = self { binding } else { nil }
        }
    }

    struct TextMutation: Mutation {
        func mutate(action: TextAction, state: inout Form) {
            switch action {
            case .binding:
                break
            case .setName(let name):
                state.name = name
            }
        }
    }

    /// The text field's Flux, with a listener that reads the field.
    static func makeTextFlux() -> (Flux<TextAction, Form>, Subscription) {
        let flux = Flux(state: Form(), mutation: TextMutation().applyingBindings())
        return (flux, flux.store.addListener { change in Sink.value &+= change.new.name.utf8.count })
    }

    /// Two texts as a field holds them while someone types (small strings: at most 15 UTF-8 bytes, no allocation),
    /// made before the timed loops.
    static let texts = ["Ada Lovelace", "Ada Lovelac"]

    /// A text field's binding (`model.binding(\.name)`) makes an action per edit.
    static func dispatchTextBindings(_ flux: Flux<TextAction, Form>, count: Int) {
        let keyPath = \Form.name
        let texts = texts
        for index in 0..<count {
            flux.dispatcher.dispatch(.binding(.set(keyPath, texts[index & 1])))
        }
    }

    static func dispatchTextPlain(_ flux: Flux<TextAction, Form>, count: Int) {
        let texts = texts
        for index in 0..<count {
            flux.dispatcher.dispatch(.setName(texts[index & 1]))
        }
    }

    static let string = Workload(
        name: "binding-string",
        summary: "a text field set through the binding case vs the same field set by a plain case (one listener)",
        defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeTextFlux()
        defer { flux.store.removeListener(with: listener) }
        let times = mode.compare(count: count) {
            dispatchTextBindings(flux, count: $0)
        } floor: {
            dispatchTextPlain(flux, count: $0)
        }
        return [
            Row(
                name: "binding-string", count: count, unit: "ns/action", value: times.library, floor: times.floor,
                floorName: "the same field, plain case", target: .ratio(2))
        ]
    }

    /// The binding-string workload's floor alone, for `instructions.sh`.
    static let stringPlain = Workload(
        name: "binding-string-plain", summary: "the binding-string workload's floor: the text set by a plain case",
        defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeTextFlux()
        defer { flux.store.removeListener(with: listener) }
        let value = mode.measure(count: count) { dispatchTextPlain(flux, count: $0) }
        return [
            Row(
                name: "binding-string-plain", count: count, unit: "ns/action", value: value, floor: nil,
                floorName: nil, target: nil)
        ]
    }

    /// The floor's loop alone, for `instructions.sh`.
    static let plain = Workload(
        name: "binding-plain", summary: "the binding workload's floor: the field set by a plain case",
        defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeFlux()
        defer { flux.store.removeListener(with: listener) }
        let value = mode.measure(count: count) { dispatchPlain(flux, count: $0) }
        return [
            Row(
                name: "binding-plain", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }
}
