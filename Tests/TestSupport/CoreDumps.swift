#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Core dumps, off for the test process and the programs it starts.
///
/// A program killed by `SIGQUIT` dumps core by default; tests that send it turn core dumps off first, so no
/// core file lands in the working directory. Programs started afterwards inherit the limit.
package enum CoreDumps {
    /// Sets the core file size limit to 0. Any thread; idempotent.
    package static func disable() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
        limit.rlim_cur = 0
        setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    }
}
