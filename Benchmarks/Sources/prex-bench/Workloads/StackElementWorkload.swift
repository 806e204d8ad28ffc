import Prex

/// A pushed screen's own action: the top screen of a navigation stack 10 screens deep dispatches through its
/// presenter, the top three screens mounted. What a feature on a stack pays for its actions: the scoped dispatch
/// into the stack's element, and the deliveries to the mounted screens.
enum StackElementWorkload {
    static let workload = PresenterActionWorkload.workload(
        name: "stack-element-10",
        summary: "an action of the top screen of a stack 10 screens deep, the top three mounted",
        action: StackApp.ScreenAction.increment
    ) {
        let (app, views) = StackApp.mount(depth: 10, mounted: 3)
        guard let top = views.last?.presenter else { preconditionFailure("the top screen is mounted") }
        return ((app, views), top)
    }
}
