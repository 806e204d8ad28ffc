import Prex
import Testing

/// A state case wraps a child state in its enum and finds it there, declared in one line or with both closures,
/// and nests.
struct StateCaseTests {
    @Test func aOneLineCaseFindsItsOwnChildOnly() {
        let detail: StateCase<TripDestination, TripDetail> = .detail

        #expect(detail.embed(TripDetail(id: 1)) == .detail(TripDetail(id: 1)))
        #expect(detail.extract(.detail(TripDetail(id: 2, text: "a"))) == TripDetail(id: 2, text: "a"))
        #expect(detail.extract(.owner(TripOwner(name: "o"))) == nil)
        #expect(detail.extract(.about) == nil)
    }

    @Test func theExplicitFormIsTheSameCase() {
        let owner = StateCase<TripDestination, TripOwner>(TripDestination.owner) {
            if case .owner(let owner) = $0 { owner } else { nil }
        }

        #expect(owner.extract(.owner(TripOwner(name: "o"))) == TripOwner(name: "o"))
        #expect(owner.extract(.about) == nil)
        #expect(owner.embed(TripOwner(name: "p")) == .owner(TripOwner(name: "p")))
    }

    @Test func aCaseOfACaseIsOneCase() {
        let nested: StateCase<Sheet, TripDetail> = .trip(.detail)

        #expect(nested.embed(TripDetail(id: 3)) == .trip(.detail(TripDetail(id: 3))))
        #expect(nested.extract(.trip(.detail(TripDetail(id: 3)))) == TripDetail(id: 3))
        #expect(nested.extract(.trip(.about)) == nil)
        #expect(nested.extract(.blank) == nil)
    }
}

private enum Sheet: State, Equatable {
    case trip(TripDestination)
    case blank
}

extension StateCase where Parent == Sheet {
    fileprivate static var trip: StateCase<Sheet, TripDestination> { .init(Sheet.trip) }
}
