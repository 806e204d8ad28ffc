import Foundation
import Prex

// prex-persistence-probe: a process that keeps a list in a file with a PersistedSlice, for the tests that kill it
// mid-write or write the file from two processes in turn.
//
//   prex-persistence-probe save-loop FILE   writes ever-changing lists, flushing each; prints "ready" after the first
//   prex-persistence-probe session FILE     reads commands from standard input, answering each with one line:
//                                           "show" (checks the file, prints the list as JSON), "set A B …" (sets and
//                                           flushes the list, prints "ok")

struct ProbeState: State, Equatable {
    var items: [String] = []
}

enum ProbeAction: Action {
    case set([String])
}

struct ProbeMutation: Mutation {
    func mutate(action: ProbeAction, state: inout ProbeState) {
        switch action {
        case .set(let items): state.items = items
        }
    }
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let mode = arguments.first, let path = arguments.last else {
    FileHandle.standardError.write(Data("usage: prex-persistence-probe save-loop|session FILE\n".utf8))
    exit(64)
}
let slice = PersistedSlice<ProbeAction, ProbeState, [String]>(
    \.items, in: FileStorage(url: URL(fileURLWithPath: path)), reload: ProbeAction.set, saveDelay: 0,
    pollInterval: nil, onError: { error in FileHandle.standardError.write(Data("\(error)\n".utf8)) })
let flux = Flux(state: ProbeState(), mutation: ProbeMutation(), persisting: slice)

switch mode {
case "save-loop":
    var round = flux.store.state.items.count
    var isFirst = true
    while true {
        round += 1
        flux.dispatcher.dispatch(.set((0..<(round % 2_000)).map { "item \($0)" }))
        slice.flush()
        if isFirst {
            say("ready")
            isFirst = false
        }
    }
case "session":
    while let line = readLine() {
        let words = line.split(separator: " ").map(String.init)
        switch words.first {
        case "show":
            slice.checkForChanges()
            let json = try JSONEncoder().encode(flux.store.state.items)
            say(String(decoding: json, as: UTF8.self))
        case "set":
            flux.dispatcher.dispatch(.set(Array(words.dropFirst())))
            slice.flush()
            say("ok")
        default:
            say("unknown command")
        }
    }
    slice.flush()
default:
    FileHandle.standardError.write(Data("unknown mode \(mode)\n".utf8))
    exit(64)
}
