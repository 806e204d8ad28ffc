import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory prex-feature NAME --target TARGET`: generates a feature's
/// state, action, mutation, presenter, passive view and tests, like the original Prex's Xcode template.
///
/// Everything is checked before the first file is written; an error is one line (`error: …`), nothing is
/// written, and `swift package` exits with status 1.
@main
struct PrexFeature: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard case .generate(let request) = try FeatureRequest.parse(arguments) else {
            print(Usage.text)
            return
        }
        let layout = try FeatureLayout(
            package: context.package, targetName: request.target, name: request.name, libraries: request.libraries)
        let plan = try FeaturePlan(request, layout: layout)
        try FileWriter.write(plan, layout: layout)
        for file in plan.files {
            print("wrote \(layout.relativePath(file.url))")
        }
        for edit in plan.edits {
            print("\(edit.created ? "wrote" : "edited") \(layout.relativePath(edit.url))")
        }
        for url in plan.stale {
            let fileName = url.deletingPathExtension().lastPathComponent
            let why =
                fileName.hasSuffix("+\(request.name.base)")
                ? "which wired \(request.name.base) into \(fileName.dropLast(request.name.base.count + 1))"
                : "which an earlier run generated for another variant"
            print("removed \(layout.relativePath(url)), \(why)")
        }
        for note in layout.notes {
            Diagnostics.warning(note)
        }
    }
}
