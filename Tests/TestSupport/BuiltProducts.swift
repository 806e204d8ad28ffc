import Foundation

/// Where SwiftPM put the products of this build: the executables the test targets depend on sit next to the
/// test bundle.
package enum BuiltProducts {
    /// The folder SwiftPM built into (`.build/<triple>/<configuration>`, or under another scratch path): the
    /// test bundle's folder, which also holds the executables and `Modules/`.
    package static var directory: URL {
        #if os(macOS)
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        #else
        Bundle.main.bundleURL
        #endif
    }

    /// The built executable named `name`.
    package static func executable(named name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
