import Testing

@testable import Prex

struct CaseNamesTests {
    @Test func aCaseWithoutValuesIsNamedTheSameEveryTime() {
        #expect(ValueDiff.render(Signal.stop) == ".stop")
        #expect(ValueDiff.render(Signal.stop) == ".stop")
        #expect(ValueDiff.render(Signal.go) == ".go")
        #expect(ValueDiff.render([Signal.go, .stop, .go]) == "[.go, .stop, .go]")
    }

    @Test func casesWithValuesAreReadEachTime() {
        #expect(ValueDiff.render(Signal.wait(seconds: 1)) == ".wait(seconds: 1)")
        #expect(ValueDiff.render(Signal.wait(seconds: 2)) == ".wait(seconds: 2)")
        #expect(
            ValueDiff.lines(from: Signal.wait(seconds: 1), to: .wait(seconds: 3)) == [
                "- wait.seconds: 1", "+ wait.seconds: 3",
            ])
    }

    @Test func onlyPlainSmallEnumsAreKept() {
        #expect(TypeTraits.of(Signal.stop).caseBits != nil)
        #expect(TypeTraits.of(Labelled.named("x")).caseBits == nil)
        #expect(TypeTraits.of(Small(value: 1)).caseBits == nil)
    }

    @Test func casesOfDifferentEnumsWithTheSameBytesKeepTheirNames() {
        #expect(ValueDiff.render(Signal.go) == ".go")
        #expect(ValueDiff.render(Light.red) == ".red")
        #expect(ValueDiff.render(Signal.go) == ".go")
    }
}

private enum Signal {
    case go
    case stop
    case wait(seconds: Int32)
}

private enum Light {
    case red
    case green
}

private enum Labelled {
    case named(String)
    case none
}

private struct Small {
    var value: Int
}
