#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sanitizer the test process runs under, found by itself, so that a test its runtime cannot run under (a file
/// size limit kills a sanitized program before `main`) skips itself under a plain `swift test --sanitize=…`.
package enum Sanitizer: String, Sendable {
    case thread
    case address

    /// The sanitizer whose runtime is linked into this process, or `nil`: the entry point each runtime exports,
    /// looked up once among the process's global symbols.
    package static let current: Sanitizer? = {
        guard let process = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(process) }
        if dlsym(process, "__tsan_init") != nil {
            return .thread
        }
        if dlsym(process, "__asan_init") != nil {
            return .address
        }
        return nil
    }()
}
