import Observation
import Prex
import PrexObservation
import TestSupport
import Testing

/// The model compares bytes before `==`, and skips `==` for integers and `Bool`: these values are where bytes and
/// `==` disagree (equal values in new storage, a custom `==`, `-0.0`), where a change lies in an enum's tag only,
/// where a state is one byte or wider than 512 bytes, and where observers read or dispatch while a change is
/// announced. Each read must still be invalidated when, and only when, what it read changed.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ObservableModelEdgeCaseTests {
    let invalidations = Invalidations()

    /// Equal by `value` only: `revision` is bookkeeping that `==` ignores.
    struct Stamped: Equatable {
        var value: Int
        var revision: Int

        static func == (lhs: Stamped, rhs: Stamped) -> Bool {
            lhs.value == rhs.value
        }
    }

    /// A class compared by its contents.
    final class Avatar: Equatable, Sendable {
        let url: String

        init(url: String) {
            self.url = url
        }

        static func == (lhs: Avatar, rhs: Avatar) -> Bool {
            lhs.url == rhs.url
        }
    }

    /// An enum with payloads; `failed`'s string gives it spare bits to keep its tag in.
    enum Phase: Equatable {
        case idle
        case loading(progress: UInt8)
        case failed(String)
    }

    /// Values that a change can rebuild equal with other bytes.
    struct Values: Prex.State {
        var stamp = Stamped(value: 0, revision: 0)
        var zero = 0.0
        var numbers = [1, 2, 3]
        var tags: Set<String> = ["a", "b", "c"]
        var scores = ["a": 1, "b": 2]
        var name = String(repeating: "a string too long to be small ", count: 2)
        var word = "small"
        var avatar = Avatar(url: "https://example.com/a.png")
        var phase = Phase.failed(String(repeating: "x", count: 40))
    }

    @Test func aValueRebuiltEqualWithOtherBytesIsNotInvalidated() {
        // Given one scope per value, some read by a key path with no fixed place (an element, through a class)
        let model = editModel(Values())
        let reads: [(name: String, read: @MainActor (EditModel<Values>) -> Any)] = [
            ("stamp", { $0.stamp }), ("zero", { $0.zero }), ("numbers", { $0.numbers }),
            ("numbers[1]", { $0[dynamicMember: \Values.numbers[1]] }), ("tags", { $0.tags }),
            ("scores", { $0.scores }), ("name", { $0.name }), ("word", { $0.word }), ("avatar", { $0.avatar }),
            ("avatar.url", { $0[dynamicMember: \Values.avatar.url] }), ("phase", { $0.phase }),
        ]
        let scopes = reads.map { _ in Invalidations() }
        for (scope, read) in zip(scopes, reads) {
            _ = scope.track { read.read(model) }
        }
        let invalidated = { zip(reads, scopes).filter { $0.1.count > 0 }.map(\.0.name) }

        // When every value is replaced by one equal by `==` but stored with other bytes (the word in a heap buffer
        // instead of in line)
        model.presenter.edit { state in
            state.stamp.revision += 1
            state.zero = -0.0
            state.numbers = state.numbers.map { $0 }
            state.tags = Set(state.tags.sorted().reversed())
            state.scores = Dictionary(uniqueKeysWithValues: state.scores.map { ($0.key, $0.value) })
            state.name = String(state.name.reversed().reversed())
            state.word = String(unsafeUninitializedCapacity: 32) { $0.initialize(fromContentsOf: "small".utf8) }
            state.avatar = Avatar(url: state.avatar.url)
            state.phase = .failed(String(repeating: "x", count: 40))
        }

        // Then nothing is invalidated; and when each value changes by `==`, every scope is, once
        #expect(invalidated() == [])
        model.presenter.edit { state in
            state.stamp.value = 1
            state.zero = 1
            state.numbers[1] = 5
            state.tags.insert("d")
            state.scores["c"] = 3
            state.name += "!"
            state.word = "smalt"
            state.avatar = Avatar(url: "https://example.com/b.png")
            state.phase = .failed("y")
        }
        #expect(invalidated() == reads.map(\.name))
        #expect(scopes.allSatisfy { $0.count == 1 })
    }

    /// `number`'s tag lies in byte 8, beside `flag` and `small`, in the word after its payload.
    struct Tagged: Prex.State {
        var number: Int?
        var flag = false
        var small: Int8 = 0
        var choice: Bool?
        var phase = Phase.idle
    }

    @Test func aChangeOfAnEnumsTagAloneIsInvalidatedAndItsNeighboursAreNot() {
        #expect(MemoryLayout<Tagged>.offset(of: \.flag) == 9)
        let model = editModel(Tagged())
        let number = Invalidations()
        let flag = Invalidations()
        let small = Invalidations()
        let choice = Invalidations()
        let phase = Invalidations()
        #expect(number.track { model.number } == nil)
        #expect(flag.track { model.flag } == false)
        #expect(small.track { model.small } == 0)
        #expect(choice.track { model.choice } == nil)
        #expect(phase.track { model.phase } == .idle)

        // When the enums take the case whose payload is all zero bits: only their tags change
        model.presenter.edit { state in
            state.number = 0
            state.choice = false
            state.phase = .loading(progress: 0)
        }
        #expect([number.count, choice.count, phase.count] == [1, 1, 1])
        #expect([flag.count, small.count] == [0, 0])

        // When the neighbours of the tag change, then the optional is not invalidated
        #expect(number.track { model.number } == 0)
        model.presenter.edit { state in
            state.flag = true
            state.small = -1
        }
        #expect(number.count == 1)
        #expect([flag.count, small.count] == [1, 1])
    }

    /// 520 bytes: `straddler`'s payload is the state's 64th word, its tag the first byte of the 65th.
    struct Straddling: Prex.State {
        var head = SIMD32<Int64>()
        var middle = SIMD16<Int64>()
        var tail = SIMD8<Int64>()
        var padding = (0, 0, 0, 0, 0, 0)
        var before = 0
        var straddler: Int?
        var after: Int8 = 0
    }

    @Test func aPropertyAcrossTheFirst512BytesIsInvalidatedByEitherHalf() {
        #expect(MemoryLayout<Straddling>.offset(of: \.straddler) == 504)
        let model = editModel(Straddling())
        let straddler = Invalidations()
        let neighbours = Invalidations()
        #expect(straddler.track { model.straddler } == nil)
        _ = neighbours.track { (model.before, model.after) }

        // When only its tag changes (the 65th word), then only its scope is invalidated
        model.presenter.edit { $0.straddler = 0 }
        #expect(straddler.count == 1)
        #expect(neighbours.count == 0)

        // When only its payload changes (the 64th word), then it is invalidated again
        #expect(straddler.track { model.straddler } == 0)
        model.presenter.edit { $0.straddler = 5 }
        #expect(straddler.count == 2)

        // When its neighbours on both sides change, then it is not
        #expect(straddler.track { model.straddler } == 5)
        model.presenter.edit { state in
            state.before = 1
            state.after = 1
        }
        #expect(straddler.count == 2)
        #expect(neighbours.count == 1)
    }

    /// Two inputs and a computed total.
    struct Basket: Prex.State {
        var apples = 1
        var pears = 1

        var total: Int {
            apples + pears
        }
    }

    @Test func aComputedPropertyWhoseInputsChangeButNotItsValueIsNotInvalidated() {
        let model = editModel(Basket())
        #expect(invalidations.track { model.total } == 2)

        model.presenter.edit { state in
            state.apples += 1
            state.pears -= 1
        }
        #expect(invalidations.count == 0)

        model.presenter.edit { $0.apples += 1 }
        #expect(invalidations.count == 1)
        #expect(model.total == 3)
    }

    /// A whole state of one byte, beside a property of none.
    struct Switch: Prex.State {
        struct Marker: Equatable {}

        var marker = Marker()
        var isOn = false
    }

    @Test func aStateOfOneByteIsComparedWhole() {
        #expect(MemoryLayout<Switch>.size == 1)
        let model = editModel(Switch())
        let marker = Invalidations()
        _ = marker.track { model.marker }
        #expect(invalidations.track { model.isOn } == false)

        model.presenter.edit { $0.isOn = false }
        #expect(invalidations.count == 0)

        model.presenter.edit { $0.isOn.toggle() }
        #expect(invalidations.count == 1)
        #expect(marker.count == 0)
        #expect(model.isOn)
    }

    /// What the re-entrancy tests change.
    struct Screen: Prex.State {
        var count = 0
        var label = ""
    }

    @Test func aScopeOpenedWhileAChangeIsAnnouncedIsInvalidatedByThatChangeOfWhatItReadFirst() {
        // Given a scope on the count whose invalidation draws again at once, reading the label for the first time
        let model = editModel(Screen())
        let seen = Recorder<String>()
        withObservationTracking {
            _ = model.count
        } onChange: { [invalidations] in
            MainActor.assumeIsolated { seen.append(invalidations.track { model.label }) }
        }

        // When one change sets both
        model.presenter.edit { state in
            state.count = 1
            state.label = "new"
        }

        // Then the redraw read the label the change was replacing, so that change invalidates it
        #expect(seen.all == [""])
        #expect(invalidations.count == 1)
        #expect(model.label == "new")
    }

    @Test func anActionDispatchedFromAnInvalidationIsShownAfterTheChangeThatCausedIt() async {
        // Given a scope on the count whose invalidation dispatches again, and a scope on the label
        let model = editModel(Screen())
        withObservationTracking {
            _ = model.count
        } onChange: {
            MainActor.assumeIsolated { model.presenter.edit { $0.label = "count \($0.count)" } }
        }
        #expect(invalidations.track { model.label } == "")

        // When the count changes, and the main queue runs what it was given
        model.presenter.edit { $0.count = 1 }
        await MainQueueProbe.drain()

        // Then the model shows both changes, and the label's scope was invalidated once
        #expect(model.count == 1)
        #expect(model.label == "count 1")
        #expect(model.state.label == model.presenter.state.label)
        #expect(invalidations.count == 1)
    }
}
