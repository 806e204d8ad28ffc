import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ActionLog {
    /// The actions of the action log at the file URL `url`, decoded on every core: what ``actions(_:from:)`` returns,
    /// and the error it throws for the same file (the first line that fails, by line number).
    ///
    /// Reads the lines on the calling thread, then decodes them in parallel with one `JSONDecoder` per run of lines
    /// and waits: memory is the file's lines while decoding, then the actions.
    static func actionsDecodedInParallel<Action: Decodable & Sendable>(
        _ type: Action.Type, from url: URL
    ) throws(ActionLogError) -> [Action] {
        let reader = try ActionLogReader<Action>(contentsOf: url)
        var lines: [NumberedLine] = []
        var readFailure: ActionLogError?
        do {
            while let line = try reader.nextLine() {
                lines.append(NumberedLine(number: reader.lineNumber, bytes: line))
            }
        } catch {
            // The lines before it decode first: a malformed one among them is what a sequential read throws.
            readFailure = error
        }
        let runs = decodeInRuns(Action.self, lines)
        var actions: [Action] = []
        actions.reserveCapacity(lines.count)
        for run in runs {
            switch run {
            case .decoded(let decoded):
                actions += decoded
            case .failed(let line, let reason):
                throw .malformedLine(path: reader.path, line: line, reason: reason)
            }
        }
        if let readFailure {
            throw readFailure
        }
        return actions
    }

    /// A line of an action log and its number in the file, from 1.
    struct NumberedLine: Sendable {
        let number: Int
        let bytes: Data
    }

    /// What a run of lines decoded to: every line's action, or the first line that failed and why.
    enum DecodedRun<Action: Sendable>: Sendable {
        case decoded([Action])
        case failed(line: Int, reason: String)
    }

    /// `lines` decoded as runs of consecutive lines, the runs in parallel (`concurrentPerform`, as many at once as
    /// there are cores), returned in order.
    private static func decodeInRuns<Action: Decodable & Sendable>(
        _ type: Action.Type, _ lines: [NumberedLine]
    ) -> [DecodedRun<Action>] {
        // Enough runs that a core finishing early takes another while a run of long lines is decoded.
        let runCount = Swift.min(lines.count, 64)
        guard runCount > 0 else { return [] }
        let runLength = (lines.count + runCount - 1) / runCount
        let results = Locked([DecodedRun<Action>?](repeating: nil, count: runCount))
        DispatchQueue.concurrentPerform(iterations: runCount) { run in
            let start = Swift.min(lines.count, run * runLength)
            let result = decodeRun(Action.self, lines[start..<Swift.min(lines.count, start + runLength)])
            results.withLock { $0[run] = result }
        }
        return results.withLock { $0 }.compactMap { $0 }
    }

    /// The actions of `lines`, decoded in order with one `JSONDecoder`, or the first line that fails.
    private static func decodeRun<Action: Decodable & Sendable>(
        _ type: Action.Type, _ lines: ArraySlice<NumberedLine>
    ) -> DecodedRun<Action> {
        let decoder = JSONDecoder()
        var decoded: [Action] = []
        decoded.reserveCapacity(lines.count)
        for line in lines {
            do {
                decoded.append(try decoder.decode(Action.self, from: line.bytes))
            } catch {
                return .failed(line: line.number, reason: reason(error, decoding: Action.self))
            }
        }
        return .decoded(decoded)
    }
}
