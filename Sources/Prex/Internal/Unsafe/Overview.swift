// The unsafe code of the package, in one place.
//
// Every operation the compiler cannot check for memory safety (a pointer dereferenced, a reference counted by
// hand, an isolation dropped from a type) is done by one of the small types in this folder, or, for the bytes of
// values, in Sources/PrexValueIdentity/Unsafe/. Each states its assumptions in its doc comment, says why they hold
// where it is used, and has a test of its own (Tests/PrexTests/Internal/Unsafe/<Type>Tests.swift,
// Tests/PrexValueIdentityTests/<Type>Tests.swift). To change unsafe code, change it here, keep the doc comment
// true, and run those tests under AddressSanitizer (`.ci/run` does).
//
// - MainQueueClosure: a `@MainActor` closure called on the main queue without an isolation check
//   (ViewDelivery), its isolation dropped once with `withMemoryRebound`.
// - MainQueueConfined: a value read and written on the main queue only, without a lock (ViewDelivery's "the view
//   is reflecting" flags), `@unchecked Sendable` because the main queue runs one block at a time.
// - InlineField: a stored property read at its fixed offset instead of through its key path (PropertyReader,
//   PrexObservation's comparisons), and InlineBytes, its bytes compared in two values where they lie
//   (PrexObservation's ObservableModel, before any `==`). `package`.
// - ValueAddress (PrexValueIdentity/Unsafe): a value's bytes compared, its bytes copied
//   into integers (the debug log and the value diff: ValueDiffWalk, ValueShape, TypeTraits, CaseNames;
//   `StateChange.isUntouched`).
// - ElementBuffers (PrexValueIdentity/Unsafe): two arrays' elements compared in place, by bytes (blocks, or each
//   element without the padding after it) or by `==` (ElementScan).
//
// What stays where it is, because it is scoped and its whole argument fits on one line there:
// - Lock (Internal/Lock.swift): a pthread mutex at a fixed address, allocated by the lock itself, because POSIX
//   forbids moving a mutex in use; Locked and the stores and dispatchers use it.
// - `withUnsafeBytes` / `withUnsafeMutableBytes` on a byte array handed straight to read(2) or write(2)
//   (FileDescriptor, TerminalKit's Output and InputReader), and
//   `withUnsafeFileSystemRepresentation` turned into a String at once (ActionLog).
// - `@exclusivity(unchecked)` on properties of CallbackList, Locked, Dispatcher, StoreCore and PrexObservation's
//   ObservableModel, each with the comment that proves no two accesses overlap; `@unchecked Sendable` on
//   classes whose state a Lock guards, with the same.
// - MainThread's thread-specific answer (Presenter/MainThread.swift) stores a small integer as a pointer
//   (`UnsafeRawPointer(bitPattern:)`), never dereferenced.
// - TerminalKit's RawMode keeps the saved terminal settings in memory it allocates (a whole C `termios`, which
//   is larger than Swift's view of it) for the signal handler that restores them, and sets two control
//   characters of the raw settings through their bytes; its comments say why.
