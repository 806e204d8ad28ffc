import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

struct ExpectationsTests {
    /// The comments of the issues `body` records, each issue's comments joined by line breaks.
    private static func issues(recordedBy body: () -> Void) -> [String] {
        let comments = Comments()
        withKnownIssue {
            body()
        } matching: { issue in
            comments.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        return comments.all
    }

    @Test func equalValuesPassWithoutAnIssue() {
        expectNoDifference(TallyState(count: 1, log: [1, 2]), TallyState(count: 1, log: [1, 2]))
        expectNoDifference([TallyAction.add(1)], [.add(1)])
        expectNoDifference(StateChange(new: TallyState(), old: nil), StateChange(new: TallyState(), old: nil))
    }

    @Test func differentStatesRecordOneIssueWithTheirDifference() {
        let issues = Self.issues {
            expectNoDifference(TallyState(count: 1, label: "a"), TallyState(count: 2, label: "a"))
        }

        #expect(
            issues == [
                """
                Expected and actual differ (- expected, + actual):
                - count: 1
                + count: 2
                """
            ])
    }

    @Test func theMessageComesFirst() {
        let issues = Self.issues {
            expectNoDifference(TallyState(log: [1, 2]), TallyState(log: [1, 2, 3]), "after the third record")
        }

        #expect(
            issues == [
                """
                after the third record
                Expected and actual differ (- expected, + actual):
                + log[2]: 3
                """
            ])
    }

    @Test func differentActionListsShowTheElementsThatDiffer() {
        let issues = Self.issues {
            expectNoDifference([TallyAction.add(1), .rename("a")], [.add(1), .rename("b"), .add(2)])
        }

        #expect(
            issues == [
                """
                Expected and actual differ (- expected, + actual):
                - [1].rename: "a"
                + [1].rename: "b"
                + [2]: .add(2)
                """
            ])
    }

    @Test func valuesThatPrintTheSameButDifferArePrintedWhole() {
        let issues = Self.issues {
            expectNoDifference(Double.nan, Double.nan)
        }

        #expect(
            issues == [
                """
                Expected and actual differ, although they print the same (- expected, + actual):
                - nan
                + nan
                """
            ])
    }

    @Test func theIssueIsReportedWhereExpectNoDifferenceIsCalled() {
        let locations = Locations()
        let line = #line + 2
        withKnownIssue {
            expectNoDifference(1, 2)
        } matching: { issue in
            locations.append(issue.sourceLocation)
            return true
        }

        #expect(locations.all.count == 1)
        #expect(locations.all.first??.fileName == "ExpectationsTests.swift")
        #expect(locations.all.first??.line == line)
    }

    @MainActor @Test func expectActionsPassesWhenBodyDispatchesExactlyThoseActions() {
        let flux = Flux.make()
        let presenter = Presenter(view: RecordingView<TallyState>(), flux: flux)

        let actions = expectActions([.add(2), .add(3)], from: flux) {
            presenter.add(2)
            presenter.add(0)
            presenter.add(3)
        }

        #expect(actions == [.add(2), .add(3)])
    }

    @MainActor @Test func expectActionsFailsWhenNothingIsDispatched() {
        let flux = Flux.make()
        let presenter = Presenter(view: RecordingView<TallyState>(), flux: flux)

        let issues = Self.issues {
            expectActions([.add(0)], from: flux) {
                presenter.add(0)
            }
        }

        #expect(
            issues == [
                """
                Dispatched actions differ (- expected, + actual):
                - [0]: .add(0)
                """
            ])
    }

    @Test func expectActionsRecordsOnlyWhileTheBodyRuns() {
        let flux = Flux.make()
        flux.dispatcher.dispatch(.add(1))
        let handlersBefore = flux.dispatcher.handlerCount

        expectActions([.rename("x")], from: flux) {
            flux.dispatcher.dispatch(.rename("x"))
        }
        flux.dispatcher.dispatch(.add(1))

        #expect(flux.dispatcher.handlerCount == handlersBefore)
    }

    @Test func expectActionsRethrowsWithoutChecking() {
        struct Failure: Error {}
        let flux = Flux.make()

        #expect(throws: Failure.self) {
            try expectActions([.add(1)], from: flux) {
                throw Failure()
            }
        }
    }
}

private typealias Comments = Recorder<String>
private typealias Locations = Recorder<SourceLocation?>
