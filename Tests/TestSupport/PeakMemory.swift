import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory a program held at once, as the system counts it for that one process (`wait4`'s resource
/// usage, not the sum over the test process's other children): for tests that a program's memory is bounded
/// by what it must hold, not by the size of its input.
package enum PeakMemory {
    /// What a run of a program used.
    package struct Outcome {
        /// The exit status, or -1 when the program did not end by `exit`.
        package var status: Int32
        /// The largest resident set the program had, in bytes.
        package var peakBytes: Int
    }

    /// Runs `executable` with `arguments` and an empty environment, standard input, output and error on
    /// `/dev/null`, waits for it and returns its status and peak resident memory.
    ///
    /// Blocks the calling thread until the program ends; one `posix_spawn` and one `wait4`.
    ///
    /// - Throws: ``Failure`` when the program cannot be started.
    package static func run(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        // The C strings are made here and freed below, after `posix_spawn` has copied them into the new
        // process: each pointer is valid for as long as it is used.
        let words = ([executable.path] + arguments).map { strdup($0) }
        defer {
            for word in words { free(word) }
        }
        var argv = words + [nil]
        var environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid = pid_t()
        let result = posix_spawn(&pid, executable.path, &actions, nil, &argv, &environment)
        guard result == 0 else { throw Failure(description: "posix_spawn failed: \(result)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        // `ru_maxrss` is in kilobytes on Linux, in bytes on Darwin.
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : -1, peakBytes: peak)
    }

    /// The program could not be started.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }
}
