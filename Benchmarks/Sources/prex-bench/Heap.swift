import Foundation

#if os(Linux)
import CMallocStatistics
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process holds: the bytes the C allocator has handed out, and the peak resident size.
///
/// Swift allocates every class instance, array, string and trie node through `malloc`, so the allocator's bytes in
/// use, read before and after a value is made, are what that value (and whatever it keeps alive) holds: its unique
/// storage, counted once however many steps share it, each allocation rounded as the allocator rounds it (a 16-byte
/// header, 16-byte alignment), without the free space the allocator keeps for later.
enum Heap {
    /// The bytes allocated and not freed, in every arena: glibc's `mallinfo2()` (`uordblks`, the chunks in use,
    /// plus `hblkhd`, the large blocks mapped on their own), or the zones' `size_in_use` on Apple platforms; `nil`
    /// elsewhere.
    static func bytesInUse() -> Int? {
        #if os(Linux)
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
        #elseif canImport(Darwin)
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)
        return Int(statistics.size_in_use)
        #else
        return nil
        #endif
    }

    /// Gives the free memory the allocator keeps back to the system (glibc's `malloc_trim(0)`; nothing elsewhere), so
    /// that what is measured next starts from pages the process does not hold yet.
    static func trim() {
        #if os(Linux)
        _ = malloc_trim(0)
        #endif
    }

    /// Makes the kernel forget the process's peak resident size, so that ``peakResidentBytes()`` reports the peak
    /// from now on (Linux: `5` written to `/proc/self/clear_refs`). Returns whether it could.
    static func resetPeakResident() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// The process's peak resident size in bytes since the start or the last ``resetPeakResident()``
    /// (`VmHWM` in `/proc/self/status`), or `nil` where there is none.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }.first
        return kilobytes.map { $0 * 1_024 }
    }
}
