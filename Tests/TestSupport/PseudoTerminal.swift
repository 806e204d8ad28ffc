import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal: a program gets its terminal side as standard streams, while the test types on, and
/// reads from, its controller side.
package final class PseudoTerminal {
    /// The side the test types on and reads from.
    private let controller: Int32
    /// The side a program reads keys from and draws on, like a real terminal.
    package let terminal: FileHandle
    /// Everything read from the terminal so far, with the terminal's `\r\n` line endings.
    package private(set) var transcript = ""
    /// Where the next ``wait(for:)`` starts looking.
    private var searchStart: String.Index

    /// Whether this system can open pseudo-terminals.
    package static let isAvailable = (try? PseudoTerminal()) != nil

    /// Opens a new pseudo-terminal; it starts in the usual cooked mode (line editing, echo, signals).
    package init() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
            throw Failure("openpty failed: errno \(errno)")
        }
        self.controller = controller
        self.terminal = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        searchStart = transcript.startIndex
    }

    deinit {
        close(controller)
    }

    /// The terminal's current settings.
    package var settings: Settings {
        Settings(descriptor: terminal.fileDescriptor)
    }

    /// Types `text` on the terminal's keyboard.
    package func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Sets the terminal's size, as a terminal window being resized does. A program started by a test does not
    /// have this terminal as its controlling terminal, so the test sends it `SIGWINCH` itself.
    package func resize(columns: Int, rows: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(controller, UInt(TIOCSWINSZ), &size) == 0 else {
            throw Failure("setting the window size failed: errno \(errno)")
        }
    }

    /// Reads what the program draws until `marker` appears after the previous marker waited for.
    ///
    /// - Throws: ``Failure`` if ten seconds pass with nothing new to read (a broken program, not a slow
    ///   one: the test never waits on time otherwise).
    package func wait(for marker: String) throws {
        while true {
            if let found = transcript.range(of: marker, range: searchStart..<transcript.endIndex) {
                searchStart = found.upperBound
                return
            }
            guard try readAvailable(waitingMilliseconds: 10_000) else {
                throw Failure("no \(marker.debugDescription) in \(transcript.debugDescription)")
            }
        }
    }

    /// Reads whatever is left, without waiting.
    package func drain() throws {
        while try readAvailable(waitingMilliseconds: 0) {}
    }

    /// Reads one chunk if one arrives within the time given; returns whether it did.
    private func readAvailable(waitingMilliseconds: Int32) throws -> Bool {
        var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { throw Failure("reading the terminal failed: errno \(errno)") }
        transcript += String(decoding: buffer[..<count], as: UTF8.self)
        return true
    }

    /// The parts of a terminal's settings that raw mode changes, comparable.
    package struct Settings: Equatable {
        package var inputFlags: UInt64
        package var outputFlags: UInt64
        package var controlFlags: UInt64
        package var localFlags: UInt64
        package var characters: [UInt8]

        package init(descriptor: Int32) {
            var settings = termios()
            _ = tcgetattr(descriptor, &settings)
            inputFlags = UInt64(settings.c_iflag)
            outputFlags = UInt64(settings.c_oflag)
            controlFlags = UInt64(settings.c_cflag)
            localFlags = UInt64(settings.c_lflag)
            characters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
        }

        /// Whether keys arrive one at a time, unechoed, with Ctrl-C as a byte.
        package var isRaw: Bool {
            localFlags & UInt64(ICANON | ECHO | ISIG) == 0
        }
    }

    /// Something went wrong with the terminal itself.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String

        package init(_ description: String) {
            self.description = description
        }
    }
}
