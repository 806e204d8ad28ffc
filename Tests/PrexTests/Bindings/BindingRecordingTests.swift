import Foundation
import Prex
import TestSupport
import Testing

/// A binding is recorded by its property's name, and replayed like any action.
@Suite(.timeLimit(.minutes(5)))
struct BindingRecordingTests {
    @Test func aRecordedSessionOfBindingsReplaysToTheSameState() throws {
        try withTemporaryFile { url in
            // Given a session of bindings and another action, recorded
            let writer = try ActionLogWriter<RegistrationAction>(creatingFileAt: url)
            let original = Flux(
                state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings(),
                middleware: [writer.middleware])
            original.dispatcher.dispatch(.binding(.set(\.name, "Ad")))
            original.dispatcher.dispatch(.binding(.set(\.age, 36)))
            original.dispatcher.dispatch(.binding(.set(\.name, "Ada")))
            original.dispatcher.dispatch(.binding(.set(\.newsletter, true)))
            original.dispatcher.dispatch(.submit)
            writer.close()

            // When it is replayed onto the initial state
            let replayed = Flux(state: RegistrationForm(), mutation: RegistrationMutation().applyingBindings())
            let count = try replayed.replay(from: url)

            // Then the state is the recorded one, derived fields included
            #expect(writer.failure == nil)
            #expect(count == 5)
            #expect(replayed.store.state == original.store.state)
            #expect(replayed.store.state.greeting == "Hello, Ada")
        }
    }

    @Test func aBindingIsWrittenAsItsPropertysNameAndValue() throws {
        try withTemporaryFile { url in
            let writer = try ActionLogWriter<RegistrationAction>(creatingFileAt: url)

            writer.append(.binding(.set(\.name, "ab")))
            writer.append(.binding(.set(\.age, 7)))
            writer.close()

            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(
                text == ActionLog.header + "\n" + #"{"binding":{"_0":{"name":"ab"}}}"# + "\n"
                    + #"{"binding":{"_0":{"age":7}}}"# + "\n")
            #expect(
                try ActionLog.actions(RegistrationAction.self, from: url) == [
                    .binding(.set(\.name, "ab")), .binding(.set(\.age, 7)),
                ])
        }
    }

    @Test func aBindingOfAPropertyTheStateDoesNotNameIsAFailureOfTheRecording() throws {
        try withTemporaryFile { url in
            let writer = try ActionLogWriter<RegistrationAction>(creatingFileAt: url)

            writer.append(.binding(.set(\.notes, "secret")))

            let failure = try #require(writer.failure)
            guard case .writeFailed(_, let reason) = failure else {
                Issue.record("expected a write failure, got \(failure)")
                return
            }
            #expect(reason.contains(#"\.notes is not in RegistrationForm.bindableProperties"#))
        }
    }

    @Test(arguments: [
        (#"{"binding":{"_0":{"nickname":"x"}}}"#, #"no bindable property "nickname" in RegistrationForm"#),
        (#"{"binding":{"_0":{"name":"x","age":1}}}"#, "a binding is one property and its value"),
        (#"{"binding":{"_0":{"age":"x"}}}"#, "(at binding._0.age)"),
    ])
    func aLineThatIsNotABindingOfTheStateIsAMalformedLine(line: String, reason expected: String) throws {
        try withTemporaryFile { url in
            try Data((ActionLog.header + "\n" + line + "\n").utf8).write(to: url)

            let error = try #require(throws: ActionLogError.self) {
                try ActionLog.actions(RegistrationAction.self, from: url)
            }

            guard case .malformedLine(_, let number, let reason) = error else {
                Issue.record("expected a malformed line, got \(error)")
                return
            }
            #expect(number == 2)
            #expect(reason.contains(expected), "\(reason)")
        }
    }
}
