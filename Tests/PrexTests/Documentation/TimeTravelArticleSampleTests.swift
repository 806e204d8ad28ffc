import Prex
import Testing

// The article's feature, at file scope so that its names are the article's.
struct Memo: State, Equatable {
    var title = ""
    var detail: MemoDetail?
}

struct MemoDetail: Equatable, Sendable {
    var name = ""
}

enum MemoAction: Action, Codable, Equatable {
    case retitle(String)
    case open(String)
    case rename(String)
    case close
}

struct MemoMutation: Mutation {
    func mutate(action: MemoAction, state: inout Memo) {
        switch action {
        case .retitle(let title): state.title = title
        case .open(let name): state.detail = MemoDetail(name: name)
        case .rename(let name): state.detail?.name = name
        case .close: state.detail = nil
        }
    }
}

/// What the article "Time Travel and Undo" says its samples print and find, checked on its session.
struct TimeTravelArticleSampleTests {
    static let steps = Timeline(
        initialState: Memo(), mutation: MemoMutation(),
        actions: [.open("draft"), .retitle("Notes"), .rename("final"), .close]
    )

    @Test func theArticlesOutputIsWhatTheTimelineGives() {
        #expect(
            Self.steps.entry(at: 3)
                == "action MemoAction.rename(\"final\")\n  - detail.name: \"draft\"\n  + detail.name: \"final\"\n")
        #expect(Self.steps.difference(from: 0, to: 4) == ["- title: \"\"", "+ title: \"Notes\""])
    }

    @Test func theArticlesSearchesFindTheStepsItSays() {
        #expect(Self.steps.firstStep(changing: \.detail?.name) == 1)
        #expect(Self.steps.firstStep(changing: \.detail?.name, from: 2) == 3)
        #expect(Self.steps.firstStep(changingPath: "detail.name", from: 2) == 3)
        #expect(Self.steps.firstStep(named: "close") == 4)
    }

    @Test func theArticlesInspectorFindsTheStepsItSays() {
        // find rename, back, jump 9 (no such step), find detail (no action is named so: a path)
        #expect(Self.steps.firstStep(named: "rename", from: 2) == 3)
        #expect(Self.steps.firstStep(named: "detail", from: 3) == nil)
        #expect(Self.steps.firstStep(changingPath: "detail", from: 3) == 3)
        #expect(!Self.steps.actionSteps.contains(9))
    }
}
