/// What holds the task table of a *feature* or of the *app* (see ``TaskLifetime``): a store's core.
protocol TaskTableHolder: AnyObject, Sendable {
    /// The table, made by the first call.
    func taskTable() -> TaskTable
    var existingTaskTable: TaskTable? { get }
}

/// A store, seen without its state's type: what a scoped store's link to its parent is walked through to reach
/// the app's task table, on the Flux tree's root store.
protocol TaskTableOwner: AnyObject, Sendable {
    /// What holds the app's task table: the core of the root store of this store's Flux tree.
    var appTaskTableHolder: any TaskTableHolder { get }
}

extension Store: TaskTableOwner {
    /// What holds the app's task table: the root store's core. Cost: one cast per level of scoping.
    var appTaskTableHolder: any TaskTableHolder {
        if let parent = upstream?.parent as? any TaskTableOwner {
            return parent.appTaskTableHolder
        }
        return core
    }
}

extension StoreCore: TaskTableHolder {
    /// The table of the tasks that live while this core is attached (a scoped store's: while its child is in the
    /// state; a root store's: the app's), closed when the core detaches, made closed if it is detached already.
    /// Cost: one lock round trip; the first call makes the table.
    func taskTable() -> TaskTable {
        gate.withLock {
            if let tasks {
                return tasks
            }
            let table = TaskTable()
            tasks = table
            if isAttached {
                _ = detachHandlers.add { table.close() }
            } else {
                table.close()
            }
            return table
        }
    }

    var existingTaskTable: TaskTable? {
        gate.withLock { tasks }
    }
}
