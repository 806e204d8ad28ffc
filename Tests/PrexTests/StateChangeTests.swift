import Prex
import TestSupport
import Testing

/// A state with an optional property: a message shown while there is one.
private struct BannerState: State {
    var error: String?
}

struct StateChangeTests {
    @Test func changedPropertyIsNilWhenTheValueIsEqual() {
        let change = StateChange(new: TallyState(count: 1, label: "a"), old: TallyState(count: 0, label: "a"))

        #expect(change.changedProperty(for: \.label) == nil)
        #expect(change.changedProperty(for: \.count)?.value == 1)
    }

    @Test func everyPropertyCountsAsChangedWithoutAnOldState() {
        let change = StateChange(new: TallyState(), old: nil)

        #expect(change.changedProperty(for: \.count)?.value == 0)
        #expect(change.changedProperty(for: \.label)?.value == "")
        #expect(change.changedProperty(for: \.log)?.value == [])
    }

    @Test func dynamicMemberLookupReadsTheSameAsChangedProperty() {
        let old = TallyState(count: 1, label: "a", log: [1])
        let new = TallyState(count: 1, label: "b", log: [1, 2])
        let change = StateChange(new: new, old: old)

        #expect(change.count == nil)
        #expect(change.label == change.changedProperty(for: \.label))
        #expect(change.label?.value == "b")
        #expect(change.log?.value == [1, 2])
    }

    @Test func nestedKeyPathsCompareOnlyTheNestedValue() {
        let change = StateChange(new: TallyState(label: "abc"), old: TallyState(label: "abd"))

        #expect(change.changedProperty(for: \.label.count) == nil)
        #expect(change.changedProperty(for: \.label)?.value == "abc")
    }

    @Test func anOptionalPropertyChangedToNilIsAChangeWhoseValueIsNil() throws {
        let cleared = StateChange(new: BannerState(error: nil), old: BannerState(error: "offline"))
        let unchanged = StateChange(new: BannerState(error: nil), old: BannerState(error: nil))

        // Read through `?.value`, both are nil: the change itself tells them apart, as StateChange's docs say
        #expect(cleared.error?.value == nil)
        #expect(unchanged.error?.value == nil)
        let change = try #require(cleared.error)
        #expect(change.value == nil)
        #expect(unchanged.error == nil)
    }
}
