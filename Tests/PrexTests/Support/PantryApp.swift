import Foundation
import Prex
import TestSupport

/// A pantry whose items are kept in a file: the feature the persistence tests keep.
struct PantryState: State, Equatable {
    var items: [String] = []
    var visits = 0
}

enum PantryAction: Action, Equatable {
    case stock(String)
    case itemsChangedOnDisk([String])
    case visit
}

struct PantryMutation: Mutation {
    func mutate(action: PantryAction, state: inout PantryState) {
        switch action {
        case .stock(let item): state.items.append(item)
        case .itemsChangedOnDisk(let items): state.items = items
        case .visit: state.visits += 1
        }
    }
}

extension PersistedSlice where Action == PantryAction, State == PantryState, Value == [String] {
    /// The pantry's items in `url`, never polled (the tests call ``checkForChanges()``), saved without delay.
    static func pantry(at url: URL, reports: Recorder<PersistenceError> = Recorder()) -> Self {
        Self(
            \.items, in: FileStorage(url: url), reload: PantryAction.itemsChangedOnDisk, saveDelay: 0,
            pollInterval: nil, onError: { reports.append($0) })
    }
}
