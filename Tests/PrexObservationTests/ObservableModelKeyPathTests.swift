import Prex
import PrexObservation
import Testing

/// A property is one read whichever key path object names it, and however the read was typed: through a literal,
/// a path appended at run time, or a generic helper that cannot know the value is `Equatable`.
@MainActor
struct ObservableModelKeyPathTests {
    let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())
    let invalidations = Invalidations()

    /// Reads any property, as a generic helper view does: the model is not told that `Value` is `Equatable`.
    static func read<Value>(
        _ keyPath: KeyPath<ProfileState, Value>, of model: ObservableModel<Presenter<ProfileAction, ProfileState>>
    ) -> Value {
        model[dynamicMember: keyPath]
    }

    @Test func thePropertyReadThroughDifferentKeyPathObjectsIsOneRead() {
        // Given three scopes reading the owner's login through a literal, another literal, and an appended path
        let literal = \ProfileState.owner.login
        let appended = (\ProfileState.owner).appending(path: \Owner.login)
        let other = Invalidations()
        let third = Invalidations()
        #expect(invalidations.track { model[dynamicMember: literal] } == "octocat")
        #expect(other.track { model[dynamicMember: appended] } == "octocat")
        #expect(third.track { model[dynamicMember: \ProfileState.owner.login] } == "octocat")

        // When the owner's other property changes, then none is invalidated; when the login does, each once
        model.presenter.dispatch(.follow)
        #expect([invalidations.count, other.count, third.count] == [0, 0, 0])
        model.presenter.dispatch(.login("hubot"))
        #expect([invalidations.count, other.count, third.count] == [1, 1, 1])
    }

    @Test func aPropertyFirstReadAsAGenericValueIsComparedOnceReadAsItsOwnType() {
        // Given a generic helper that read the label (not comparable: it would count as changed on every change)
        #expect(Self.read(\.label, of: model) == "")

        // When a scope reads the label as the `String` it is, and another property changes
        #expect(invalidations.track { model.label } == "")
        model.presenter.dispatch(.add(1))

        // Then the scope is not invalidated; it is when the label changes
        #expect(invalidations.count == 0)
        model.presenter.dispatch(.rename("profile"))
        #expect(invalidations.count == 1)
    }
}
