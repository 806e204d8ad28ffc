/// The extraction of a case made from its embedding function alone, by public reflection: a value matches when it
/// is an enum case whose payload casts to `Child` and whose payload, embedded again, makes the same case (same
/// name, same payload type), so `.left(x)` and `.right(x)` of one payload type are told apart.
///
/// The first match teaches the case's name and payload type; after that, a look-up costs one `Mirror`, a lock and a
/// name comparison (and a cast for a value of this case) instead of embedding and reflecting again. Any thread.
final class CaseReflection<Parent, Child>: Sendable {
    /// What the first match taught: the case's name, its payload's type, and whether that payload is a one-element
    /// tuple around the child.
    struct Known: Sendable {
        var name: String
        var payloadType: ObjectIdentifier
        var unwrapped: Bool
    }

    private let embed: @Sendable (Child) -> Parent
    private let known = Locked<Known?>(nil)

    init(_ embed: @escaping @Sendable (Child) -> Parent) {
        self.embed = embed
    }

    /// The child `parent` carries in this case, or `nil` for another case, a case without payload, or a value that
    /// is not an enum. Never traps.
    func extract(_ parent: Parent) -> Child? {
        guard let (name, payload) = EnumCaseMirror.case(of: parent) else { return nil }
        let payloadType = ObjectIdentifier(type(of: payload))
        if let known = known.withLock({ $0 }) {
            // Names differ: another case. Types differ: an existential payload, or a case of the same base name.
            guard known.name == name else { return nil }
            if known.payloadType == payloadType {
                return EnumCaseMirror.cast(payload, unwrapped: known.unwrapped)
            }
        }
        guard let (child, unwrapped) = EnumCaseMirror.cast(payload) as (child: Child, unwrapped: Bool)?,
            let (embeddedName, embeddedPayload) = EnumCaseMirror.case(of: embed(child)),
            embeddedName == name, ObjectIdentifier(type(of: embeddedPayload)) == payloadType
        else { return nil }
        known.withLock { $0 = Known(name: name, payloadType: payloadType, unwrapped: unwrapped) }
        return child
    }
}
