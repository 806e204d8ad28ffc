import TestSupport

@testable import Prex

/// A navigation stack of two screen types (a counter and a note), for the stack's tests: the app pushes, pops and
/// replaces its path with its own actions, and composes the screens with `forEach(stack:action:_:)`.
enum StackApp {
    struct Counter: State, Equatable, Codable {
        var count = 0
    }

    struct Note: State, Equatable, Codable {
        var text = ""
    }

    enum Screen: State, Equatable, Codable {
        case counter(Counter)
        case note(Note)

        var counter: Counter? {
            if case .counter(let counter) = self { counter } else { nil }
        }
    }

    enum ScreenAction: Action, Equatable, Codable {
        case increment
        case type(String)
    }

    /// Applies each action to the screen type it is for; any other changes nothing.
    struct ScreenMutation: Mutation {
        func mutate(action: ScreenAction, state: inout Screen) {
            switch (action, state) {
            case (.increment, .counter(var counter)):
                counter.count += 1
                state = .counter(counter)
            case (.type(let text), .note(var note)):
                note.text += text
                state = .note(note)
            default:
                break
            }
        }
    }

    struct AppState: State, Equatable, Codable {
        var path = StackState<Screen>()
        /// The path's count as the parent saw it after each `.popFrom`: the elements are gone by then.
        var poppedCounts: [Int] = []
    }

    enum AppAction: Action, Equatable, Codable {
        case path(StackAction<Screen, ScreenAction>)
        case push(Screen)
        case pop
        case popTo(StackElementID)
        case popToRoot
        /// A deep link: the whole path assigned, as a value made in the mutation.
        case deepLink([Screen])
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {
            switch action {
            case .path(.popFrom): state.poppedCounts.append(state.path.count)
            case .path: break
            case .push(let screen): state.path.append(screen)
            case .pop: if !state.path.isEmpty { state.path.removeLast() }
            case .popTo(let id): state.path.pop(to: id)
            case .popToRoot: state.path.removeAll()
            case .deepLink(let screens): state.path = StackState(screens)
            }
        }
    }

    static func make(state: AppState = AppState(), log: Recorder<String>? = nil) -> Flux<AppAction, AppState> {
        Flux(
            state: state,
            mutation: AppMutation().forEach(stack: \.path, action: .path, ScreenMutation()),
            debugLog: log.map { log in .custom { log.append($0) } })
    }
}

extension ActionCase where Parent == StackApp.AppAction {
    static var path: ActionCase<Parent, StackAction<StackApp.Screen, StackApp.ScreenAction>> {
        .init(Parent.path) { if case .path(let action) = $0 { action } else { nil } }
    }
}
