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

    @Test func enumsOfUpToSixteenBytesAreKept() {
        // An `Int` payload and a tag: 9 bytes; two `Int`s and a tag: 17, too many.
        #expect(MemoryLayout<Wide>.size == 9)
        #expect(TypeTraits.of(Wide.tick).caseBits != nil)
        #expect(TypeTraits.of(Wider.tick).caseBits == nil)
        #expect(ValueDiff.render(Wide.tick) == ".tick")
        #expect(CaseNames.name(of: Wide.tick)?.qualifiedName == "Wide.tick")
        #expect(CaseNames.name(of: Wide.rename(index: 0)) == nil)
        #expect(ValueDiff.render(Wide.rename(index: 0)) == ".rename(index: 0)")
        #expect(CaseNames.name(of: Wide.rename(index: 0)) == nil)
        #expect(ValueDiff.render(Wider.tick) == ".tick")
        #expect(CaseNames.name(of: Wider.tick) == nil)
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

private enum Wide {
    case tick
    case rename(index: Int)
}

private enum Wider {
    case tick
    case move(from: Int, to: Int)
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
