import Prex
import PrexObservation
import Testing

/// The model finds changes by comparing the state's bytes before any `==`: these states put tracked properties
/// where that comparison has its edge cases (neighbours in one word, a last word cut short, past the first 512
/// bytes, more than 64 reads, a value whose `==` is not reflexive), and each read must still be invalidated when,
/// and only when, it changes.
@MainActor
struct ObservableModelLayoutTests {
    let invalidations = Invalidations()

    /// 9 bytes: `flag` is alone in a last word of one byte.
    struct ShortState: Prex.State {
        var count = 0
        var flag = false
    }

    enum ShortAction: Prex.Action {
        case add
        case toggle
    }

    struct ShortMutation: Mutation {
        func mutate(action: ShortAction, state: inout ShortState) {
            switch action {
            case .add: state.count += 1
            case .toggle: state.flag.toggle()
            }
        }
    }

    /// 512 bytes of `block`, then `tail` past the first 64 words; `values` read element by element.
    struct WideState: Prex.State {
        var block = SIMD64<Int64>()
        var tail = 0
        var values = [Int](repeating: 0, count: 70)
        var ratio = Double.nan
    }

    enum WideAction: Prex.Action {
        case setBlock(lane: Int, to: Int64)
        case setTail(Int)
        case setValue(index: Int, to: Int)
    }

    struct WideMutation: Mutation {
        func mutate(action: WideAction, state: inout WideState) {
            switch action {
            case .setBlock(let lane, let value): state.block[lane] = value
            case .setTail(let value): state.tail = value
            case .setValue(let index, let value): state.values[index] = value
            }
        }
    }

    /// Neighbours in one 8-byte word: two flags, then two `Int32`s.
    struct NeighboursState: Prex.State {
        var first = false
        var second = false
        var small: Int32 = 0
        var other: Int32 = 0
    }

    enum NeighboursAction: Prex.Action {
        case toggleSecond
        case bumpOther
    }

    struct NeighboursMutation: Mutation {
        func mutate(action: NeighboursAction, state: inout NeighboursState) {
            switch action {
            case .toggleSecond: state.second.toggle()
            case .bumpOther: state.other += 1
            }
        }
    }

    @Test func aPropertyIsNotInvalidatedWhenANeighbourInItsWordChanges() {
        let model = ObservableModel(state: NeighboursState(), mutation: NeighboursMutation())
        let small = Invalidations()
        let second = Invalidations()
        #expect(invalidations.track { model.first } == false)
        #expect(small.track { model.small } == 0)
        #expect(second.track { model.second } == false)

        model.presenter.dispatch(.bumpOther)
        #expect(invalidations.count == 0)
        #expect(small.count == 0)

        model.presenter.dispatch(.toggleSecond)
        #expect(invalidations.count == 0)
        #expect(second.count == 1)
        #expect(model.second)
    }

    @Test func aPropertyInAShortLastWordIsInvalidatedOnlyWhenItChanges() {
        let model = ObservableModel(state: ShortState(), mutation: ShortMutation())
        #expect(invalidations.track { model.flag } == false)

        model.presenter.dispatch(.add)
        #expect(invalidations.count == 0)

        model.presenter.dispatch(.toggle)
        #expect(invalidations.count == 1)
        #expect(model.flag)
    }

    @Test func aPropertyPastTheFirst512BytesIsInvalidatedOnlyWhenItChanges() {
        let model = ObservableModel(state: WideState(), mutation: WideMutation())
        #expect(invalidations.track { model.tail } == 0)
        let block = Invalidations()
        #expect(block.track { model.block[63] } == 0)

        model.presenter.dispatch(.setBlock(lane: 63, to: 5))
        #expect(invalidations.count == 0)
        #expect(block.count == 1)

        model.presenter.dispatch(.setTail(7))
        #expect(invalidations.count == 1)
        #expect(block.count == 1)
        #expect(model.tail == 7)
    }

    @Test func theReadsPastTheSixtyFourthAreInvalidatedOnlyWhenTheyChange() throws {
        // Given 70 scopes, each reading one element through its own key path (70 distinct reads)
        let model = ObservableModel(state: WideState(), mutation: WideMutation())
        let scopes = (0..<70).map { _ in Invalidations() }
        for index in 0..<70 {
            #expect(scopes[index].track { model[dynamicMember: \WideState.values[index]] } == 0)
        }

        // When elements 2 and 68 change
        model.presenter.dispatch(.setValue(index: 68, to: 1))
        model.presenter.dispatch(.setValue(index: 2, to: 1))

        // Then exactly their scopes were invalidated
        let invalidated = (0..<70).filter { scopes[$0].count > 0 }
        #expect(invalidated == [2, 68])
        #expect(scopes[68].count == 1)
    }

    @Test func aValueWhoseBytesDidNotChangeIsNotInvalidatedEvenIfItsEqualitySaysUnequal() {
        // `Double.nan != Double.nan`, yet a NaN nobody touched is the same value: no change to announce.
        let model = ObservableModel(state: WideState(), mutation: WideMutation())
        #expect(invalidations.track { model.ratio }.isNaN)

        model.presenter.dispatch(.setTail(1))

        #expect(invalidations.count == 0)
    }
}
