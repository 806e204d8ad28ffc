import Testing

@testable import PrexValueIdentity

/// What the debug log's in-place reads rely on: byte comparisons over the length given, loads at a layout's
/// offsets that read the properties (and outlive the value), and bit copies into plain bytes.
struct ValueAddressTests {
    struct Account {
        var flag: Bool
        var login: String
        var id: Int
        var owner: Owner
    }

    final class Owner {}

    @Test func bytesCompareOverTheGivenLengthOnly() {
        let old: (UInt8, UInt8, UInt8, UInt8) = (1, 2, 3, 4)
        let new: (UInt8, UInt8, UInt8, UInt8) = (1, 2, 3, 9)
        var compared = false
        withUnsafeBytes(of: old) { oldBytes in
            guard let oldBase = oldBytes.baseAddress else { return }
            withUnsafeBytes(of: new) { newBytes in
                guard let newBase = newBytes.baseAddress else { return }
                let (old, new) = (ValueAddress(oldBase), ValueAddress(newBase))
                #expect(old.hasEqualBytes(as: new, count: 3))
                #expect(!old.hasEqualBytes(as: new, count: 4))
                #expect(old.hasEqualBytes(as: new, count: 0))
                compared = true
            }
        }
        #expect(compared, "a type with bytes has addresses")
    }

    @Test func equalBytesAreSharedStorageAndEqualTrivialValuesNotEqualContentsElsewhere() {
        let items = Array(0..<100)
        let copy = items
        #expect(ValueAddress.haveEqualBytes(items, copy), "one buffer")
        #expect(!ValueAddress.haveEqualBytes(Array(0..<100), Array(0..<100)), "equal contents, two buffers")
        #expect(ValueAddress.haveEqualBytes(42, 42))
        #expect(!ValueAddress.haveEqualBytes(42, 43))
        #expect(ValueAddress.haveEqualBytes((), ()), "a type without bytes has one value")
    }

    @Test func sixteenBytesAreTheValuesBytesZeroExtended() {
        #expect(ValueAddress.sixteenBytes(of: UInt16(0x1234)) == (low: 0x1234, high: 0))
        #expect(ValueAddress.sixteenBytes(of: (UInt64(7), UInt64(9))) == (low: 7, high: 9))
        #expect(ValueAddress.sixteenBytes(of: (UInt64.max, UInt8(5))) == (low: .max, high: 5))
        #expect(ValueAddress.sixteenBytes(of: ()) == (low: 0, high: 0))
    }
}
