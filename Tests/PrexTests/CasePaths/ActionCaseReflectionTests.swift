import Foundation
import Prex
import TestSupport
import Testing

/// A case declared in one line, `.init(Pad.left)`, finds its own actions by reflection and no other: not another
/// case of the same payload type, not a case without payload, not a value that is not an enum.
struct ActionCaseReflectionTests {
    @Test func twoCasesOfOnePayloadTypeAreToldApart() {
        let left = ActionCase<Pad, Knob>(Pad.left)
        let right = ActionCase<Pad, Knob>(Pad.right)

        // Each asked the other case's action first, before it learned its own case, then after.
        for _ in 0..<2 {
            #expect(left.extract(.right(.turn(1))) == nil)
            #expect(left.extract(.left(.turn(1))) == .turn(1))
            #expect(right.extract(.left(.reset)) == nil)
            #expect(right.extract(.right(.reset)) == .reset)
            #expect(left.extract(.clear) == nil)
        }
        #expect(left.embed(.reset) == .left(.reset))
    }

    @Test func aPayloadOfSeveralValuesIsATuple() throws {
        let move = ActionCase<Pad, (Int, Knob)>(Pad.move)
        let swap = ActionCase<Pad, (Int, Knob)>(Pad.swap)
        let span = ActionCase<Pad, (Int, Int, Int)>(Pad.span)

        for _ in 0..<2 {
            let moved = try #require(move.extract(.move(to: 3, knob: .reset)))
            #expect(moved.0 == 3 && moved.1 == .reset)
            #expect(swap.extract(.move(to: 3, knob: .reset)) == nil)
            #expect(move.extract(.swap(3, .reset)) == nil)
            let spanned = try #require(span.extract(.span(1, 2, 3)))
            #expect(spanned == (1, 2, 3))
        }
        #expect(move.embed((4, .turn(2))) == .move(to: 4, knob: .turn(2)))
    }

    @Test func oneLabelledValueIsFoundThoughTheRuntimeHoldsItAsATuple() {
        let named = ActionCase<Pad, Knob>(Pad.named(knob:))

        #expect(named.extract(.named(knob: .turn(5))) == .turn(5))
        #expect(named.extract(.named(knob: .reset)) == .reset)
        #expect(named.extract(.left(.reset)) == nil)
    }

    @Test func casesSharingABaseNameAreToldApartByTheirLabels() {
        let byID = ActionCase<Pad, Int>(Pad.select(id:))
        let byRow = ActionCase<Pad, Int>(Pad.select(row:))

        for _ in 0..<2 {
            #expect(byID.extract(.select(id: 4)) == 4)
            #expect(byID.extract(.select(row: 4)) == nil)
            #expect(byRow.extract(.select(row: 5)) == 5)
            #expect(byRow.extract(.select(id: 5)) == nil)
        }
    }

    @Test func anIndirectCaseIsFound() {
        let undo = ActionCase<Pad, Pad>(Pad.undo)

        #expect(undo.extract(.undo(.left(.reset))) == .left(.reset))
        #expect(undo.extract(.undo(.undo(.clear))) == .undo(.clear))
        #expect(undo.extract(.clear) == nil)
    }

    @Test func anOptionalPayloadIsFoundEvenWhenNilAndANilOfAnotherTypeIsNot() {
        let limit = ActionCase<Pad, Int?>(Pad.limit)
        let title = ActionCase<Pad, String?>(Pad.title)

        for _ in 0..<2 {
            #expect(limit.extract(.limit(nil)) == .some(nil))
            #expect(limit.extract(.limit(3)) == .some(3))
            // A nil casts to every optional type: the case embedded again is what tells them apart.
            #expect(title.extract(.limit(nil)) == nil)
            #expect(limit.extract(.title(nil)) == nil)
        }
    }

    @Test func anExistentialPayloadIsFoundWhateverItsDynamicType() {
        let failed = ActionCase<Outcome, any Error>(Outcome.failed)

        #expect(failed.extract(.failed(Jam.stuck)) as? Jam == .stuck)
        #expect(failed.extract(.failed(CocoaError(.fileNoSuchFile))) is CocoaError)
        #expect(failed.extract(.failed(Jam.loose)) as? Jam == .loose)
        #expect(failed.extract(.done) == nil)
    }

    @Test func aParentThatIsNotAnEnumNeverMatches() {
        let wrapped = ActionCase<Wrapper, Int>(Wrapper.init(value:))

        #expect(wrapped.extract(Wrapper(value: 1)) == nil)
        #expect(wrapped.embed(2) == Wrapper(value: 2))
    }

    @Test func aParentWithoutPayloadsNeverMatches() {
        let ticked = ActionCase<Tick, Int>({ _ in .tock })

        #expect(ticked.extract(.tick) == nil)
        #expect(ticked.extract(.tock) == nil)
    }

    @Test func aParentWithACustomMirrorNeverMatchesAndNeverTraps() {
        let masked = ActionCase<Masked, Knob>(Masked.knob)

        #expect(masked.extract(.knob(.reset)) == nil)
        #expect(masked.embed(.reset) == .knob(.reset))
    }

    @Test func oneCaseIsLookedUpFromManyThreadsAtOnce() {
        let right = ActionCase<Pad, Knob>(Pad.right)
        let found = Recorder<Knob?>()

        DispatchQueue.concurrentPerform(iterations: 64) { index in
            found.append(right.extract(index.isMultiple(of: 2) ? .right(.turn(index)) : .left(.turn(index))))
        }

        #expect(found.all.count == 64)
        #expect(found.all.compactMap { $0 }.count == 32)
        #expect(
            found.all.allSatisfy { knob in
                knob.map { if case .turn(let n) = $0 { n.isMultiple(of: 2) } else { false } } ?? true
            })
    }

    @Test func oneLineCasesNestAndComposeWithExplicitOnes() {
        let deep: ActionCase<Pad, Knob> = .undo(.undo(.left))
        let mixed: ActionCase<Pad, Knob> = .undo(.explicitRight)

        #expect(deep.embed(.reset) == .undo(.undo(.left(.reset))))
        #expect(deep.extract(.undo(.undo(.left(.turn(2))))) == .turn(2))
        #expect(deep.extract(.undo(.undo(.right(.turn(2))))) == nil)
        #expect(deep.extract(.undo(.left(.turn(2)))) == nil)
        #expect(mixed.extract(.undo(.right(.reset))) == .reset)
        #expect(mixed.extract(.undo(.left(.reset))) == nil)
    }

    @Test func aScopeAndAComposedMutationRouteThroughOneLineCases() {
        let app = Flux(
            state: Dials(),
            mutation: EmptyMutation<Dial, Dials>().scope(state: \.left, action: .left, KnobMutation())
                .scope(state: \.right, action: .right, KnobMutation()))
        let right = app.scope(state: \.right, action: .right)

        right.dispatcher.dispatch(.turn(3))
        app.dispatcher.dispatch(.left(.turn(1)))

        #expect(app.store.state == Dials(left: Level(value: 1), right: Level(value: 3)))
        #expect(right.store.state == Level(value: 3))
    }

    @Test func actionsOfOneLineCasesAreRecordedAndReplayedAsBefore() throws {
        try withTemporaryFile { url in
            // Given a session recorded through a scope of a case declared in one line
            let writer = try ActionLogWriter<Dial>(creatingFileAt: url)
            let mutation = EmptyMutation<Dial, Dials>().scope(state: \.left, action: .left, KnobMutation())
            let original = Flux(state: Dials(), mutation: mutation, middleware: [writer.middleware])
            let left = original.scope(state: \.left, action: .left)
            left.dispatcher.dispatch(.turn(2))
            left.dispatcher.dispatch(.turn(5))
            writer.close()

            // When it is replayed
            let replayed = Flux(state: Dials(), mutation: mutation)
            let count = try replayed.replay(from: url)

            // Then the file holds the app's actions, as with the explicit form, and replays to the same state
            #expect(try ActionLog.actions(Dial.self, from: url) == [.left(.turn(2)), .left(.turn(5))])
            #expect(count == 2)
            #expect(replayed.store.state == Dials(left: Level(value: 7)))
        }
    }
}

private enum Knob: Action, Equatable, Codable {
    case turn(Int)
    case reset
}

private indirect enum Pad: Action, Equatable {
    case left(Knob)
    case right(Knob)
    case move(to: Int, knob: Knob)
    case swap(Int, Knob)
    case span(Int, Int, Int)
    case named(knob: Knob)
    case select(id: Int)
    case select(row: Int)
    case undo(Pad)
    case limit(Int?)
    case title(String?)
    case clear
}

/// An action that shows itself as something else to reflection.
private enum Masked: Action, Equatable, CustomReflectable {
    case knob(Knob)

    var customMirror: Mirror {
        Mirror(self, children: ["masked": 0], displayStyle: .struct)
    }
}

private enum Outcome: Action {
    case failed(any Error)
    case done
}

private enum Jam: Error, Equatable {
    case stuck
    case loose
}

/// The actions of an app of two dials, recorded as JSON.
private enum Dial: Action, Equatable, Codable {
    case left(Knob)
    case right(Knob)
}

private struct Wrapper: Sendable, Equatable {
    var value: Int
}

private enum Tick: Sendable {
    case tick
    case tock
}

private struct Dials: State, Equatable {
    var left = Level()
    var right = Level()
}

private struct Level: State, Equatable {
    var value = 0
}

private struct KnobMutation: Mutation {
    func mutate(action: Knob, state: inout Level) {
        switch action {
        case .turn(let by): state.value += by
        case .reset: state.value = 0
        }
    }
}

extension ActionCase where Parent == Pad {
    fileprivate static var left: ActionCase<Pad, Knob> { .init(Pad.left) }
    fileprivate static var undo: ActionCase<Pad, Pad> { .init(Pad.undo) }
    fileprivate static var explicitRight: ActionCase<Pad, Knob> {
        .init(Pad.right) { if case .right(let knob) = $0 { knob } else { nil } }
    }
}

extension ActionCase where Parent == Dial {
    fileprivate static var left: ActionCase<Dial, Knob> { .init(Dial.left) }
    fileprivate static var right: ActionCase<Dial, Knob> { .init(Dial.right) }
}
