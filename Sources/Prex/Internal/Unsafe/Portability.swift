// What ships compiles with Apple's toolchains: the portability list of the package.
//
// Prex, PrexValueIdentity, PrexEscaping, PrexDump, PrexTesting and PrexObservation use only API that Apple's SDKs
// expose at the package's minimum versions (iOS 13, macOS 10.15, tvOS 13, watchOS 6; PrexObservation's Observation
// part iOS 17, macOS 14, tvOS 17, watchOS 10), or guard it with `#available`. Never: an attribute whose name starts
// with an underscore (SPI imports, silgen names), the standard library's field-enumeration SPI, a bit cast between
// unrelated types (the exact names are in `.ci/lint-portability`, which `.ci/run` runs). The lint fails on those, on
// an underscored name that is not listed below, on a platform branch that is not listed below, and on memory read as
// a function type (a closure's isolation or convention reinterpreted) in a file not listed below; a listed one that
// is gone fails too.
//
// Underscored standard-library names that stay (name: where; why; the Apple OS versions that have it):
// - _openExistential: PrexDump/TypeTraits.swift; opens a metatype `Any.Type` to a generic parameter (implicit
//   opening works on values, not on a metatype held as `Any.Type`); in the Swift standard library since Swift 3,
//   every Apple OS the package supports.
// - _isPOD: PrexDump/CaseNames.swift, Prex/Internal/Unsafe/InlineValue.swift; tells that an enum's inline bytes
//   are all of it (no references), so its bytes can name its case, and that a binding's value can be kept as bytes;
//   `@inlinable` in the standard library (compiled into the caller), every Apple OS the package supports.
// - _modify: Prex/IdentifiedList/IdentifiedList.swift, Prex/RequestState/RequestState+Elements.swift; lends the
//   element of `subscript(id:)` in place, which a `get`/`set` pair cannot; a language accessor every Swift 5 and 6
//   compiler compiles, nothing at run time.
//
// Platform branches (`#if canImport(Darwin)`, `#if os(...)`) in these targets (file: the API each side calls):
// (none: the C library's functions (pthread, memcmp, write) come through Foundation, which re-exports Darwin on
// Apple platforms and Glibc on Linux, so every file has one shape everywhere.)
//
// Function types read from memory of another function type (file: what is reinterpreted; why it is sound):
// - Prex/Internal/Threading/MainQueue.swift: a `@MainActor` closure read as a nonisolated one, once, in
//   `MainQueueClosure.init`; sound as that file argues (isolation is not in the runtime representation; called on
//   the main queue only).
