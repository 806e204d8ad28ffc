import Foundation
import TestSupport
import Testing

/// `.ci/lint-portability`, which `.ci/run` runs over the shipping targets, fails on what Apple's SDKs do not
/// expose, and lets the listed names through (``LintScriptTests``: the shipping targets pass).
@Suite(.timeLimit(.minutes(5)))
struct PortabilityLintTests {
    static func lint(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try LintScript("lint-portability").run(arguments)
    }

    @Test(arguments: [
        ("let f = unsafeBitCast(1, to: Int.self)", "unsafeBitCast is not API that Apple's SDKs expose"),
        ("@_spi(Reflection) import Swift", "@_spi is not API that Apple's SDKs expose"),
        ("@_silgen_name(\"swift_x\") func x()", "@_silgen_name is not API that Apple's SDKs expose"),
        ("_ = _forEachField(of: Int.self) { _, _, _, _ in true }", "_forEachField is not API"),
        ("let y = _unlistedName(1)", "_unlistedName is underscored and not in"),
        ("#if canImport(Darwin)\n#endif", "a platform branch not listed in"),
        ("#if os(iOS)\n#endif", "a platform branch not listed in"),
        (
            "let f = p.withMemoryRebound(to: (() -> Void).self, capacity: 1) { $0.pointee }",
            "memory read as a function type, in a file not listed in",
        ),
        ("let g = raw.load(as: (@convention(c) () -> Void).self)", "memory read as a function type"),
    ])
    func aFileUsingWhatAppleDoesNotExposeFails(code: String, message: String) throws {
        let outcome = try withTemporaryFolder { folder in
            try code.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
            return try Self.lint([folder.path])
        }
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains(message), "\(outcome.errors)")
    }

    @Test func listedNamesAndCommentsPass() throws {
        let allowed = """
            let value = _openExistential(type, do: open) // unsafeBitCast in a comment, _anything
            let byte = p.withMemoryRebound(to: UInt8.self, capacity: 1) { $0.pointee } // -> in a comment

            """
        let folderOutcome = try withTemporaryFolder { folder in
            try allowed.write(to: folder.appendingPathComponent("Fine.swift"), atomically: true, encoding: .utf8)
            return try Self.lint([folder.path])
        }
        #expect(folderOutcome.status == 0, "\(folderOutcome.errors)")
    }
}
