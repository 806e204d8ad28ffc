/// Why the plugin wrote nothing: each case reads as one line on standard error.
///
/// SwiftPM prints a thrown error as `error: DESCRIPTION` and exits with status 1.
enum FeatureError: Error, CustomStringConvertible {
    case usage(String)
    case invalidName(String, reason: String)
    case unknownTarget(String, available: [String])
    case unsupportedTarget(String, reason: String)
    case existingFiles([String])
    case duplicateFileName(existing: String, generated: String)
    case writeFailed(path: String, reason: String)
    case removeFailed(path: String, reason: String)
    case unknownParent(String, target: String, missing: String)
    case parentNotGenerated(String, path: String)
    case parentUnrecognised(path: String, line: String)
    case nameTaken(String, path: String)
    case alreadyWired(child: String, parent: String, path: String)
    case wiredTheOtherWay(child: String, parent: String, path: String)
    case cannotUnwire(child: String, path: String)

    var description: String {
        switch self {
        case .usage(let problem):
            return "\(problem) (usage: \(Usage.synopsis))"
        case .invalidName(let name, let reason):
            return "'\(name)' is not a feature name: \(reason)"
        case .unknownTarget(let name, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "no target named '\(name)' in this package (Swift source targets: \(list))"
        case .unsupportedTarget(let name, let reason):
            return "target '\(name)' \(reason): pass a Swift library or executable target"
        case .existingFiles(let paths):
            let more = paths.count > 1 ? " and \(paths.count - 1) more of the feature's files" : ""
            return "\(paths[0])\(more) exist already: pass --force to replace them"
        case .duplicateFileName(let existing, let generated):
            return "\(existing) exists already, and a module cannot have two files named "
                + "\(generated): choose another feature name"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason); nothing was written"
        case .removeFailed(let path, let reason):
            return "cannot remove \(path), which an earlier run generated: \(reason); nothing was written"
        case .unknownParent(let parent, let target, let missing):
            return "no feature named '\(parent)' in target '\(target)': \(missing) does not exist (generate the parent "
                + "first: prex-feature \(parent) --target \(target))"
        case .parentNotGenerated(let parent, let path):
            return "\(path) does not start with prex-feature's header for \(parent): --parent wires a child only into "
                + "a feature prex-feature generated"
        case .parentUnrecognised(let path, let line):
            return "\(path) was edited beyond recognition: --parent adds the child before the end of `\(line)`, "
                + "which is gone"
        case .nameTaken(let name, let path):
            return "\(path) declares `\(name)` already: choose another name for the child feature"
        case .alreadyWired(let child, let parent, let path):
            return "\(child) is wired into \(parent) already (\(path)): pass --force to generate it again"
        case .wiredTheOtherWay(let child, let parent, let path):
            return "\(parent) is wired into \(child) (\(path)): \(child) cannot be its child too"
        case .cannotUnwire(let child, let path):
            return "cannot unwire \(child) from \(path): the lines prex-feature added for it were edited; remove "
                + "them by hand, and \(child)'s wiring file, then run again"
        }
    }
}
