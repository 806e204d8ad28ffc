import Prex

/// The presenters an ``ObservableModel`` can own: Prex's `Presenter` and every subclass of it.
///
/// `Presenter<Action, State>` conforms in this module, and so do its subclasses; you never conform a type
/// yourself. The protocol exists so that a model's type names its presenter's type, subclass included:
/// `ObservableModel<CounterPresenter>` gives `model.presenter` the type `CounterPresenter`, so a button
/// calls that subclass's methods without a cast.
public protocol PresenterProtocol: AnyObject {
    /// The actions the presenter dispatches.
    associatedtype Action: Prex.Action
    /// The state the presenter reads and its view renders.
    associatedtype State: Prex.State

    /// The Flux's current state. Safe from any thread.
    var state: State { get }
}

extension Presenter: PresenterProtocol {}
