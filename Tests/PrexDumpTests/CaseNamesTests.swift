import Testing

@testable import PrexDump

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

    /// A name is kept for the bytes of one case of one type: an empty case whose tag shares a byte with the
    /// payloads of others (spare bits), and a generic enum, are named by their own case and their own type.
    @Test func emptyCasesBesidePayloadsInSpareBitsAndGenericEnumsKeepTheirOwnNames() {
        #expect(MemoryLayout<Toggle>.size == 1)
        #expect(
            ValueDiff.render([Toggle.off, .on(true), .dimmed(false), .off]) == "[.off, .on(true), .dimmed(false), .off]"
        )
        #expect(ValueDiff.render([Toggle.on(false), .dimmed(true), .off]) == "[.on(false), .dimmed(true), .off]")
        #expect(CaseNames.name(of: Toggle.off)?.qualifiedName == "Toggle.off")
        #expect(CaseNames.name(of: Toggle.on(false)) == nil)
        #expect(ValueDiff.render(Phase<Int>.idle) == ".idle")
        #expect(ValueDiff.render(Phase<String>.idle) == ".idle")
        #expect(CaseNames.name(of: Phase<Int>.idle)?.qualifiedName == "Phase<Int>.idle")
        #expect(CaseNames.name(of: Phase<String>.idle)?.qualifiedName == "Phase<String>.idle")
    }
}

/// Two payload cases and an empty one in one byte: the tag in the spare bits of the `Bool`s.
private enum Toggle {
    case on(Bool)
    case dimmed(Bool)
    case off
}

private enum Phase<Value> {
    case idle
    case done
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
