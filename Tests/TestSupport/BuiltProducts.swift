import Foundation

/// Where SwiftPM put the products of this build: the executables the test targets depend on sit next to the
/// test bundle.
public enum BuiltProducts {
    /// The built executable named `name`.
    public static func executable(named name: String) -> URL {
        #if os(macOS)
        let products =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent(name)
    }
}
