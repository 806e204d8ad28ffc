// The unsafe code of the package, in one place.
//
// Every operation the compiler cannot check for memory safety (a pointer dereferenced, a reference counted by hand,
// an isolation dropped from a type) is done by a small type in this folder, in the threading helpers beside it
// (Internal/Threading/: MainQueue, ThreadSlot) or in Sources/PrexValueIdentity/Unsafe/; each states its assumptions
// and why they hold, and has its own test (Tests/PrexTests/Internal/Unsafe/ and Threading/,
// Tests/PrexValueIdentityTests/), run under AddressSanitizer by `.ci/run`. Keep this list true when changing them.
//
// - MainQueue (Threading/): whether the caller runs on the main queue; then, without the runtime's checks,
//   MainQueueClosure (a `@MainActor` closure called without an isolation check), MainQueueConfined (a value
//   touched on the main queue only, without a lock) and WeakReference (the view, held weakly): ViewDelivery's.
// - InlineField, InlineBytes: a stored property read at its fixed offset (PropertyReader), its bytes compared in two
//   values in place (PrexObservation's ObservableModel, before any `==`).
// - ThreadSlot (Threading/): an object's address in a thread-specific slot, unretained, while a call lends it to
//   the code it runs on the same thread (a binding or a composed mutation reporting to the debug log collecting,
//   MutationReports).
// - InlineValue: a trivial value of one word kept as its bytes and read back as its type (BindingAction's value).
// - KeyPathCast: a key path or a box kept as `AnyObject` typed again as what it was made as (BindingAction, whose
//   case, a `String` or the witness of the value's type, was stored with it).
// - ValueAddress, ElementBuffers (PrexValueIdentity): a value's bytes compared or copied into integers; two arrays'
//   elements compared in place.
//
// Scoped sites that stay where they are, each argued where it is: Lock (Threading/; a pthread mutex at a fixed
// address); `withUnsafeBytes` on a byte array handed to read(2) or write(2) (FileDescriptor, TerminalKit);
// `withUnsafeFileSystemRepresentation` made a String at once (ActionLog); `@exclusivity(unchecked)` and `@unchecked
// Sendable` on CallbackList, Locked, Dispatcher, StoreCore and ObservableModel; MainQueue's main-thread answer, a
// small integer stored as a pointer, never dereferenced; TerminalKit's RawMode saving the C `termios` for its
// handler.
