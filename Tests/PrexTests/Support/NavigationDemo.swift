import Prex

// TCA's NavigationStack case study on Prex: a root with a stack of three screen types, decoupled pushes, a screen
// that closes itself, a timer torn down by a pop, pop to a screen or to the root, and a deep link.

// MARK: - Root

struct NavigationDemoState: State, Equatable {
    var path = StackState<PathState>()
}

enum NavigationDemoAction: Action, Equatable {
    case goBackToScreen(id: StackElementID)
    case goToABCButtonTapped
    case path(StackAction<PathState, PathAction>)
    case popToRoot
}

struct NavigationDemoMutation: Mutation {
    func mutate(action: NavigationDemoAction, state: inout NavigationDemoState) {
        switch action {
        case .goBackToScreen(let id): state.path.pop(to: id)
        case .goToABCButtonTapped:
            state.path = StackState([.screenA(ScreenAState()), .screenB, .screenC(ScreenCState())])
        case .path(.element(_, .screenB(.screenAButtonTapped))): state.path.append(.screenA(ScreenAState()))
        case .path(.element(_, .screenB(.screenBButtonTapped))): state.path.append(.screenB)
        case .path(.element(_, .screenB(.screenCButtonTapped))): state.path.append(.screenC(ScreenCState()))
        case .path: break
        case .popToRoot: state.path.removeAll()
        }
    }

    static let composed = NavigationDemoMutation().forEach(stack: \.path, action: .path, PathState.mutation)
}

extension ActionCase where Parent == NavigationDemoAction {
    static var path: ActionCase<Parent, StackAction<PathState, PathAction>> { .init(Parent.path) }
}

// MARK: - The screens of the path

enum PathState: State, Equatable, Codable {
    case screenA(ScreenAState)
    case screenB
    case screenC(ScreenCState)

    static let mutation = EmptyMutation<PathAction, PathState>()
        .scope(case: .screenA, action: .screenA, ScreenAMutation())
        .scope(case: .screenC, action: .screenC, ScreenCMutation())
}

enum PathAction: Action, Equatable {
    case screenA(ScreenAAction)
    case screenB(ScreenBAction)
    case screenC(ScreenCAction)
}

extension StateCase where Parent == PathState {
    static var screenA: StateCase<Parent, ScreenAState> { .init(Parent.screenA) }
    static var screenC: StateCase<Parent, ScreenCState> { .init(Parent.screenC) }
}

extension ActionCase where Parent == PathAction {
    static var screenA: ActionCase<Parent, ScreenAAction> { .init(Parent.screenA) }
    static var screenB: ActionCase<Parent, ScreenBAction> { .init(Parent.screenB) }
    static var screenC: ActionCase<Parent, ScreenCAction> { .init(Parent.screenC) }
}

// MARK: - Screen A: a counter, a fact loaded for it, and a button that closes the screen

struct ScreenAState: State, Equatable, Codable {
    var count = 0
    var fact: String?
    var isLoading = false
}

enum ScreenAAction: Action, Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String?)
}

struct ScreenAMutation: Mutation {
    func mutate(action: ScreenAAction, state: inout ScreenAState) {
        switch action {
        case .decrementButtonTapped: state.count -= 1
        case .incrementButtonTapped: state.count += 1
        case .factButtonTapped: state.isLoading = true
        case .factResponse(let fact): (state.isLoading, state.fact) = (false, fact)
        }
    }
}

struct FactClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
}

enum FactClientKey: DependencyKey {
    static var defaultValue: FactClient { FactClient { number in "\(number) is a good number." } }
}

extension Dependencies {
    var factClient: FactClient {
        get { self[FactClientKey.self] }
        set { self[FactClientKey.self] = newValue }
    }
}

extension Presenter where Action == ScreenAAction, State == ScreenAState {
    @discardableResult
    func factButtonTapped() -> Task<Void, Never> {
        dispatch(.factButtonTapped)
        let (count, client) = (state.count, dependencies.factClient)
        return task(id: "fact", lifetime: .feature) { dispatch in
            dispatch(.factResponse(try? await client.fetch(count)))
        }
    }

    func dismissButtonTapped() {
        dismiss()
    }
}

// MARK: - Screen B: buttons whose pushes the root decides

enum ScreenBAction: Action, Equatable {
    case screenAButtonTapped
    case screenBButtonTapped
    case screenCButtonTapped
}

// MARK: - Screen C: a timer that ends when the screen is popped

struct ScreenCState: State, Equatable, Codable {
    var count = 0
    var isTimerRunning = false
}

enum ScreenCAction: Action, Equatable {
    case startButtonTapped
    case stopButtonTapped
    case timerTick
}

struct ScreenCMutation: Mutation {
    func mutate(action: ScreenCAction, state: inout ScreenCState) {
        switch action {
        case .startButtonTapped: state.isTimerRunning = true
        case .stopButtonTapped: state.isTimerRunning = false
        case .timerTick: state.count += 1
        }
    }
}

extension Presenter where Action == ScreenCAction, State == ScreenCState {
    func startButtonTapped() {
        dispatch(.startButtonTapped)
        let clock = dependencies.clock
        task(id: "timer", lifetime: .feature) { dispatch in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
                dispatch(.timerTick)
            }
        }
    }

    func stopButtonTapped() {
        dispatch(.stopButtonTapped)
        cancelTask(id: "timer", lifetime: .feature)
    }
}
