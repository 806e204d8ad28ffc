import Testing

@testable import Prex

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
        ValueAddress.withAddresses(of: old, new) { old, new in
            #expect(old.hasEqualBytes(as: new, count: 3))
            #expect(!old.hasEqualBytes(as: new, count: 4))
            #expect(old.hasEqualBytes(as: new, count: 0))
            #expect(old.field(at: 3).hasEqualBytes(as: new.field(at: 3), count: 1) == false)
            #expect(old.field(at: 1).hasEqualBytes(as: new.field(at: 1), count: 2))
            compared = true
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

    @Test func loadsAtTheCompilersOffsetsReadTheProperties() throws {
        let owner = Owner()
        let account = Account(flag: true, login: "a login longer than fifteen bytes", id: 42, owner: owner)
        let loginOffset = try #require(MemoryLayout<Account>.offset(of: \.login))
        let idOffset = try #require(MemoryLayout<Account>.offset(of: \.id))
        let ownerOffset = try #require(MemoryLayout<Account>.offset(of: \.owner))

        let read = try #require(
            ValueAddress.withAddress(of: account) { address in
                (
                    whole: address.load(as: Account.self),
                    login: address.field(at: loginOffset).load(as: String.self),
                    id: address.field(at: idOffset).load(as: Int.self),
                    owner: address.field(at: ownerOffset).load(as: Owner.self)
                )
            })
        #expect(read.login == "a login longer than fifteen bytes")
        #expect(read.id == 42)
        #expect(read.owner === owner)
        #expect(read.whole.login == account.login && read.whole.owner === owner)
    }

    @Test func aLoadedValueOutlivesTheValueItWasReadFrom() throws {
        weak var released: Owner?
        let offset = try #require(MemoryLayout<Account>.offset(of: \.owner))
        var loaded: Owner?
        do {
            let owner = Owner()
            released = owner
            let account = Account(flag: false, login: "", id: 0, owner: owner)
            loaded = ValueAddress.withAddress(of: account) { $0.field(at: offset).load(as: Owner.self) }
        }
        #expect(released != nil, "the load retained the object")
        #expect(loaded === released)
        loaded = nil
        #expect(released == nil, "and that retain was the last")
    }

    @Test func sixteenBytesAreTheValuesBytesZeroExtended() {
        #expect(ValueAddress.sixteenBytes(of: UInt16(0x1234)) == (low: 0x1234, high: 0))
        #expect(ValueAddress.sixteenBytes(of: (UInt64(7), UInt64(9))) == (low: 7, high: 9))
        #expect(ValueAddress.sixteenBytes(of: (UInt64.max, UInt8(5))) == (low: .max, high: 5))
        #expect(ValueAddress.sixteenBytes(of: ()) == (low: 0, high: 0))
    }
}
