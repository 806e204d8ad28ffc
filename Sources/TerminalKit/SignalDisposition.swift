#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether signal `number` is ignored: a disposition a program inherits from its parent (`nohup` ignores
/// SIGHUP; a shell without job control starts a background job with SIGINT and SIGQUIT ignored), and keeps:
/// a program that was asked not to be interrupted by a signal is not. Any thread; one `sigaction` call.
func isIgnored(signal number: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
    let handler = current.__sigaction_u.__sa_handler
    #else
    let handler = current.__sigaction_handler.sa_handler
    #endif
    // A C function pointer is not Equatable: the handler is SIG_IGN when its bits are SIG_IGN's. Reading the
    // bytes of two values of the same type, each alive for the duration of its closure, is sound.
    let ignore = SIG_IGN
    return withUnsafeBytes(of: handler) { handlerBytes in
        withUnsafeBytes(of: ignore) { handlerBytes.elementsEqual($0) }
    }
}
