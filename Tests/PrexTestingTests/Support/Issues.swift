import TestSupport
import Testing

/// The comments of the issues `body` records, each issue's comments joined by line breaks; `body` must record
/// at least one.
@MainActor
func issues(recordedBy body: @MainActor () async -> Void) async -> [String] {
    let comments = Recorder<String>()
    await withKnownIssue {
        await body()
    } matching: { issue in
        comments.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
        return true
    }
    return comments.all
}
