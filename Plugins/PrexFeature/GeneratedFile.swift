import Foundation

/// One file the plugin writes: where, and what.
struct GeneratedFile {
    let url: URL
    let contents: String
}
