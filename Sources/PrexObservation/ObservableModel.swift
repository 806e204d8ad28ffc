import Observation
import Prex

/// A passive view that SwiftUI and the Observation framework can watch: a presenter reflects changes into
/// it, and every property read through it is tracked on its own.
///
/// The model is the `View` of its presenter, and owns that presenter, as every Prex view does. Keep the
/// model where a view keeps its state (a SwiftUI `@State`, a property of a view controller) and read the
/// state through it: `model.count` reads `count` and registers that read with Observation, so a SwiftUI
/// body that read only `count` is invalidated only when `count` changes. User events go to presenter
/// methods, which stay where Prex puts them (an extension or a subclass of `Presenter`):
///
/// ```swift
/// import PrexObservation
/// import SwiftUI
///
/// struct CounterScreen: View {
///     @State private var model = ObservableModel(state: CounterState(), mutation: CounterMutation())
///
///     var body: some View {
///         VStack {
///             Text("count: \(model.count)")
///             Button("+") { model.presenter.increment() }
///         }
///     }
/// }
/// ```
///
/// The generic parameter `Source` is the type of the presenter the model owns and shows the state of:
/// `Presenter<CounterAction, CounterState>`, or a subclass of it. An extension adds members to the models of one
/// feature, in a file that imports Prex (inside it, a property of the state is read as `self.count`: Swift
/// reaches dynamic members through an explicit `self`):
///
/// ```swift
/// extension ObservableModel where Source == Presenter<CounterAction, CounterState> {
///     var countText: String { "count: \(self.count)" }
/// }
/// ```
///
/// `PrexObservation` does not re-export Prex, so a file that imports SwiftUI and PrexObservation sees
/// SwiftUI's `View` and `State`, not Prex's. Declare the state, actions, mutation and presenter methods in
/// files (or a module) that import Prex.
///
/// ## What is tracked
/// A read is tracked at the property read through the model, as with Apple's `@Observable`:
/// `model.owner.login` tracks `owner`, and is invalidated when `owner` changes, whichever of its
/// properties changed. Optionals (`model.selection?.name` tracks `selection`), collections
/// (`model.items.count` tracks `items`) and computed properties of the state (`model.total`) are
/// properties like any other. When a change is delivered, each property ever read through the model is
/// compared between the state the model showed and the new one: first by its bytes, where it is stored in the
/// state (equal bytes are the same value, whatever its `==` says: a `Double.nan` left alone is unchanged), then,
/// where they differ, with `==` when its type is `Equatable` (equal arrays that share storage compare in O(1)); a
/// value that is not `Equatable` counts as changed on every delivered change. Reading ``state`` tracks the whole
/// state, which also counts as changed on every delivered change: read properties instead where you can. A
/// property of the state named `presenter` or `state` is hidden by the model's own; read it as
/// `model.state.presenter`.
///
/// A computed property, or a key path through a subscript (`model[dynamicMember: \.items[3]]`), is evaluated again
/// on every state shown after its first read, read still or not, to tell whether it changed: it must not trap on
/// any state the store can reach (`items[selection!]` behind `if model.selection != nil` stops the program when an
/// action clears the selection; return an optional instead).
///
/// ## Threading
/// Main actor only, like every view and SwiftUI itself. ``reflect(change:)`` runs on the main actor with
/// Prex's delivery rules: in dispatch order, changes that arrived while main was busy merged into one, the
/// new state compared with the one the model showed last. Observation's `willSet` callbacks
/// (`withObservationTracking`'s `onChange`) therefore run on the main actor too.
///
/// ## Lifetime
/// Whoever owns the model owns its presenter (``presenter``); the presenter holds the model weakly. When
/// the owner lets the model go, the presenter goes, and with it its private Flux (a shared one stays, and
/// loses the presenter's listener). Tracking scopes that read a model that has gone are never called.
///
/// ## Cost
/// A tracked read is a dictionary look-up by the key path's identity plus `ObservationRegistrar.access`. A
/// delivered change compares, once for all reads, the words of the state that hold properties read through the
/// model (one comparison per 8 bytes), then calls `!=` only for a read whose bytes differ or that has no fixed
/// place in the state (a computed property, a path through an optional or a class), and the registrar's
/// `willSet` and `didSet` for each read that changed, listened to or not; properties nobody read cost nothing.
/// A dispatch through the model costs about twice what a plain view reading the same properties costs; a SwiftUI
/// screen's redraw (a new tracking scope and its reads) costs far more than either, and about what the same screen
/// written with `@Observable` costs (Benchmarks/README.md has the figures).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@dynamicMemberLookup
public final class ObservableModel<Source: PresenterProtocol>: Prex.View, Observation.Observable {
    /// The state the model shows, its presenter's.
    public typealias State = Source.State

    @usableFromInline let registrar = ObservationRegistrar()
    // The bookkeeping below is marked `@exclusivity(unchecked)`: the runtime's dynamic exclusivity check would
    // run three times per reflected change. Sound: the model is main-actor
    // isolated, so no two threads reach these properties, and no access overlaps another on the main actor:
    // each is a load, a store, or a mutation that calls only the standard library (`Array.append`, a
    // dictionary insertion), never user code. User code (an `==`, an Observation callback, which may read the
    // model or make it reflect again) runs on copies taken before it is called.
    /// The state the model shows: the last one reflected.
    @usableFromInline @exclusivity(unchecked) var shown: State
    /// Every property read through the model so far, in the order first read.
    @usableFromInline @exclusivity(unchecked) var reads = TrackedReads<ObservableModel, State>()
    /// Where each key path read so far sits in `reads`, by equality (`\.count` written anywhere).
    @usableFromInline var readIndex: [AnyKeyPath: Int] = [:]
    /// The same by the key path object's identity: the fast path, since a key path literal is one object for
    /// its call site. Each entry keeps its key path alive, so that no other key path can take its address.
    @usableFromInline @exclusivity(unchecked) var readIndexByIdentity:
        [ObjectIdentifier: (keyPath: AnyKeyPath, index: Int)] = [:]
    /// Set by every initializer before it returns: `nil` only while the presenter is being made.
    @usableFromInline var ownedPresenter: Source?
    /// The transaction of the change the model shows: set before the change is announced, so an observer's
    /// `onChange` reads the transaction of the change it hears of (a UIKit screen animates by it). Not tracked by
    /// Observation. Main actor.
    public var transaction: Prex.Transaction { shownTransaction }
    @usableFromInline var shownTransaction = Prex.Transaction()
    /// What announces a change that carries a non-empty transaction: calls `announce` (Observation's `willSet`, the
    /// new state, `didSet`) inside the platform's transaction. By default, where SwiftUI exists, SwiftUI's
    /// `withTransaction` with the transaction's animation; elsewhere, `announce` alone. Replace it to map your own
    /// `TransactionKey` values; it must call `announce` once. Main actor; a change without a transaction is
    /// announced directly, at no cost.
    public var applyTransaction: @MainActor (_ transaction: Prex.Transaction, _ announce: () -> Void) -> Void =
        applyOnPlatform

    /// Creates a model on a Flux, with a presenter that `makePresenter` creates for it.
    ///
    /// Use it for a shared Flux or for a subclass of `Presenter`; the presenter must be created with the
    /// model as its view, on the given Flux:
    ///
    /// ```swift
    /// let model = ObservableModel(flux: Flux<CounterAction, CounterState>.shared) { model, flux in
    ///     CounterPresenter(view: model, flux: flux)
    /// }
    /// ```
    ///
    /// The model starts by showing the presenter's current state. Main actor; cost: the presenter's.
    ///
    /// - Parameters:
    ///   - flux: The Flux the presenter works on; the model shows its state until the first change.
    ///   - makePresenter: Creates the presenter with the model as its view. Called once, before this returns.
    ///     It may hand the model to the presenter, but must not read `model.presenter`, which it is making
    ///     (that read stops the program).
    public init(
        flux: Flux<Source.Action, State>,
        presenter makePresenter: (ObservableModel, Flux<Source.Action, State>) -> Source
    ) {
        shown = flux.store.state
        let presenter = makePresenter(self, flux)
        ownedPresenter = presenter
        // Read after the presenter registered its listener: every later change reaches `reflect(change:)`.
        shown = presenter.state
    }

    /// The presenter, owned by the model: call its methods for user events (`model.presenter.increment()`).
    public var presenter: Source {
        // Set by every initializer before `self` can be reached from outside it.
        ownedPresenter!
    }

    /// The whole state the model shows. Reading it is tracked, as a property that changes on every
    /// delivered change: prefer reading properties through the model (`model.count`).
    public var state: State {
        track(\State.self, storedAt: nil, unequalBytesDiffer: false, differs: nil)
        return shown
    }

    /// Reads a property of the state, and tracks the read; the property counts as changed when `!=` says
    /// so. This is `model.count` for a property `count` of the state.
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        if let known = readIndexByIdentity[ObjectIdentifier(keyPath)] {
            notify(.access, read: known.index)
        } else {
            let comparison = TrackedReads<ObservableModel, State>.comparing(keyPath)
            track(
                keyPath, storedAt: comparison.bytes, unequalBytesDiffer: comparison.unequalBytesDiffer,
                differs: comparison.differs)
        }
        // Inlined with the caller's key path literal, this is a direct read of the property.
        return shown[keyPath: keyPath]
    }

    /// Reads a property of the state whose type is not `Equatable`, and tracks the read; the property counts
    /// as changed on every delivered change.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        if let known = readIndexByIdentity[ObjectIdentifier(keyPath)] {
            notify(.access, read: known.index)
        } else {
            track(keyPath, storedAt: nil, unequalBytesDiffer: false, differs: nil)
        }
        return shown[keyPath: keyPath]
    }

    /// Registers a read of `keyPath` with Observation, and the first time, remembers how to compare it.
    ///
    /// - Parameters:
    ///   - keyPath: The property read, from the state.
    ///   - bytes: Where the property lies in the state, if it is `Equatable` and stored inline.
    ///   - unequalBytesDiffer: Whether unequal bytes of the property prove it changed.
    ///   - differs: Whether the property differs between two states; `nil` for a value not known to be
    ///     `Equatable`, which counts as changed on every change (until a read of the same key path compares it).
    @inlinable
    func track<Value>(
        _ keyPath: KeyPath<State, Value>, storedAt bytes: InlineBytes?, unequalBytesDiffer: Bool,
        differs: ((State, State) -> Bool)?
    ) {
        if let index = readIndex[keyPath] {
            if let differs {
                reads.compare(read: index, storedAt: bytes, unequalBytesDiffer: unequalBytesDiffer, differs: differs)
            }
            rememberIdentity(of: keyPath, at: index)
            notify(.access, read: index)
            return
        }
        let index = reads.append(
            storedAt: bytes, unequalBytesDiffer: unequalBytesDiffer, differs: differs,
            key: Self.observationKey(forRead: reads.entries.count))
        readIndex[keyPath] = index
        rememberIdentity(of: keyPath, at: index)
        notify(.access, read: index)
    }

    /// Adds `keyPath` to the identity fast path, unless that table is full: key paths made at run time (not
    /// literals) are new objects on every read, and must not grow it without bound. A read that does not compare
    /// its value stays out, so that an `Equatable` read of the same key path object reaches `track` and compares it.
    @usableFromInline
    func rememberIdentity(of keyPath: AnyKeyPath, at index: Int) {
        if readIndexByIdentity.count < Self.identityTableLimit && reads.entries[index].comparesValues {
            readIndexByIdentity[ObjectIdentifier(keyPath)] = (keyPath, index)
        }
    }

    /// How many key path objects the identity fast path holds at most: far more than the literals of a screen.
    @usableFromInline static var identityTableLimit: Int { 4_096 }

    /// The key path Observation knows read `index` by: `\ObservableModel.[observationKey: index]`, one key per
    /// read for the model's life, made once, when the model first meets the read.
    ///
    /// Observation identifies a property by its key path alone, and hashes and compares it on every `access` in a
    /// tracking scope, when it installs the scope's tracker and on every change: a key of one component, whose
    /// argument is an `Int`, costs far less there than the property's own path through ``state``. Every key has the
    /// same type, so the model calls its registrar directly, with no closure per read.
    @usableFromInline
    static func observationKey(forRead index: Int) -> KeyPath<ObservableModel, Int> {
        \ObservableModel.[observationKey: index]
    }

    /// The key of each read: its index. Nothing reads it; Observation only hashes and compares its key path.
    private subscript(observationKey index: Int) -> Int { index }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservableModel {
    /// Creates a model with a presenter and a Flux of its own, starting from `state`: the model owns both.
    ///
    /// ```swift
    /// let model = ObservableModel(state: CounterState(), mutation: CounterMutation())
    /// model.presenter.increment()
    /// ```
    ///
    /// Main actor. Cost: a Flux and a presenter.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - mutation: The mutation that applies the presenter's actions.
    @inlinable
    public convenience init<A: Prex.Action, S: Prex.State, M: Mutation>(state: S, mutation: M)
    where Source == Presenter<A, S>, M.Action == A, M.State == S {
        self.init(flux: Flux(state: state, mutation: mutation)) { model, flux in
            Presenter(view: model, flux: flux)
        }
    }

    /// Creates a model with a presenter on an existing Flux, which may be shared with other presenters.
    ///
    /// Main actor. Cost: a presenter, one listener registration.
    ///
    /// - Parameter flux: The Flux to work on, held by the presenter.
    @inlinable
    public convenience init<A: Prex.Action, S: Prex.State>(flux: Flux<A, S>) where Source == Presenter<A, S> {
        self.init(flux: flux) { model, flux in
            Presenter(view: model, flux: flux)
        }
    }
}
