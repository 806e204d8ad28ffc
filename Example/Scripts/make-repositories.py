#!/usr/bin/env python3
"""Writes Example/Sources/GitHubSearch/Resources/repositories.json, the mocked service's data set.

The repositories are real, well-known public projects; descriptions are short paraphrases, and the star
counts are rounded from memory (plausible, not exact). Ids, forks, open issues and update dates are derived
from a hash of each name, so the output is the same on every run:

    python3 Example/Scripts/make-repositories.py

The file has the shape of GitHub's `GET /search/repositories` response:
`{"total_count": N, "incomplete_results": false, "items": [...]}`, most starred first.
"""

import hashlib
import json
import os
from datetime import datetime, timedelta, timezone

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "GitHubSearch", "Resources", "repositories.json"
)

LICENSES = {
    "mit": ("MIT License", "MIT"),
    "apache-2.0": ("Apache License 2.0", "Apache-2.0"),
    "bsd-2-clause": ('BSD 2-Clause "Simplified" License', "BSD-2-Clause"),
    "bsd-3-clause": ('BSD 3-Clause "New" or "Revised" License', "BSD-3-Clause"),
    "gpl-2.0": ("GNU General Public License v2.0", "GPL-2.0"),
    "gpl-3.0": ("GNU General Public License v3.0", "GPL-3.0"),
    "agpl-3.0": ("GNU Affero General Public License v3.0", "AGPL-3.0"),
    "lgpl-2.1": ("GNU Lesser General Public License v2.1", "LGPL-2.1"),
    "mpl-2.0": ("Mozilla Public License 2.0", "MPL-2.0"),
    "isc": ("ISC License", "ISC"),
    "unlicense": ("The Unlicense", "Unlicense"),
    "cc0-1.0": ("Creative Commons Zero v1.0 Universal", "CC0-1.0"),
    "cc-by-4.0": ("Creative Commons Attribution 4.0 International", "CC-BY-4.0"),
    "cc-by-sa-4.0": ("Creative Commons Attribution Share Alike 4.0 International", "CC-BY-SA-4.0"),
    "epl-2.0": ("Eclipse Public License 2.0", "EPL-2.0"),
    "other": ("Other", "NOASSERTION"),
}

# Accounts that are people rather than organisations.
USERS = {
    "onevcat", "danielgindi", "Juanpe", "nicklockwood", "mxcl", "hackiftekhar", "krzysztofzablocki", "mac-cain13",
    "kean", "stephencelis", "groue", "yonaskolb", "ashleymills", "kishikawakatsumi", "marmelroy", "scinfu", "exelban",
    "rxhanson", "Dimillian", "twostraws", "ninjaprox", "matteocrippa", "vsouza", "hmlongco", "jpsim",
    "gonzalezreal", "JohnSundell", "daltoniam", "sindresorhus", "BurntSushi", "sharkdp", "ajeetdsouza", "dandavison",
    "emilk", "XAMPPRocky", "Wilfred", "junegunn", "jesseduffield", "spf13", "wagoodman", "derailed", "avelino",
    "mrdoob", "trekhleb", "ryanmcdermott", "Chalarangelo", "hakimel", "typicode", "iamkun", "colinhacks",
    "donnemartin", "vinta", "comfyanonymous", "binary-husky", "skydoves", "iluwatar", "Snailclimb", "macrozheng",
    "PhilJay", "torvalds", "nlohmann", "ocornut", "ggerganov", "kovidgoyal", "2dust", "felangel", "rrousselGit",
    "koalaman", "jgm", "dylanaraps", "romkatv", "folke", "jwasham", "kamranahmedse", "jdg", "ccgus", "AUTOMATIC1111",
}

# A few real account ids; the others are derived from the login.
ACCOUNT_IDS = {
    "apple": 10639145, "facebook": 69631, "google": 1342004, "microsoft": 6154722, "torvalds": 1024025,
    "rust-lang": 5430905, "golang": 4314092, "vapor": 17364220, "Alamofire": 7774181, "pointfreeco": 29466629,
}

REPOSITORIES = []


def repo(full_name, language, stars, license_key, description, topics="", homepage=None):
    REPOSITORIES.append((full_name, language, stars, license_key, description, topics.split(), homepage))


# Swift
repo("apple/swift", "C++", 68900, "apache-2.0", "The Swift programming language: compiler, standard library and core tools.", "swift compiler programming-language", "https://swift.org")
repo("vapor/vapor", "Swift", 25100, "mit", "A server-side Swift HTTP web framework.", "swift server-side-swift web-framework http vapor", "https://vapor.codes")
repo("Alamofire/Alamofire", "Swift", 41500, "mit", "Elegant HTTP networking in Swift.", "swift networking http ios macos urlsession")
repo("pointfreeco/swift-composable-architecture", "Swift", 13500, "mit", "A library for building applications in a consistent and testable way, with composition in mind.", "swift architecture swiftui composable-architecture tca", "https://www.pointfree.co/collections/composable-architecture")
repo("ReactiveX/RxSwift", "Swift", 24500, "mit", "Reactive programming in Swift, the Rx way.", "swift rxswift reactive functional-reactive-programming observable")
repo("SnapKit/SnapKit", "Swift", 20100, "mit", "A Swift DSL for Auto Layout on iOS and macOS.", "swift autolayout ios layout dsl", "https://snapkit.github.io/SnapKit/")
repo("onevcat/Kingfisher", "Swift", 23600, "mit", "A lightweight, pure-Swift library for downloading and caching images from the web.", "swift image-cache image-downloader ios swiftui")
repo("SwiftyJSON/SwiftyJSON", "Swift", 22800, "mit", "The better way to deal with JSON data in Swift.", "swift json ios")
repo("realm/realm-swift", "Objective-C", 16400, "apache-2.0", "Realm is a mobile database: a replacement for Core Data and SQLite.", "realm database swift ios mobile", "https://realm.io")
repo("Moya/Moya", "Swift", 15200, "mit", "A network abstraction layer written in Swift, on top of Alamofire.", "swift networking alamofire ios rxswift")
repo("airbnb/lottie-ios", "Swift", 26000, "apache-2.0", "Renders After Effects animations natively on iOS, macOS and tvOS.", "animation lottie ios swift after-effects", "http://airbnb.io/lottie/")
repo("danielgindi/Charts", "Swift", 27700, "apache-2.0", "Beautiful charts for iOS, tvOS and macOS, a port of MPAndroidChart.", "charts swift ios graph visualization")
repo("Juanpe/SkeletonView", "Swift", 12700, "mit", "An elegant way to show users that something is happening and prepare them for the content to come.", "skeleton loading swift ios animation")
repo("apple/swift-argument-parser", "Swift", 3500, "apache-2.0", "Straightforward, type-safe argument parsing for Swift.", "swift command-line cli argument-parser")
repo("apple/swift-nio", "Swift", 8200, "apache-2.0", "Event-driven network application framework for high performance protocol servers and clients, non-blocking.", "swift networking asynchronous nio server-side-swift", "https://swiftpackageindex.com/apple/swift-nio/documentation")
repo("apple/swift-log", "Swift", 3700, "apache-2.0", "A logging API for Swift.", "swift logging server-side-swift")
repo("apple/swift-async-algorithms", "Swift", 3300, "apache-2.0", "Async algorithms for Swift: zip, merge, debounce, channels and more over AsyncSequence.", "swift async concurrency asyncsequence")
repo("apple/swift-collections", "Swift", 3900, "apache-2.0", "Commonly used data structures for Swift: deques, ordered sets, heaps and more.", "swift data-structures collections")
repo("apple/swift-algorithms", "Swift", 6100, "apache-2.0", "Commonly used sequence and collection algorithms for Swift.", "swift algorithms sequence collections")
repo("apple/swift-package-manager", "Swift", 9900, "apache-2.0", "The package manager for the Swift programming language.", "swift package-manager spm build-tool", "https://swift.org/package-manager/")
repo("apple/swift-format", "Swift", 2700, "apache-2.0", "Formatting and linting for Swift source code.", "swift formatter linter")
repo("apple/swift-syntax", "Swift", 3400, "apache-2.0", "A set of Swift libraries for parsing, inspecting, generating and transforming Swift source code.", "swift parser syntax-tree macros")
repo("apple/swift-protobuf", "Swift", 4600, "apache-2.0", "Plugin and runtime library for using Protocol Buffers from Swift.", "swift protobuf protocol-buffers serialization")
repo("apple/swift-crypto", "Swift", 1600, "apache-2.0", "An open-source implementation of a substantial portion of the CryptoKit API.", "swift cryptography cryptokit")
repo("apple/swift-evolution", "Markdown", 15500, "apache-2.0", "Proposals for changes and additions to the Swift language and standard library.", "swift evolution proposals", "https://www.swift.org/swift-evolution/")
repo("apple/swift-numerics", "Swift", 1800, "apache-2.0", "Advanced mathematical types and functions for Swift.", "swift math numerics complex-numbers")
repo("apple/swift-docc", "Swift", 1200, "apache-2.0", "Documentation compiler that produces rich API reference and interactive tutorials for Swift code.", "swift documentation docc")
repo("apple/swift-openapi-generator", "Swift", 1600, "apache-2.0", "Generates Swift client and server code from an OpenAPI document.", "swift openapi code-generation")
repo("apple/swift-testing", "Swift", 2000, "apache-2.0", "A modern, expressive testing package for Swift.", "swift testing unit-testing")
repo("apple/swift-system", "Swift", 1300, "apache-2.0", "Low-level system calls and types for Swift.", "swift system posix")
repo("apple/swift-driver", "Swift", 800, "apache-2.0", None, "swift compiler driver")
repo("apple/swift-atomics", "Swift", 1100, "apache-2.0", "Low-level atomic operations for Swift.", "swift atomics concurrency")
repo("apple/swift-markdown", "Swift", 2900, "apache-2.0", "A Swift package for parsing, building, editing and analysing Markdown documents.", "swift markdown parser")
repo("apple/swift-distributed-actors", "Swift", 600, "apache-2.0", "Peer-to-peer cluster implementation for Swift distributed actors.", "swift distributed-actors cluster")
repo("apple/swift-corelibs-foundation", "Swift", 5300, "apache-2.0", "The Foundation project, the core library for platforms other than Apple's.", "swift foundation linux")
repo("apple/sample-food-truck", "Swift", 1900, None, "A sample app showing SwiftUI across Apple platforms.", "swiftui sample-code ios macos")
repo("swiftlang/swift-foundation", "Swift", 2400, "apache-2.0", "The shared Foundation implementation for all platforms, in Swift.", "swift foundation")
repo("swiftlang/sourcekit-lsp", "Swift", 3400, "apache-2.0", "A Language Server Protocol implementation for Swift and C-based languages.", "swift lsp language-server")
repo("realm/SwiftLint", "Swift", 19000, "mit", "A tool to enforce Swift style and conventions.", "swift linter static-analysis code-quality", "https://realm.github.io/SwiftLint")
repo("nicklockwood/SwiftFormat", "Swift", 8200, "mit", "A command-line tool and Xcode extension for formatting Swift code.", "swift formatter xcode-extension")
repo("Quick/Quick", "Swift", 9700, "apache-2.0", "The Swift and Objective-C testing framework.", "swift testing bdd")
repo("Quick/Nimble", "Swift", 4800, "apache-2.0", "A matcher framework for Swift and Objective-C.", "swift testing matchers")
repo("pointfreeco/swift-snapshot-testing", "Swift", 4000, "mit", "Delightful Swift snapshot testing.", "swift testing snapshot-testing")
repo("pointfreeco/swift-dependencies", "Swift", 1800, "mit", "A dependency management library inspired by SwiftUI's environment.", "swift dependency-injection testing")
repo("pointfreeco/swift-case-paths", "Swift", 1000, "mit", "Key paths for enums in Swift.", "swift enums key-paths")
repo("pointfreeco/isowords", "Swift", 2800, None, "Open source game built in SwiftUI and the Composable Architecture.", "swift swiftui game composable-architecture", "https://www.isowords.xyz")
repo("ReactiveCocoa/ReactiveCocoa", "Swift", 20000, "mit", "Cocoa framework and Objective-C bindings for ReactiveSwift.", "reactive swift cocoa frp")
repo("ReactiveCocoa/ReactiveSwift", "Swift", 3000, "mit", "Streams of values over time, for Swift.", "reactive swift frp streams")
repo("mxcl/PromiseKit", "Swift", 14200, "mit", "Promises for Swift and Objective-C.", "promises swift async ios")
repo("hackiftekhar/IQKeyboardManager", "Swift", 16500, "mit", "Codeless drop-in fix for the iOS keyboard sliding up and covering text fields.", "ios keyboard swift uitextfield")
repo("SwiftGen/SwiftGen", "Swift", 9200, "mit", "Generates Swift code for your project's resources: images, strings, colours and more.", "swift code-generation assets localization")
repo("krzysztofzablocki/Sourcery", "Swift", 7700, "mit", "Meta-programming for Swift: stop writing boilerplate code.", "swift code-generation metaprogramming")
repo("mac-cain13/R.swift", "Swift", 9500, "mit", "Strongly typed, autocompleted resources like images, fonts and segues in Swift projects.", "swift resources code-generation ios")
repo("kean/Nuke", "Swift", 8200, "mit", "Image loading system for Apple platforms.", "swift image-loading caching ios swiftui")
repo("stephencelis/SQLite.swift", "Swift", 9800, "mit", "A type-safe, Swift-language layer over SQLite3.", "swift sqlite database")
repo("groue/GRDB.swift", "Swift", 7500, "mit", "A toolkit for SQLite databases, with a focus on application development.", "swift sqlite database grdb")
repo("Swinject/Swinject", "Swift", 6400, "mit", "Dependency injection framework for Swift.", "swift dependency-injection ios")
repo("HeroTransitions/Hero", "Swift", 22000, "mit", "Elegant transition library for iOS and tvOS.", "swift ios animation transitions")
repo("xmartlabs/Eureka", "Swift", 11800, "mit", "Elegant iOS form builder in Swift.", "swift ios forms")
repo("ashleymills/Reachability.swift", "Swift", 7900, "mit", "A replacement for Apple's Reachability, re-written in Swift with closures.", "swift reachability networking ios")
repo("kishikawakatsumi/KeychainAccess", "Swift", 8000, "mit", "A simple Swift wrapper for the Keychain on iOS, watchOS and macOS.", "swift keychain security ios")
repo("marmelroy/PhoneNumberKit", "Swift", 5100, "mit", "A Swift framework for parsing, formatting and validating international phone numbers.", "swift phone-number libphonenumber")
repo("scinfu/SwiftSoup", "Swift", 4600, "mit", "Pure Swift HTML parser with a jQuery-like API.", "swift html parser")
repo("tuist/tuist", "Swift", 4600, "mit", "A toolchain to generate, build and test Xcode projects at scale.", "swift xcode project-generation", "https://tuist.dev")
repo("yonaskolb/XcodeGen", "Swift", 7200, "mit", "A command-line tool that generates your Xcode project from a spec and your folder structure.", "swift xcode project-generation yaml")
repo("CodeEditApp/CodeEdit", "Swift", 21500, "mit", "A native code editor for macOS, written in Swift and SwiftUI.", "swift macos editor swiftui", "https://www.codeedit.app")
repo("exelban/stats", "Swift", 28500, "mit", "A system monitor for the macOS menu bar.", "macos menubar system-monitor swift")
repo("rxhanson/Rectangle", "Swift", 26500, "mit", "Move and resize windows on macOS with keyboard shortcuts and snap areas.", "macos window-manager swift", "https://rectangleapp.com")
repo("Ranchero-Software/NetNewsWire", "Swift", 8700, "mit", "An RSS reader for macOS and iOS.", "rss-reader macos ios swift", "https://netnewswire.com")
repo("Dimillian/IceCubesApp", "Swift", 6500, "agpl-3.0", "A SwiftUI Mastodon client for iOS and macOS.", "swiftui mastodon ios client")
repo("siteline/swiftui-introspect", "Swift", 5700, "mit", "Introspect the underlying UIKit and AppKit views of SwiftUI.", "swiftui uikit appkit introspection")
repo("SwiftUIX/SwiftUIX", "Swift", 7300, "mit", "An exhaustive expansion of the standard SwiftUI library.", "swiftui ios macos")
repo("twostraws/ControlRoom", "Swift", 5700, "mit", "A macOS app to control the Xcode simulator.", "macos xcode simulator swiftui")
repo("twostraws/HackingWithSwift", "Swift", 6000, None, None, "swift tutorials ios")
repo("MessageKit/MessageKit", "Swift", 6100, "mit", "A community-driven replacement for JSQMessagesViewController.", "swift ios chat messages")
repo("ninjaprox/NVActivityIndicatorView", "Swift", 10600, "mit", "A collection of loading indicator animations.", "swift ios loading-indicator animation")
repo("airbnb/swift", "Markdown", 2400, "mit", "Airbnb's Swift style guide.", "swift style-guide")
repo("matteocrippa/awesome-swift", None, 25000, "cc0-1.0", "A collaborative list of awesome Swift libraries and resources.", "swift awesome awesome-list")
repo("vsouza/awesome-ios", "Swift", 49500, "mit", "A curated list of awesome iOS ecosystem tools, libraries and resources.", "ios swift awesome awesome-list")
repo("Carthage/Carthage", "Swift", 15000, "mit", "A simple, decentralized dependency manager for Cocoa.", "swift dependency-manager carthage")
repo("hmlongco/Factory", "Swift", 2200, "mit", "A modern approach to container-based dependency injection for Swift and SwiftUI.", "swift dependency-injection swiftui")
repo("jpsim/SourceKitten", "Swift", 2300, "mit", "An adorable little framework and command-line tool for interacting with SourceKit.", "swift sourcekit")
repo("Flight-School/AnyCodable", "Swift", 1300, "mit", "Type-erased wrappers for Encodable, Decodable and Codable values.", "swift codable json")
repo("swift-server/async-http-client", "Swift", 1000, "apache-2.0", "An HTTP client library built on SwiftNIO.", "swift http-client swift-nio server-side-swift")
repo("hummingbird-project/hummingbird", "Swift", 1400, "apache-2.0", "A lightweight, flexible HTTP server framework written in Swift.", "swift http-server server-side-swift", "https://hummingbird.codes")
repo("vapor/fluent", "Swift", 1400, "mit", "Vapor's ORM framework for Swift.", "swift orm vapor database")
repo("gonzalezreal/swift-markdown-ui", "Swift", 3400, "mit", "Display and customize Markdown text in SwiftUI.", "swiftui markdown")
repo("JohnSundell/Publish", "Swift", 4900, "mit", "A static site generator for Swift developers.", "swift static-site-generator")
repo("JohnSundell/Files", "Swift", 2500, "mit", "A nicer way to handle files and folders in Swift.", "swift files filesystem")
repo("JohnSundell/Splash", "Swift", 1800, "mit", "A fast, lightweight and flexible Swift syntax highlighter.", "swift syntax-highlighting")
repo("daltoniam/Starscream", "Swift", 8500, "apache-2.0", "WebSockets in Swift for iOS and macOS.", "swift websockets ios")
repo("socketio/socket.io-client-swift", "Swift", 5200, "other", "The Socket.IO client for Swift.", "swift socket-io websockets")
repo("ml-explore/mlx-swift", "Swift", 1300, "mit", "Swift API for MLX, an array framework for machine learning on Apple silicon.", "swift machine-learning mlx apple-silicon")
repo("argmaxinc/WhisperKit", "Swift", 4400, "mit", "On-device speech recognition for Apple silicon.", "swift speech-recognition whisper coreml")
repo("sindresorhus/KeyboardShortcuts", "Swift", 2200, "mit", "Add user-customizable global keyboard shortcuts to your macOS app.", "macos swift keyboard-shortcuts swiftui")
repo("sindresorhus/Defaults", "Swift", 2100, "mit", "Swifty and modern UserDefaults.", "swift userdefaults macos ios")
repo("kasketis/netfox", "Swift", 3600, "mit", "A lightweight, one-line setup network debugging library for iOS.", "swift network-debugging ios")
repo("SwiftyBeaver/SwiftyBeaver", "Swift", 5900, "mit", "Colorful, flexible, lightweight logging for Swift.", "swift logging")
repo("Kitura/Kitura", "Swift", 7600, "apache-2.0", "A Swift web framework and HTTP server.", "swift web-framework server-side-swift")
repo("PerfectlySoft/Perfect", "Swift", 13800, "apache-2.0", "A server-side Swift toolkit for web and REST services.", "swift server-side-swift web")
repo("uber/RIBs", "Kotlin", 7800, "apache-2.0", "Uber's cross-platform mobile architecture framework.", "architecture ios android swift kotlin")
repo("Instagram/IGListKit", "Objective-C", 12900, "mit", "A data-driven UICollectionView framework for building fast and flexible lists.", "ios uicollectionview objective-c swift")
repo("kodecocodes/swift-style-guide", None, 13100, "mit", "The official Swift style guide for Kodeco.", "swift style-guide")
repo("apple/swift-openapi-runtime", "Swift", 300, "apache-2.0", "Runtime library for the code that Swift OpenAPI Generator produces.", "swift openapi")

# Rust
repo("rust-lang/rust", "Rust", 102000, "other", "Empowering everyone to build reliable and efficient software.", "rust compiler language", "https://www.rust-lang.org")
repo("rust-lang/cargo", "Rust", 13200, "apache-2.0", "The Rust package manager.", "rust package-manager cargo build-tool", "https://doc.rust-lang.org/cargo")
repo("rust-lang/rustlings", "Rust", 56000, "mit", "Small exercises to get you used to reading and writing Rust code.", "rust exercises learning beginner-friendly", "https://rustlings.rust-lang.org")
repo("rust-lang/book", "Rust", 16000, "other", "The Rust Programming Language book.", "rust book documentation", "https://doc.rust-lang.org/book/")
repo("rust-lang/rust-analyzer", "Rust", 15000, "apache-2.0", "A Rust compiler front-end for IDEs.", "rust lsp ide language-server", "https://rust-analyzer.github.io")
repo("rust-lang/rustup", "Rust", 6300, "apache-2.0", "The Rust toolchain installer.", "rust installer toolchain", "https://rust-lang.github.io/rustup/")
repo("rust-lang/rust-clippy", "Rust", 12000, "other", "A bunch of lints to catch common mistakes and improve your Rust code.", "rust linter lints")
repo("tokio-rs/tokio", "Rust", 28500, "mit", "A runtime for writing reliable asynchronous applications with Rust.", "rust async networking runtime", "https://tokio.rs")
repo("tokio-rs/axum", "Rust", 21500, "mit", "Ergonomic and modular web framework built with Tokio, Tower and Hyper.", "rust web-framework http tokio")
repo("serde-rs/serde", "Rust", 9600, "apache-2.0", "Serialization framework for Rust.", "rust serialization serde", "https://serde.rs")
repo("actix/actix-web", "Rust", 22500, "apache-2.0", "A powerful, pragmatic and extremely fast web framework for Rust.", "rust web-framework actix http", "https://actix.rs")
repo("denoland/deno", "Rust", 100500, "mit", "A modern runtime for JavaScript and TypeScript.", "javascript typescript runtime rust deno", "https://deno.com")
repo("tauri-apps/tauri", "Rust", 90000, "apache-2.0", "Build smaller, faster and more secure desktop and mobile applications with a web frontend.", "rust desktop webview gui", "https://tauri.app")
repo("alacritty/alacritty", "Rust", 58000, "apache-2.0", "A cross-platform, OpenGL terminal emulator.", "terminal-emulator rust opengl gpu", "https://alacritty.org")
repo("BurntSushi/ripgrep", "Rust", 52000, "unlicense", "Recursively searches directories for a regex pattern while respecting your gitignore.", "rust search grep regex cli command-line-tool")
repo("sharkdp/bat", "Rust", 52500, "apache-2.0", "A cat(1) clone with wings: syntax highlighting and Git integration.", "rust cli syntax-highlighting terminal command-line-tool")
repo("sharkdp/fd", "Rust", 37000, "apache-2.0", "A simple, fast and user-friendly alternative to find.", "rust cli search filesystem command-line-tool")
repo("sharkdp/hyperfine", "Rust", 24000, "apache-2.0", "A command-line benchmarking tool.", "rust benchmark cli command-line-tool")
repo("starship/starship", "Rust", 49000, "isc", "The minimal, blazing-fast and infinitely customizable prompt for any shell.", "rust prompt shell zsh bash fish", "https://starship.rs")
repo("astral-sh/ruff", "Rust", 38000, "mit", "An extremely fast Python linter and code formatter, written in Rust.", "python linter formatter rust static-analysis", "https://docs.astral.sh/ruff")
repo("astral-sh/uv", "Rust", 62000, "apache-2.0", "An extremely fast Python package and project manager, written in Rust.", "python package-manager rust packaging", "https://docs.astral.sh/uv")
repo("zed-industries/zed", "Rust", 60000, "other", "Code at the speed of thought: a high-performance, multiplayer code editor.", "rust editor text-editor collaboration gpui", "https://zed.dev")
repo("helix-editor/helix", "Rust", 38500, "mpl-2.0", "A post-modern modal text editor.", "rust editor vim kakoune text-editor", "https://helix-editor.com")
repo("bevyengine/bevy", "Rust", 40000, "apache-2.0", "A refreshingly simple data-driven game engine built in Rust.", "rust game-engine ecs gamedev", "https://bevyengine.org")
repo("rustdesk/rustdesk", "Rust", 90000, "agpl-3.0", "An open-source remote desktop application, a TeamViewer alternative.", "rust remote-desktop teamviewer self-hosted", "https://rustdesk.com")
repo("meilisearch/meilisearch", "Rust", 52000, "mit", "A lightning-fast search engine that fits effortlessly into your apps and websites.", "rust search-engine full-text-search", "https://www.meilisearch.com")
repo("nushell/nushell", "Rust", 35000, "mit", "A new type of shell, with structured data.", "rust shell nushell", "https://www.nushell.sh")
repo("hyperium/hyper", "Rust", 15000, "mit", "An HTTP library for Rust.", "rust http http2 hyper", "https://hyper.rs")
repo("clap-rs/clap", "Rust", 15000, "apache-2.0", "A full-featured, fast command-line argument parser for Rust.", "rust cli argument-parser command-line")
repo("rayon-rs/rayon", "Rust", 12000, "apache-2.0", "A data parallelism library for Rust.", "rust parallelism concurrency")
repo("diesel-rs/diesel", "Rust", 13000, "apache-2.0", "A safe, extensible ORM and query builder for Rust.", "rust orm database sql", "https://diesel.rs")
repo("launchbadge/sqlx", "Rust", 15000, "apache-2.0", "The Rust SQL toolkit: async, pure Rust, with compile-time checked queries.", "rust sql database postgres mysql sqlite")
repo("swc-project/swc", "Rust", 32000, "apache-2.0", "A Rust-based platform for the web: a fast JavaScript and TypeScript compiler.", "rust javascript typescript compiler", "https://swc.rs")
repo("biomejs/biome", "Rust", 19000, "mit", "A toolchain for web projects: a formatter and linter for JavaScript, TypeScript and more.", "rust javascript linter formatter", "https://biomejs.dev")
repo("wasmerio/wasmer", "Rust", 19500, "mit", "A fast and secure WebAssembly runtime.", "rust webassembly wasm runtime", "https://wasmer.io")
repo("bytecodealliance/wasmtime", "Rust", 16000, "apache-2.0", "A fast and secure runtime for WebAssembly.", "rust webassembly wasm runtime", "https://wasmtime.dev")
repo("servo/servo", "Rust", 31000, "mpl-2.0", "An embeddable, independent, memory-safe web rendering engine.", "rust browser-engine web", "https://servo.org")
repo("ajeetdsouza/zoxide", "Rust", 29000, "mit", "A smarter cd command that learns your habits.", "rust cli shell cd command-line-tool")
repo("dandavison/delta", "Rust", 27000, "mit", "A syntax-highlighting pager for git, diff and grep output.", "rust git diff pager terminal")
repo("eza-community/eza", "Rust", 15500, "other", "A modern, maintained replacement for ls.", "rust ls cli command-line-tool")
repo("typst/typst", "Rust", 40000, "apache-2.0", "A markup-based typesetting system that is powerful and easy to learn.", "rust typesetting markup latex", "https://typst.app")
repo("pola-rs/polars", "Rust", 34000, "mit", "Extremely fast query engine for DataFrames, written in Rust.", "rust dataframe python data-analysis arrow", "https://pola.rs")
repo("tikv/tikv", "Rust", 15500, "apache-2.0", "A distributed transactional key-value database, powered by Rust and Raft.", "rust database key-value raft distributed", "https://tikv.org")
repo("firecracker-microvm/firecracker", "Rust", 28000, "apache-2.0", "Secure and fast microVMs for serverless computing.", "rust virtualization microvm serverless", "http://firecracker-microvm.io")
repo("iced-rs/iced", "Rust", 27000, "mit", "A cross-platform GUI library for Rust, inspired by Elm.", "rust gui elm cross-platform", "https://iced.rs")
repo("emilk/egui", "Rust", 25000, "apache-2.0", "An easy-to-use immediate mode GUI in Rust that runs on both web and native.", "rust gui immediate-mode wasm", "https://www.egui.rs")
repo("gfx-rs/wgpu", "Rust", 14000, "apache-2.0", "A cross-platform, safe, pure-Rust graphics API.", "rust graphics webgpu vulkan metal", "https://wgpu.rs")
repo("XAMPPRocky/tokei", "Rust", 12000, "other", "Count your code, quickly.", "rust cli statistics lines-of-code")
repo("Wilfred/difftastic", "Rust", 22000, "mit", "A structural diff that understands syntax.", "rust diff tree-sitter cli", "https://difftastic.wilfred.me.uk")
repo("tree-sitter/tree-sitter", "Rust", 21000, "mit", "An incremental parsing system for programming tools.", "parser incremental-parsing tree-sitter", "https://tree-sitter.github.io")
repo("ratatui/ratatui", "Rust", 14500, "mit", "A Rust crate for cooking up terminal user interfaces.", "rust tui terminal cli", "https://ratatui.rs")
repo("rust-unofficial/awesome-rust", None, 50000, "cc0-1.0", "A curated list of Rust code and resources.", "rust awesome awesome-list")

# Go
repo("golang/go", "Go", 128000, "bsd-3-clause", "The Go programming language.", "go golang language programming-language", "https://go.dev")
repo("kubernetes/kubernetes", "Go", 114000, "apache-2.0", "Production-grade container scheduling and management.", "kubernetes containers orchestration cncf go", "https://kubernetes.io")
repo("moby/moby", "Go", 70000, "apache-2.0", "The Moby Project: a framework to assemble container systems.", "docker containers go", "https://mobyproject.org")
repo("gohugoio/hugo", "Go", 80000, "apache-2.0", "The world's fastest framework for building websites.", "go static-site-generator hugo", "https://gohugo.io")
repo("gin-gonic/gin", "Go", 81000, "mit", "Gin is an HTTP web framework written in Go.", "go web-framework http router", "https://gin-gonic.com")
repo("junegunn/fzf", "Go", 70000, "mit", "A command-line fuzzy finder.", "go cli fzf fuzzy-search terminal command-line-tool")
repo("syncthing/syncthing", "Go", 70000, "mpl-2.0", "Open source continuous file synchronization.", "go sync p2p file-sharing", "https://syncthing.net")
repo("prometheus/prometheus", "Go", 58000, "apache-2.0", "The Prometheus monitoring system and time series database.", "go monitoring metrics time-series", "https://prometheus.io")
repo("traefik/traefik", "Go", 54000, "mit", "The cloud native application proxy.", "go reverse-proxy load-balancer kubernetes", "https://traefik.io")
repo("etcd-io/etcd", "Go", 48500, "apache-2.0", "Distributed reliable key-value store for the most critical data of a distributed system.", "go raft key-value distributed-systems", "https://etcd.io")
repo("caddyserver/caddy", "Go", 62000, "apache-2.0", "Fast and extensible multi-platform web server with automatic HTTPS.", "go web-server https reverse-proxy", "https://caddyserver.com")
repo("hashicorp/terraform", "Go", 45000, "other", "Safely and predictably create, change and improve infrastructure as code.", "go infrastructure-as-code cloud terraform", "https://www.terraform.io")
repo("hashicorp/consul", "Go", 29000, "other", "A distributed, highly available and data center aware solution to connect and configure applications.", "go service-discovery service-mesh", "https://www.consul.io")
repo("hashicorp/vault", "Go", 32000, "other", "A tool for secrets management, encryption as a service and privileged access management.", "go secrets security", "https://www.vaultproject.io")
repo("minio/minio", "Go", 51000, "agpl-3.0", "High-performance, S3-compatible object storage.", "go object-storage s3 storage", "https://min.io")
repo("cli/cli", "Go", 40000, "mit", "GitHub's official command-line tool.", "go cli github git", "https://cli.github.com")
repo("jesseduffield/lazygit", "Go", 60000, "mit", "A simple terminal UI for git commands.", "go git tui terminal")
repo("charmbracelet/bubbletea", "Go", 32000, "mit", "A powerful little TUI framework.", "go tui terminal elm-architecture cli")
repo("charmbracelet/gum", "Go", 20000, "mit", "A tool for glamorous shell scripts.", "go shell cli tui")
repo("spf13/cobra", "Go", 40000, "apache-2.0", "A commander for modern Go CLI interactions.", "go cli command-line", "https://cobra.dev")
repo("spf13/viper", "Go", 28000, "mit", "Go configuration with fangs.", "go configuration config")
repo("gofiber/fiber", "Go", 36000, "mit", "An Express-inspired web framework written in Go.", "go web-framework http express", "https://gofiber.io")
repo("labstack/echo", "Go", 31000, "mit", "High performance, minimalist Go web framework.", "go web-framework http", "https://echo.labstack.com")
repo("go-gorm/gorm", "Go", 38000, "mit", "The fantastic ORM library for Go.", "go orm database sql", "https://gorm.io")
repo("ollama/ollama", "Go", 150000, "mit", "Get up and running with large language models locally.", "go llm ai llama", "https://ollama.com")
repo("containerd/containerd", "Go", 18500, "apache-2.0", "An open and reliable container runtime.", "go containers runtime cncf", "https://containerd.io")
repo("docker/compose", "Go", 35000, "apache-2.0", "Define and run multi-container applications with Docker.", "go docker containers orchestration", "https://docs.docker.com/compose/")
repo("helm/helm", "Go", 28000, "apache-2.0", "The Kubernetes package manager.", "go kubernetes package-manager charts", "https://helm.sh")
repo("istio/istio", "Go", 37000, "apache-2.0", "Connect, secure, control and observe services.", "go service-mesh kubernetes microservices", "https://istio.io")
repo("cockroachdb/cockroach", "Go", 31000, "other", "A distributed SQL database designed for speed, scale and survival.", "go database sql distributed", "https://www.cockroachlabs.com")
repo("pocketbase/pocketbase", "Go", 45000, "mit", "An open source realtime backend in one file.", "go backend realtime sqlite", "https://pocketbase.io")
repo("fatedier/frp", "Go", 95000, "apache-2.0", "A fast reverse proxy to expose a local server behind a NAT or firewall to the internet.", "go proxy nat tunnel reverse-proxy")
repo("go-kit/kit", "Go", 27000, "mit", "A standard library for microservices.", "go microservices toolkit", "https://gokit.io")
repo("grpc/grpc-go", "Go", 22000, "apache-2.0", "The Go language implementation of gRPC: HTTP/2 based RPC.", "go grpc rpc http2", "https://grpc.io")
repo("nats-io/nats-server", "Go", 17000, "apache-2.0", "High-performance server for NATS, the cloud and edge native messaging system.", "go messaging pubsub", "https://nats.io")
repo("stretchr/testify", "Go", 24000, "mit", "A toolkit with common assertions and mocks that plays nicely with the standard library.", "go testing assertions mocks")
repo("uber-go/zap", "Go", 23000, "mit", "Blazing fast, structured, leveled logging in Go.", "go logging structured-logging")
repo("zeromicro/go-zero", "Go", 30000, "mit", "A cloud-native Go microservices framework with a CLI tool for productivity.", "go microservices framework", "https://go-zero.dev")
repo("go-gitea/gitea", "Go", 48000, "mit", "Git with a cup of tea: painless self-hosted Git service.", "go git self-hosted devops", "https://gitea.com")
repo("wagoodman/dive", "Go", 48000, "mit", "A tool for exploring each layer in a Docker image.", "go docker image-analysis cli")
repo("derailed/k9s", "Go", 29000, "apache-2.0", "Kubernetes CLI to manage your clusters in style.", "go kubernetes tui cli", "https://k9scli.io")
repo("avelino/awesome-go", "Go", 140000, "mit", "A curated list of awesome Go frameworks, libraries and software.", "go golang awesome awesome-list", "https://awesome-go.com")

# JavaScript and TypeScript
repo("facebook/react", "JavaScript", 235000, "mit", "The library for web and native user interfaces.", "react javascript ui frontend declarative", "https://react.dev")
repo("vuejs/vue", "TypeScript", 208000, "mit", "A progressive, incrementally-adoptable JavaScript framework for building UI on the web (version 2).", "vue javascript framework frontend", "https://v2.vuejs.org")
repo("vuejs/core", "TypeScript", 49000, "mit", "The progressive JavaScript framework, version 3.", "vue typescript framework frontend", "https://vuejs.org")
repo("angular/angular", "TypeScript", 97000, "mit", "Deliver web apps with confidence.", "angular typescript web framework frontend", "https://angular.dev")
repo("sveltejs/svelte", "JavaScript", 82000, "mit", "Web development for the rest of us.", "svelte javascript compiler ui frontend", "https://svelte.dev")
repo("vercel/next.js", "JavaScript", 132000, "mit", "The React framework.", "react nextjs javascript ssr framework", "https://nextjs.org")
repo("nodejs/node", "JavaScript", 111000, "other", "Node.js JavaScript runtime.", "javascript nodejs runtime", "https://nodejs.org")
repo("microsoft/TypeScript", "TypeScript", 104000, "apache-2.0", "TypeScript is a superset of JavaScript that compiles to clean JavaScript output.", "typescript javascript language compiler", "https://www.typescriptlang.org")
repo("microsoft/vscode", "TypeScript", 173000, "mit", "Visual Studio Code.", "editor typescript electron ide", "https://code.visualstudio.com")
repo("expressjs/express", "JavaScript", 66500, "mit", "Fast, unopinionated, minimalist web framework for Node.js.", "javascript nodejs web-framework express server", "https://expressjs.com")
repo("webpack/webpack", "JavaScript", 65000, "mit", "A bundler for JavaScript and friends.", "javascript bundler webpack build-tool", "https://webpack.js.org")
repo("vitejs/vite", "TypeScript", 72000, "mit", "Next generation frontend tooling: it's fast!", "vite frontend build-tool dev-server", "https://vite.dev")
repo("facebook/react-native", "C++", 121000, "mit", "A framework for building native applications using React.", "react-native mobile ios android javascript", "https://reactnative.dev")
repo("axios/axios", "JavaScript", 106000, "mit", "Promise based HTTP client for the browser and Node.js.", "javascript http-client promise nodejs", "https://axios-http.com")
repo("lodash/lodash", "JavaScript", 60000, "other", "A modern JavaScript utility library delivering modularity, performance and extras.", "javascript utilities lodash", "https://lodash.com")
repo("mrdoob/three.js", "JavaScript", 105000, "mit", "JavaScript 3D library.", "javascript webgl 3d graphics webgpu", "https://threejs.org")
repo("d3/d3", "JavaScript", 110000, "isc", "Bring data to life with SVG, Canvas and HTML.", "javascript visualization charts svg data-visualization", "https://d3js.org")
repo("chartjs/Chart.js", "JavaScript", 66000, "mit", "Simple HTML5 charts using the canvas tag.", "javascript charts canvas data-visualization", "https://www.chartjs.org")
repo("jquery/jquery", "JavaScript", 59000, "mit", "jQuery JavaScript library.", "javascript jquery dom", "https://jquery.com")
repo("twbs/bootstrap", "MDX", 172000, "mit", "The most popular HTML, CSS and JavaScript framework for developing responsive, mobile first projects on the web.", "css html javascript bootstrap framework", "https://getbootstrap.com")
repo("tailwindlabs/tailwindcss", "TypeScript", 87000, "mit", "A utility-first CSS framework for rapid UI development.", "css tailwindcss framework", "https://tailwindcss.com")
repo("prettier/prettier", "JavaScript", 50500, "mit", "Prettier is an opinionated code formatter.", "javascript formatter prettier", "https://prettier.io")
repo("eslint/eslint", "JavaScript", 26000, "mit", "Find and fix problems in your JavaScript code.", "javascript linter static-analysis eslint", "https://eslint.org")
repo("jestjs/jest", "TypeScript", 44500, "mit", "Delightful JavaScript testing.", "javascript testing jest", "https://jestjs.io")
repo("babel/babel", "TypeScript", 43500, "mit", "A compiler for writing next generation JavaScript.", "javascript compiler babel", "https://babel.dev")
repo("microsoft/playwright", "TypeScript", 72000, "apache-2.0", "A framework for web testing and automation across Chromium, Firefox and WebKit.", "testing automation browser e2e-testing", "https://playwright.dev")
repo("puppeteer/puppeteer", "TypeScript", 90000, "apache-2.0", "A JavaScript API for Chrome and Firefox.", "javascript headless-chrome automation testing", "https://pptr.dev")
repo("electron/electron", "C++", 116000, "mit", "Build cross-platform desktop apps with JavaScript, HTML and CSS.", "electron javascript desktop chromium nodejs", "https://electronjs.org")
repo("nestjs/nest", "TypeScript", 70000, "mit", "A progressive Node.js framework for building efficient and scalable server-side applications.", "nodejs typescript framework server", "https://nestjs.com")
repo("remix-run/react-router", "TypeScript", 54500, "mit", "Declarative routing for React.", "react router javascript", "https://reactrouter.com")
repo("reduxjs/redux", "TypeScript", 61000, "mit", "A predictable state container for JavaScript apps.", "redux state-management javascript flux", "https://redux.js.org")
repo("pmndrs/zustand", "TypeScript", 52000, "mit", "Bear necessities for state management in React.", "react state-management hooks", "https://zustand-demo.pmnd.rs")
repo("TanStack/query", "TypeScript", 45000, "mit", "Powerful asynchronous state management and data fetching for TS/JS and React, Vue, Solid and Svelte.", "react data-fetching cache hooks", "https://tanstack.com/query")
repo("mui/material-ui", "JavaScript", 95000, "mit", "React components that implement Google's Material Design.", "react material-design components ui", "https://mui.com")
repo("ant-design/ant-design", "TypeScript", 94000, "mit", "An enterprise-class UI design language and React UI library.", "react ui-kit components design-system", "https://ant.design")
repo("storybookjs/storybook", "TypeScript", 86000, "mit", "The industry standard workshop for building, documenting and testing UI components in isolation.", "components ui testing documentation", "https://storybook.js.org")
repo("withastro/astro", "TypeScript", 50000, "mit", "The web framework for content-driven websites.", "static-site-generator javascript framework", "https://astro.build")
repo("nuxt/nuxt", "TypeScript", 57000, "mit", "The intuitive Vue framework.", "vue ssr framework nuxt", "https://nuxt.com")
repo("solidjs/solid", "TypeScript", 34000, "mit", "A declarative, efficient and flexible JavaScript library for building user interfaces.", "javascript reactive ui fine-grained", "https://solidjs.com")
repo("preactjs/preact", "JavaScript", 37500, "mit", "Fast 3kB React alternative with the same modern API.", "preact react javascript virtual-dom", "https://preactjs.com")
repo("socketio/socket.io", "TypeScript", 62000, "mit", "Realtime application framework for Node.js.", "websocket realtime nodejs javascript", "https://socket.io")
repo("strapi/strapi", "TypeScript", 66000, "other", "The leading open-source headless CMS.", "cms headless-cms nodejs api", "https://strapi.io")
repo("excalidraw/excalidraw", "TypeScript", 95000, "mit", "Virtual whiteboard for sketching hand-drawn like diagrams.", "whiteboard drawing diagrams collaboration", "https://excalidraw.com")
repo("n8n-io/n8n", "TypeScript", 130000, "other", "Fair-code workflow automation platform with native AI capabilities.", "automation workflow low-code integrations", "https://n8n.io")
repo("supabase/supabase", "TypeScript", 85000, "apache-2.0", "The Postgres development platform.", "postgres database backend firebase-alternative", "https://supabase.com")
repo("prisma/prisma", "TypeScript", 42000, "apache-2.0", "Next-generation ORM for Node.js and TypeScript.", "orm typescript database nodejs", "https://www.prisma.io")
repo("trpc/trpc", "TypeScript", 36500, "mit", "End-to-end typesafe APIs made easy.", "typescript api rpc", "https://trpc.io")
repo("colinhacks/zod", "TypeScript", 37000, "mit", "TypeScript-first schema validation with static type inference.", "typescript validation schema", "https://zod.dev")
repo("vercel/swr", "TypeScript", 31000, "mit", "React hooks for data fetching.", "react hooks data-fetching cache", "https://swr.vercel.app")
repo("microsoft/monaco-editor", "JavaScript", 42000, "mit", "A browser-based code editor.", "editor monaco browser", "https://microsoft.github.io/monaco-editor/")
repo("immich-app/immich", "TypeScript", 60000, "agpl-3.0", "High performance self-hosted photo and video management solution.", "self-hosted photos backup google-photos-alternative", "https://immich.app")
repo("shadcn-ui/ui", "TypeScript", 90000, "mit", "Beautifully designed components that you can copy and paste into your apps.", "react components ui tailwindcss", "https://ui.shadcn.com")
repo("lobehub/lobe-chat", "TypeScript", 62000, "other", "An open-source, modern-design AI chat framework.", "chatbot ai llm chatgpt", "https://lobehub.com")
repo("type-challenges/type-challenges", "TypeScript", 45000, "mit", "Collection of TypeScript type challenges.", "typescript challenges types", "https://tsch.js.org")
repo("airbnb/javascript", "JavaScript", 147000, "mit", "JavaScript style guide.", "javascript style-guide eslint")
repo("sindresorhus/awesome", None, 350000, "cc0-1.0", "Awesome lists about all kinds of interesting topics.", "awesome awesome-list lists resources")
repo("freeCodeCamp/freeCodeCamp", "TypeScript", 420000, "bsd-3-clause", "freeCodeCamp.org's open-source codebase and curriculum: learn to code for free.", "javascript learn-to-code education curriculum", "https://www.freecodecamp.org")
repo("trekhleb/javascript-algorithms", "JavaScript", 190000, "mit", "Algorithms and data structures implemented in JavaScript with explanations.", "javascript algorithms data-structures interview")
repo("ryanmcdermott/clean-code-javascript", "JavaScript", 93000, "mit", "Clean Code concepts adapted for JavaScript.", "javascript clean-code best-practices")
repo("Chalarangelo/30-seconds-of-code", "JavaScript", 122000, "cc-by-4.0", "Coding articles to level up your development skills.", "javascript snippets learning", "https://www.30secondsofcode.org")
repo("date-fns/date-fns", "TypeScript", 35000, "mit", "Modern JavaScript date utility library.", "javascript date time", "https://date-fns.org")
repo("moment/moment", "JavaScript", 48000, "mit", "Parse, validate, manipulate and display dates in JavaScript.", "javascript date time", "https://momentjs.com")
repo("mermaid-js/mermaid", "TypeScript", 77000, "mit", "Generate diagrams from Markdown-like text.", "diagrams markdown flowchart documentation", "https://mermaid.js.org")
repo("hakimel/reveal.js", "JavaScript", 68000, "mit", "The HTML presentation framework.", "javascript presentation slides", "https://revealjs.com")
repo("typicode/json-server", "JavaScript", 74000, "mit", "Get a full fake REST API with zero coding in less than 30 seconds.", "json rest-api mock-server fake-api")
repo("iamkun/dayjs", "JavaScript", 47500, "mit", "A 2kB immutable date-time library alternative to Moment.js.", "javascript date time immutable", "https://day.js.org")
repo("Leaflet/Leaflet", "JavaScript", 42000, "bsd-2-clause", "JavaScript library for mobile-friendly interactive maps.", "javascript maps gis", "https://leafletjs.com")
repo("kamranahmedse/developer-roadmap", "TypeScript", 310000, "other", "Interactive roadmaps, guides and other educational content to help developers grow in their careers.", "roadmap developer career learning", "https://roadmap.sh")
repo("grafana/grafana", "TypeScript", 68000, "agpl-3.0", "The open and composable observability and data visualization platform.", "monitoring dashboards observability metrics", "https://grafana.com")

# Python
repo("python/cpython", "Python", 67000, "other", "The Python programming language.", "python language interpreter", "https://www.python.org")
repo("django/django", "Python", 84000, "bsd-3-clause", "The web framework for perfectionists with deadlines.", "python django web-framework orm", "https://www.djangoproject.com")
repo("pallets/flask", "Python", 70000, "bsd-3-clause", "The Python micro framework for building web applications.", "python flask web-framework wsgi", "https://flask.palletsprojects.com")
repo("fastapi/fastapi", "Python", 84000, "mit", "FastAPI framework: high performance, easy to learn, fast to code, ready for production.", "python api async web-framework openapi", "https://fastapi.tiangolo.com")
repo("psf/requests", "Python", 52500, "apache-2.0", "A simple, yet elegant, HTTP library.", "python http-client requests", "https://requests.readthedocs.io")
repo("numpy/numpy", "Python", 29000, "other", "The fundamental package for scientific computing with Python.", "python numpy scientific-computing arrays", "https://numpy.org")
repo("pandas-dev/pandas", "Python", 45000, "bsd-3-clause", "Flexible and powerful data analysis and manipulation library for Python.", "python pandas dataframe data-analysis", "https://pandas.pydata.org")
repo("scikit-learn/scikit-learn", "Python", 62000, "bsd-3-clause", "Machine learning in Python.", "python machine-learning data-science statistics", "https://scikit-learn.org")
repo("pytorch/pytorch", "Python", 89000, "other", "Tensors and dynamic neural networks in Python with strong GPU acceleration.", "python deep-learning machine-learning gpu neural-network", "https://pytorch.org")
repo("tensorflow/tensorflow", "C++", 188000, "apache-2.0", "An open source machine learning framework for everyone.", "machine-learning deep-learning python neural-network", "https://tensorflow.org")
repo("keras-team/keras", "Python", 63000, "apache-2.0", "Deep learning for humans.", "python deep-learning neural-networks", "http://keras.io")
repo("huggingface/transformers", "Python", 143000, "apache-2.0", "State-of-the-art machine learning for PyTorch, TensorFlow and JAX.", "python nlp transformers deep-learning pytorch llm", "https://huggingface.co/transformers")
repo("ansible/ansible", "Python", 64000, "gpl-3.0", "A radically simple IT automation platform.", "python automation configuration-management devops", "https://www.ansible.com")
repo("home-assistant/core", "Python", 79000, "apache-2.0", "Open source home automation that puts local control and privacy first.", "python home-automation iot", "https://www.home-assistant.io")
repo("psf/black", "Python", 40000, "mit", "The uncompromising Python code formatter.", "python formatter code", "https://black.readthedocs.io")
repo("python-poetry/poetry", "Python", 33000, "mit", "Python packaging and dependency management made easy.", "python packaging dependency-manager", "https://python-poetry.org")
repo("pytest-dev/pytest", "Python", 12800, "mit", "The pytest framework makes it easy to write small tests, yet scales to complex functional testing.", "python testing pytest", "https://pytest.org")
repo("matplotlib/matplotlib", "Python", 21000, "other", "Plotting with Python.", "python plotting visualization", "https://matplotlib.org")
repo("scrapy/scrapy", "Python", 55000, "bsd-3-clause", "A fast, high-level web crawling and scraping framework for Python.", "python crawler scraping", "https://scrapy.org")
repo("yt-dlp/yt-dlp", "Python", 115000, "unlicense", "A feature-rich command-line audio and video downloader.", "python youtube downloader video cli")
repo("ytdl-org/youtube-dl", "Python", 134000, "unlicense", "Command-line program to download videos from YouTube and other sites.", "python youtube downloader video", "http://ytdl-org.github.io/youtube-dl/")
repo("AUTOMATIC1111/stable-diffusion-webui", "Python", 152000, "agpl-3.0", "A browser interface for Stable Diffusion.", "python stable-diffusion ai image-generation")
repo("langchain-ai/langchain", "Python", 108000, "mit", "Build context-aware reasoning applications.", "python llm ai agents langchain", "https://python.langchain.com")
repo("openai/whisper", "Python", 82000, "mit", "Robust speech recognition via large-scale weak supervision.", "python speech-recognition deep-learning")
repo("3b1b/manim", "Python", 76000, "mit", "Animation engine for explanatory math videos.", "python animation math video")
repo("TheAlgorithms/Python", "Python", 199000, "mit", "All algorithms implemented in Python.", "python algorithms data-structures education", "https://thealgorithms.github.io/Python/")
repo("donnemartin/system-design-primer", "Python", 300000, "other", "Learn how to design large-scale systems.", "system-design interview scalability")
repo("vinta/awesome-python", "Python", 240000, "other", "An opinionated list of awesome Python frameworks, libraries, software and resources.", "python awesome awesome-list", "https://awesome-python.com")
repo("Significant-Gravitas/AutoGPT", "Python", 176000, "other", "An accessible platform for building and running AI agents.", "python ai agents llm gpt-4", "https://agpt.co")
repo("tqdm/tqdm", "Python", 29500, "other", "A fast, extensible progress bar for Python and the command line.", "python progress-bar cli terminal", "https://tqdm.github.io")
repo("pydantic/pydantic", "Python", 23500, "mit", "Data validation using Python type hints.", "python validation type-hints", "https://docs.pydantic.dev")
repo("encode/httpx", "Python", 14500, "bsd-3-clause", "A next generation HTTP client for Python.", "python http-client async", "https://www.python-httpx.org")
repo("sqlalchemy/sqlalchemy", "Python", 10500, "mit", "The database toolkit for Python.", "python sql orm database", "https://www.sqlalchemy.org")
repo("celery/celery", "Python", 26000, "other", "Distributed task queue.", "python task-queue distributed async", "https://docs.celeryq.dev")
repo("streamlit/streamlit", "Python", 38000, "apache-2.0", "A faster way to build and share data apps.", "python data-science dashboards web-app", "https://streamlit.io")
repo("gradio-app/gradio", "Python", 38500, "apache-2.0", "Build and share delightful machine learning apps, all in Python.", "python machine-learning ui demos", "https://www.gradio.app")
repo("jupyter/notebook", "Jupyter Notebook", 12000, "bsd-3-clause", "Jupyter interactive notebook.", "jupyter notebook python", "https://jupyter-notebook.readthedocs.io")
repo("ipython/ipython", "Python", 16500, "bsd-3-clause", "Official repository for IPython itself.", "python repl interactive shell", "https://ipython.readthedocs.org")
repo("locustio/locust", "Python", 26000, "mit", "Write scalable load tests in plain Python.", "python load-testing performance", "https://locust.cloud")
repo("httpie/cli", "Python", 35000, "bsd-3-clause", "Modern, user-friendly command-line HTTP client for the API era.", "python http cli api command-line-tool", "https://httpie.io")
repo("mitmproxy/mitmproxy", "Python", 39000, "mit", "An interactive TLS-capable intercepting HTTP proxy for penetration testers and developers.", "python proxy http security", "https://mitmproxy.org")
repo("Textualize/rich", "Python", 51500, "mit", "Rich text and beautiful formatting in the terminal.", "python terminal tui formatting", "https://rich.readthedocs.io")
repo("Textualize/textual", "Python", 28500, "mit", "The lean application framework for Python: build interfaces for the terminal and the web.", "python tui terminal framework", "https://textual.textualize.io")
repo("pallets/click", "Python", 16500, "bsd-3-clause", "Python composable command line interface toolkit.", "python cli command-line", "https://click.palletsprojects.com")
repo("python-pillow/Pillow", "Python", 12700, "other", "Python imaging library.", "python image-processing imaging", "https://python-pillow.org")
repo("explosion/spaCy", "Python", 31500, "mit", "Industrial-strength natural language processing in Python.", "python nlp machine-learning", "https://spacy.io")
repo("ray-project/ray", "Python", 37000, "apache-2.0", "A unified framework for scaling AI and Python applications.", "python distributed machine-learning", "https://ray.io")
repo("apache/airflow", "Python", 40000, "apache-2.0", "A platform to programmatically author, schedule and monitor workflows.", "python workflow scheduler data-pipelines", "https://airflow.apache.org")
repo("mlflow/mlflow", "Python", 20500, "apache-2.0", "Open source platform for the machine learning lifecycle.", "python machine-learning mlops", "https://mlflow.org")
repo("ultralytics/ultralytics", "Python", 38000, "agpl-3.0", "Ultralytics YOLO for object detection, segmentation and pose estimation.", "python yolo computer-vision deep-learning", "https://docs.ultralytics.com")
repo("comfyanonymous/ComfyUI", "Python", 78000, "gpl-3.0", "A powerful and modular diffusion model GUI, API and backend with a graph interface.", "python stable-diffusion ai node-editor", "https://www.comfy.org")
repo("binary-husky/gpt_academic", "Python", 68000, "gpl-3.0", None, "python llm chatgpt academic")
repo("kovidgoyal/kitty", "Python", 28000, "gpl-3.0", "A cross-platform, fast, feature-rich, GPU based terminal.", "terminal-emulator gpu python", "https://sw.kovidgoyal.net/kitty/")
repo("public-apis/public-apis", "Python", 330000, "mit", "A collective list of free APIs.", "api apis public-apis list", "http://public-apis.org")

# Kotlin
repo("JetBrains/kotlin", "Kotlin", 50000, "apache-2.0", "The Kotlin programming language.", "kotlin compiler programming-language", "https://kotlinlang.org")
repo("square/okhttp", "Kotlin", 46000, "apache-2.0", "Square's meticulous HTTP client for the JVM, Android and GraalVM.", "kotlin http-client android java", "https://square.github.io/okhttp/")
repo("Kotlin/kotlinx.coroutines", "Kotlin", 13300, "apache-2.0", "Library support for Kotlin coroutines.", "kotlin coroutines async concurrency")
repo("Kotlin/kotlinx.serialization", "Kotlin", 5500, "apache-2.0", "Kotlin multiplatform and multi-format reflectionless serialization.", "kotlin serialization json multiplatform")
repo("ktorio/ktor", "Kotlin", 13300, "apache-2.0", "Framework for quickly creating connected applications in Kotlin.", "kotlin web-framework async http", "https://ktor.io")
repo("JetBrains/compose-multiplatform", "Kotlin", 17000, "apache-2.0", "Compose Multiplatform, a modern UI framework for Kotlin.", "kotlin compose ui multiplatform desktop", "https://jb.gg/cmp")
repo("android/nowinandroid", "Kotlin", 17500, "apache-2.0", "A fully functional Android app built entirely with Kotlin and Jetpack Compose.", "android kotlin jetpack-compose sample")
repo("android/architecture-samples", "Kotlin", 44500, "apache-2.0", "A collection of samples to discuss and showcase different architectural tools and patterns for Android apps.", "android architecture kotlin samples")
repo("coil-kt/coil", "Kotlin", 11000, "apache-2.0", "Image loading for Android and Compose Multiplatform.", "kotlin android image-loading compose", "https://coil-kt.github.io/coil/")
repo("square/leakcanary", "Kotlin", 29500, "apache-2.0", "A memory leak detection library for Android.", "android memory-leak kotlin", "https://square.github.io/leakcanary")
repo("InsertKoinIO/koin", "Kotlin", 9200, "apache-2.0", "A pragmatic lightweight dependency injection framework for Kotlin.", "kotlin dependency-injection android", "https://insert-koin.io")
repo("cashapp/sqldelight", "Kotlin", 6200, "apache-2.0", "Generates typesafe Kotlin APIs from SQL.", "kotlin sql sqlite multiplatform", "https://cashapp.github.io/sqldelight/")
repo("pinterest/ktlint", "Kotlin", 6300, "mit", "An anti-bikeshedding Kotlin linter with built-in formatter.", "kotlin linter formatter", "https://pinterest.github.io/ktlint/")
repo("detekt/detekt", "Kotlin", 6400, "apache-2.0", "Static code analysis for Kotlin.", "kotlin static-analysis linter", "https://detekt.dev")
repo("google/accompanist", "Kotlin", 7600, "apache-2.0", "A collection of extension libraries for Jetpack Compose.", "android jetpack-compose kotlin", "https://google.github.io/accompanist")
repo("android/compose-samples", "Kotlin", 21000, "apache-2.0", "Official Jetpack Compose samples.", "android jetpack-compose kotlin samples")
repo("skydoves/Pokedex", "Kotlin", 7800, "apache-2.0", "A Pokedex app demonstrating modern Android development with Hilt, Coroutines and Flow.", "android kotlin mvvm coroutines")
repo("JetBrains/Exposed", "Kotlin", 8500, "apache-2.0", "A Kotlin SQL framework.", "kotlin sql orm database")
repo("square/moshi", "Kotlin", 9800, "apache-2.0", "A modern JSON library for Kotlin and Java.", "kotlin json java android")
repo("mockk/mockk", "Kotlin", 5500, "apache-2.0", "Mocking library for Kotlin.", "kotlin mocking testing", "https://mockk.io")
repo("google/ksp", "Kotlin", 3000, "apache-2.0", "Kotlin Symbol Processing API.", "kotlin annotation-processing compiler-plugin")
repo("android/sunflower", "Kotlin", 17600, "apache-2.0", "A gardening app illustrating Android development best practices with Jetpack Compose.", "android kotlin jetpack-compose sample")
repo("LawnchairLauncher/lawnchair", "Kotlin", 11500, "gpl-3.0", "A no-nonsense Android launcher.", "android launcher kotlin", "https://lawnchair.app")
repo("cashapp/turbine", "Kotlin", 2800, "apache-2.0", "A testing library for kotlinx.coroutines Flow.", "kotlin testing coroutines flow")
repo("gradle/gradle", "Groovy", 17500, "apache-2.0", "Adaptable, fast automation for all.", "build-tool gradle java kotlin", "https://gradle.org")

# Java
repo("spring-projects/spring-boot", "Java", 77000, "apache-2.0", "Spring Boot helps you create Spring-powered, production-grade applications with minimum fuss.", "java spring framework spring-boot", "https://spring.io/projects/spring-boot")
repo("spring-projects/spring-framework", "Java", 57500, "apache-2.0", "The Spring Framework.", "java spring framework", "https://spring.io/projects/spring-framework")
repo("elastic/elasticsearch", "Java", 72000, "other", "Free and open source, distributed, RESTful search engine.", "java search-engine elasticsearch", "https://www.elastic.co/products/elasticsearch")
repo("apache/kafka", "Java", 30000, "apache-2.0", "A distributed event streaming platform.", "java streaming messaging kafka", "https://kafka.apache.org")
repo("google/guava", "Java", 50500, "apache-2.0", "Google core libraries for Java.", "java collections utilities")
repo("square/retrofit", "HTML", 43500, "apache-2.0", "A type-safe HTTP client for Android and the JVM.", "java android http-client", "https://square.github.io/retrofit/")
repo("ReactiveX/RxJava", "Java", 48000, "apache-2.0", "Reactive Extensions for the JVM.", "java reactive rxjava observable")
repo("iluwatar/java-design-patterns", "Java", 91000, "mit", "Design patterns implemented in Java.", "java design-patterns", "https://java-design-patterns.com")
repo("Snailclimb/JavaGuide", "Java", 148000, "apache-2.0", "A guide to Java fundamentals and interview preparation.", "java interview learning", "https://javaguide.cn")
repo("macrozheng/mall", "Java", 80000, "apache-2.0", "An e-commerce system built with Spring Boot and MyBatis.", "java spring-boot e-commerce mybatis", "https://www.macrozheng.com")
repo("netty/netty", "Java", 33500, "apache-2.0", "An event-driven asynchronous network application framework.", "java networking async nio", "https://netty.io")
repo("apache/dubbo", "Java", 40500, "apache-2.0", "A high-performance, Java-based open source RPC framework.", "java rpc microservices", "https://dubbo.apache.org")
repo("alibaba/arthas", "Java", 36000, "apache-2.0", "A Java diagnostic tool.", "java diagnostics jvm", "https://arthas.aliyun.com")
repo("alibaba/nacos", "Java", 31000, "apache-2.0", "An easy-to-use dynamic service discovery, configuration and service management platform.", "java service-discovery configuration microservices", "https://nacos.io")
repo("google/gson", "Java", 23500, "apache-2.0", "A Java serialization and deserialization library to convert Java objects into JSON and back.", "java json serialization")
repo("junit-team/junit5", "Java", 6500, "epl-2.0", "The programmer-friendly testing framework for Java and the JVM.", "java testing junit", "https://junit.org")
repo("mockito/mockito", "Java", 15000, "mit", "The most popular mocking framework for Java.", "java mocking testing", "http://mockito.org")
repo("projectlombok/lombok", "Java", 13000, "other", "Very spicy additions to the Java programming language.", "java annotations boilerplate", "https://projectlombok.org")
repo("jenkinsci/jenkins", "Java", 23500, "mit", "The leading open source automation server.", "java ci continuous-integration devops", "https://www.jenkins.io")
repo("keycloak/keycloak", "Java", 25500, "apache-2.0", "Open source identity and access management for modern applications and services.", "java identity oauth2 openid-connect sso", "https://www.keycloak.org")
repo("apache/flink", "Java", 24500, "apache-2.0", "A framework for stateful computations over data streams.", "java stream-processing big-data", "https://flink.apache.org")
repo("apache/hadoop", "Java", 15000, "apache-2.0", "Apache Hadoop.", "java big-data hdfs", "https://hadoop.apache.org")
repo("bumptech/glide", "Java", 34700, "other", "An image loading and caching library for Android focused on smooth scrolling.", "android image-loading java", "https://bumptech.github.io/glide/")
repo("PhilJay/MPAndroidChart", "Java", 37600, "apache-2.0", "A powerful Android chart view and graph view library.", "android charts java graph")
repo("signalapp/Signal-Android", "Kotlin", 26500, "agpl-3.0", "A private messenger for Android.", "android messaging privacy encryption", "https://signal.org")
repo("NationalSecurityAgency/ghidra", "Java", 54000, "apache-2.0", "A software reverse engineering framework.", "java reverse-engineering disassembler security", "https://www.nsa.gov/ghidra")
repo("dbeaver/dbeaver", "Java", 42000, "apache-2.0", "Free universal database tool and SQL client.", "java database sql-client", "https://dbeaver.io")
repo("apache/zookeeper", "Java", 12300, "apache-2.0", "Apache ZooKeeper.", "java distributed coordination", "https://zookeeper.apache.org")
repo("apache/rocketmq", "Java", 21500, "apache-2.0", "A cloud native messaging and streaming platform.", "java messaging streaming", "https://rocketmq.apache.org")
repo("Netflix/Hystrix", "Java", 24000, "apache-2.0", "A latency and fault tolerance library for distributed systems.", "java resilience circuit-breaker")
repo("TheAlgorithms/Java", "Java", 61000, "mit", "All algorithms implemented in Java.", "java algorithms data-structures education")
repo("airbnb/lottie-android", "Java", 35000, "apache-2.0", "Render After Effects animations natively on Android.", "android animation lottie", "http://airbnb.io/lottie/")
repo("openjdk/jdk", "Java", 20500, "gpl-2.0", "The JDK main-line development repository.", "java jdk openjdk", "https://openjdk.org/projects/jdk")
repo("apache/spark", "Scala", 40500, "apache-2.0", "A unified analytics engine for large-scale data processing.", "scala big-data spark sql python", "https://spark.apache.org")

# C and C++
repo("torvalds/linux", "C", 190000, "other", "Linux kernel source tree.", "linux kernel operating-system")
repo("git/git", "C", 54000, "other", "Git source code mirror.", "git version-control scm", "https://git-scm.com")
repo("redis/redis", "C", 68500, "other", "An in-memory data store: cache, vector query engine and message broker.", "redis cache database key-value", "https://redis.io")
repo("curl/curl", "C", 37500, "other", "A command-line tool and library for transferring data with URL syntax.", "c http networking cli libcurl", "https://curl.se")
repo("FFmpeg/FFmpeg", "C", 49000, "other", "A complete solution to record, convert and stream audio and video.", "c video audio multimedia codec", "https://ffmpeg.org")
repo("nginx/nginx", "C", 25500, "bsd-2-clause", "The official NGINX open source repository.", "c web-server reverse-proxy http", "https://nginx.org")
repo("openssl/openssl", "C", 27000, "apache-2.0", "TLS/SSL and crypto library.", "c cryptography tls ssl", "https://www.openssl.org")
repo("sqlite/sqlite", "C", 8000, None, "Official Git mirror of the SQLite source tree.", "c sqlite database", "https://sqlite.org")
repo("neovim/neovim", "Vim Script", 88000, "other", "Vim-fork focused on extensibility and usability.", "vim neovim editor text-editor lua", "https://neovim.io")
repo("vim/vim", "Vim Script", 37500, "other", "The official Vim repository.", "vim editor text-editor", "https://www.vim.org")
repo("tmux/tmux", "C", 37000, "other", "A terminal multiplexer.", "c terminal multiplexer")
repo("jqlang/jq", "C", 32000, "other", "Command-line JSON processor.", "c json cli command-line-tool", "https://jqlang.org")
repo("libuv/libuv", "C", 25000, "other", "Cross-platform asynchronous I/O.", "c async io event-loop", "https://libuv.org")
repo("obsproject/obs-studio", "C", 64000, "gpl-2.0", "Free and open source software for live streaming and screen recording.", "c streaming recording video", "https://obsproject.com")
repo("netdata/netdata", "C", 74000, "gpl-3.0", "Real-time, per-second infrastructure monitoring.", "c monitoring observability metrics", "https://www.netdata.cloud")
repo("systemd/systemd", "C", 14000, "other", "The systemd system and service manager.", "c linux init", "https://systemd.io")
repo("php/php-src", "C", 39000, "other", "The PHP interpreter.", "php c interpreter", "https://www.php.net")
repo("microsoft/terminal", "C++", 97000, "mit", "The new Windows Terminal and the original Windows console host.", "terminal windows console cpp")
repo("godotengine/godot", "C++", 95000, "mit", "Godot Engine: multi-platform 2D and 3D game engine.", "game-engine gamedev cpp 3d 2d", "https://godotengine.org")
repo("bitcoin/bitcoin", "C++", 81500, "mit", "Bitcoin Core integration and staging tree.", "bitcoin cryptocurrency p2p cpp", "https://bitcoincore.org")
repo("protocolbuffers/protobuf", "C++", 67000, "other", "Protocol Buffers: Google's data interchange format.", "protobuf serialization protocol-buffers cpp", "http://protobuf.dev")
repo("grpc/grpc", "C++", 43500, "apache-2.0", "The C-based gRPC (C++, Python, Ruby, Objective-C, PHP, C#).", "grpc rpc http2 cpp", "https://grpc.io")
repo("opencv/opencv", "C++", 81000, "apache-2.0", "Open Source Computer Vision Library.", "computer-vision image-processing cpp deep-learning", "https://opencv.org")
repo("nlohmann/json", "C++", 45000, "mit", "JSON for Modern C++.", "cpp json header-only", "https://json.nlohmann.me")
repo("fmtlib/fmt", "C++", 22000, "other", "A modern formatting library.", "cpp formatting printf", "https://fmt.dev")
repo("google/googletest", "C++", 36000, "bsd-3-clause", "GoogleTest: Google's C++ test framework.", "cpp testing unit-testing", "https://google.github.io/googletest/")
repo("facebook/folly", "C++", 29000, "apache-2.0", "An open-source C++ library developed and used at Facebook.", "cpp library utilities")
repo("ocornut/imgui", "C++", 66000, "mit", "Bloat-free graphical user interface for C++ with minimal dependencies.", "cpp gui imgui immediate-mode gamedev")
repo("llvm/llvm-project", "LLVM", 33000, "other", "The LLVM project: a collection of modular and reusable compiler and toolchain technologies.", "llvm compiler clang cpp", "http://llvm.org")
repo("ggml-org/llama.cpp", "C++", 85000, "mit", "LLM inference in C/C++.", "llm llama inference cpp ggml")
repo("ggerganov/whisper.cpp", "C++", 40000, "mit", "Port of OpenAI's Whisper model in C/C++.", "whisper speech-recognition cpp inference")
repo("microsoft/calculator", "C++", 30000, "mit", "Windows Calculator: a simple yet powerful calculator that ships with Windows.", "windows calculator cpp uwp")
repo("x64dbg/x64dbg", "C++", 46500, "gpl-3.0", "An open-source user mode debugger for Windows.", "debugger reverse-engineering windows", "http://x64dbg.com")
repo("carbon-language/carbon-lang", "C++", 33000, "other", "Carbon Language's main repository: an experimental successor to C++.", "programming-language cpp compiler")
repo("apple/foundationdb", "C++", 15700, "apache-2.0", "A distributed, transactional key-value store.", "database distributed key-value acid", "https://apple.github.io/foundationdb/")
repo("ClickHouse/ClickHouse", "C++", 41000, "apache-2.0", "A real-time analytics database management system.", "database olap analytics sql", "https://clickhouse.com")
repo("duckdb/duckdb", "C++", 29500, "mit", "An in-process SQL OLAP database management system.", "database sql olap analytics", "http://duckdb.org")
repo("taichi-dev/taichi", "C++", 27500, "apache-2.0", "Productive, portable and performant GPU programming in Python.", "python gpu parallel-computing", "https://taichi-lang.org")
repo("TheAlgorithms/C-Plus-Plus", "C++", 31500, "mit", "Collection of various algorithms in mathematics, machine learning and computer science.", "cpp algorithms data-structures education", "https://thealgorithms.github.io/C-Plus-Plus")
repo("tensorflow/tfjs", "TypeScript", 18700, "apache-2.0", "A WebGL accelerated JavaScript library for training and deploying ML models.", "machine-learning javascript webgl", "https://js.tensorflow.org")

# C#
repo("dotnet/runtime", "C#", 16000, "mit", ".NET is a cross-platform runtime for cloud, mobile, desktop and IoT apps.", "dotnet csharp runtime", "https://docs.microsoft.com/dotnet/core/")
repo("dotnet/aspnetcore", "C#", 37000, "mit", "ASP.NET Core: a cross-platform .NET framework for building modern cloud-based web applications.", "dotnet aspnetcore web-framework csharp", "https://asp.net")
repo("PowerShell/PowerShell", "C#", 48000, "mit", "PowerShell for every system.", "powershell shell csharp cross-platform", "https://microsoft.com/PowerShell")
repo("microsoft/PowerToys", "C#", 120000, "mit", "Windows system utilities to maximize productivity.", "windows utilities productivity", "https://aka.ms/installpowertoys")
repo("jellyfin/jellyfin", "C#", 40000, "gpl-2.0", "The free software media system.", "media-server streaming self-hosted", "https://jellyfin.org")
repo("files-community/Files", "C#", 36000, "mit", "A modern file manager that helps users organize their files and folders.", "file-manager windows winui", "https://files.community")
repo("DevToys-app/DevToys", "C#", 29500, "mit", "A Swiss Army knife for developers.", "developer-tools utilities windows", "https://devtoys.app")
repo("ShareX/ShareX", "C#", 33000, "gpl-3.0", "Free and open source screen capture, file sharing and productivity tool.", "screenshot screen-recording windows", "https://getsharex.com")
repo("dotnet/maui", "C#", 22500, "mit", ".NET MAUI: the cross-platform framework for building native apps with C# and XAML.", "dotnet mobile cross-platform csharp", "https://dot.net/maui")
repo("AvaloniaUI/Avalonia", "C#", 28000, "mit", "A cross-platform UI framework for .NET.", "dotnet ui cross-platform xaml", "https://avaloniaui.net")
repo("2dust/v2rayN", "C#", 80000, "gpl-3.0", "A GUI client for Windows, Linux and macOS, supporting Xray and sing-box.", "proxy v2ray windows")
repo("bitwarden/server", "C#", 16500, "other", "Bitwarden infrastructure and backend: API, database, Docker and more.", "password-manager security backend", "https://bitwarden.com")

# Ruby
repo("rails/rails", "Ruby", 56500, "mit", "Ruby on Rails.", "ruby rails web-framework mvc activerecord", "https://rubyonrails.org")
repo("fastlane/fastlane", "Ruby", 39700, "mit", "The easiest way to automate building and releasing your iOS and Android apps.", "ios android automation deployment ruby", "https://fastlane.tools")
repo("CocoaPods/CocoaPods", "Ruby", 14600, "other", "The Cocoa dependency manager.", "cocoapods ios dependency-manager ruby swift", "https://cocoapods.org")
repo("jekyll/jekyll", "Ruby", 49800, "mit", "A blog-aware static site generator in Ruby.", "ruby static-site-generator blog", "https://jekyllrb.com")
repo("Homebrew/brew", "Ruby", 42500, "bsd-2-clause", "The missing package manager for macOS (or Linux).", "macos package-manager homebrew ruby", "https://brew.sh")
repo("discourse/discourse", "Ruby", 43500, "gpl-2.0", "A platform for community discussion.", "ruby forum community discussion", "https://www.discourse.org")
repo("mastodon/mastodon", "Ruby", 48000, "agpl-3.0", "Your self-hosted, globally interconnected microblogging community.", "ruby social-network fediverse activitypub", "https://joinmastodon.org")
repo("hashicorp/vagrant", "Ruby", 26500, "other", "A tool for building and distributing development environments.", "ruby virtualization devops", "https://www.vagrantup.com")
repo("rubocop/rubocop", "Ruby", 12700, "mit", "A Ruby static code analyzer and formatter.", "ruby linter formatter static-analysis", "https://docs.rubocop.org")
repo("huginn/huginn", "Ruby", 45000, "mit", "Create agents that monitor and act on your behalf.", "ruby automation agents")
repo("sinatra/sinatra", "Ruby", 12200, "mit", "Classy web development dressed in a DSL.", "ruby web-framework dsl", "https://sinatrarb.com")
repo("ruby/ruby", "Ruby", 22800, "other", "The Ruby programming language.", "ruby language interpreter", "https://www.ruby-lang.org")

# PHP
repo("laravel/laravel", "Blade", 81000, "mit", "A web application framework with expressive, elegant syntax.", "php laravel framework web", "https://laravel.com")
repo("laravel/framework", "PHP", 33500, "mit", "The Laravel framework.", "php laravel framework", "https://laravel.com")
repo("symfony/symfony", "PHP", 30500, "mit", "The Symfony PHP framework.", "php symfony framework", "https://symfony.com")
repo("WordPress/WordPress", "PHP", 20500, "other", "WordPress, Git-ified: a mirror of the official Subversion repository.", "php wordpress cms blog", "https://wordpress.org")
repo("composer/composer", "PHP", 29000, "mit", "Dependency manager for PHP.", "php package-manager composer", "https://getcomposer.org")
repo("nextcloud/server", "PHP", 30000, "agpl-3.0", "A safe home for all your data.", "php cloud file-sharing self-hosted", "https://nextcloud.com")
repo("PHPMailer/PHPMailer", "PHP", 21500, "lgpl-2.1", "The classic email sending library for PHP.", "php email smtp")
repo("filamentphp/filament", "PHP", 21000, "mit", "A collection of full-stack components for accelerated Laravel development.", "php laravel admin-panel", "https://filamentphp.com")
repo("koel/koel", "PHP", 16500, "mit", "Music streaming solution that works.", "php music streaming self-hosted", "https://koel.dev")
repo("phpstan/phpstan", "PHP", 13300, "mit", "PHP static analysis tool: discover bugs in your code without running it.", "php static-analysis", "https://phpstan.org")

# Objective-C
repo("SDWebImage/SDWebImage", "Objective-C", 25200, "mit", "Asynchronous image downloader with cache support.", "ios image-cache objective-c", "https://sdwebimage.github.io")
repo("AFNetworking/AFNetworking", "Objective-C", 33300, "mit", "A delightful networking framework for iOS, macOS, watchOS and tvOS.", "objective-c networking ios", "http://afnetworking.com")
repo("CocoaLumberjack/CocoaLumberjack", "Objective-C", 13200, "bsd-3-clause", "A fast and simple, yet powerful and flexible logging framework for macOS, iOS, tvOS and watchOS.", "logging objective-c swift ios macos")
repo("Mantle/Mantle", "Objective-C", 11300, "mit", "Model framework for Cocoa and Cocoa Touch.", "objective-c json model")
repo("TextureGroup/Texture", "Objective-C++", 8000, "other", "Smooth asynchronous user interfaces for iOS apps.", "ios ui asynchronous", "https://texturegroup.org")
repo("facebook/facebook-ios-sdk", "Swift", 7800, "other", "Used to integrate the Facebook platform with your iOS and tvOS apps.", "ios sdk facebook swift", "https://developers.facebook.com/docs/ios")
repo("jdg/MBProgressHUD", "Objective-C", 16000, "mit", "MBProgressHUD and a drop-in replacement: an iOS activity indicator view.", "ios hud progress objective-c")
repo("SnapKit/Masonry", "Objective-C", 18000, "mit", "Harness the power of Auto Layout with a nicer syntax.", "autolayout objective-c ios")
repo("ccgus/fmdb", "Objective-C", 13800, "other", "A Cocoa and Objective-C wrapper around SQLite.", "sqlite objective-c database")

# Dart
repo("flutter/flutter", "Dart", 170000, "bsd-3-clause", "Flutter makes it easy and fast to build beautiful apps for mobile and beyond.", "flutter dart mobile android ios cross-platform", "https://flutter.dev")
repo("dart-lang/sdk", "Dart", 10500, "bsd-3-clause", "The Dart SDK, including the VM, JS and Wasm compilers, analysis and core libraries.", "dart language sdk", "https://dart.dev")
repo("felangel/bloc", "Dart", 12000, "mit", "A predictable state management library for Dart.", "dart flutter state-management bloc", "https://bloclibrary.dev")
repo("rrousselGit/riverpod", "Dart", 6600, "mit", "A reactive caching and data-binding framework.", "dart flutter state-management", "https://riverpod.dev")
repo("localsend/localsend", "Dart", 62000, "apache-2.0", "An open-source cross-platform alternative to AirDrop.", "flutter file-sharing cross-platform", "https://localsend.org")
repo("AppFlowy-IO/AppFlowy", "Dart", 62000, "agpl-3.0", "An open-source, AI-powered alternative to Notion.", "flutter notion-alternative productivity rust", "https://www.appflowy.io")

# Zig, Elixir, Haskell, Scala, Lua and others
repo("ziglang/zig", "Zig", 39000, "mit", "General-purpose programming language and toolchain for maintaining robust, optimal and reusable software.", "zig compiler programming-language", "https://ziglang.org")
repo("oven-sh/bun", "Zig", 78000, "other", "An incredibly fast JavaScript runtime, bundler, test runner and package manager, all in one.", "javascript typescript runtime bundler zig", "https://bun.sh")
repo("ghostty-org/ghostty", "Zig", 33000, "mit", "A fast, feature-rich and cross-platform terminal emulator that uses platform-native UI.", "terminal-emulator zig gpu macos", "https://ghostty.org")
repo("tigerbeetle/tigerbeetle", "Zig", 12500, "apache-2.0", "The financial transactions database designed for mission-critical safety and performance.", "zig database accounting", "https://tigerbeetle.com")
repo("elixir-lang/elixir", "Elixir", 25000, "apache-2.0", "A dynamic, functional language for building scalable and maintainable applications.", "elixir erlang functional-programming", "https://elixir-lang.org")
repo("phoenixframework/phoenix", "Elixir", 22000, "mit", "Peace of mind from prototype to production.", "elixir web-framework phoenix", "https://www.phoenixframework.org")
repo("plausible/analytics", "Elixir", 22000, "agpl-3.0", "Simple, open source, lightweight and privacy-friendly web analytics.", "analytics privacy elixir", "https://plausible.io")
repo("koalaman/shellcheck", "Haskell", 37500, "gpl-3.0", "A static analysis tool for shell scripts.", "shell bash static-analysis linter", "https://www.shellcheck.net")
repo("jgm/pandoc", "Haskell", 37000, "other", "Universal markup converter.", "haskell markdown converter documents", "https://pandoc.org")
repo("PostgREST/postgrest", "Haskell", 24500, "mit", "A REST API for any Postgres database.", "postgres rest-api haskell", "https://postgrest.org")
repo("akka/akka", "Scala", 13000, "other", "Build highly concurrent, distributed and resilient message-driven applications.", "scala actors concurrency distributed", "https://akka.io")
repo("scala/scala", "Scala", 14300, "apache-2.0", "Scala 2 compiler and standard library.", "scala compiler language", "https://www.scala-lang.org")
repo("ohmyzsh/ohmyzsh", "Shell", 178000, "mit", "A delightful community-driven framework for managing your zsh configuration.", "zsh shell terminal plugins themes", "https://ohmyz.sh")
repo("nvm-sh/nvm", "Shell", 83000, "mit", "Node Version Manager: a POSIX-compliant bash script to manage multiple active Node.js versions.", "nodejs version-manager shell")
repo("acmesh-official/acme.sh", "Shell", 42000, "gpl-3.0", "A pure Unix shell script implementing the ACME client protocol.", "letsencrypt acme ssl shell", "https://acme.sh")
repo("dylanaraps/neofetch", "Shell", 22500, "mit", "A command-line system information tool written in bash.", "bash system-information cli")
repo("pi-hole/pi-hole", "Shell", 51000, "other", "A black hole for internet advertisements.", "dns ad-blocker raspberry-pi", "https://pi-hole.net")
repo("romkatv/powerlevel10k", "Shell", 49000, "mit", "A theme for zsh.", "zsh theme prompt")
repo("zsh-users/zsh-autosuggestions", "Shell", 32000, "mit", "Fish-like autosuggestions for zsh.", "zsh plugin shell")
repo("folke/lazy.nvim", "Lua", 16500, "apache-2.0", "A modern plugin manager for Neovim.", "neovim lua plugin-manager", "https://lazy.folke.io")
repo("nvim-telescope/telescope.nvim", "Lua", 17500, "mit", "A highly extendable fuzzy finder over lists.", "neovim lua fuzzy-finder")
repo("LazyVim/LazyVim", "Lua", 20000, "apache-2.0", "Neovim config for the lazy.", "neovim lua config", "https://lazyvim.org")
repo("neovim/nvim-lspconfig", "Lua", 11500, "apache-2.0", "Quickstart configs for Neovim's LSP client.", "neovim lsp lua")
repo("Kong/kong", "Lua", 40500, "apache-2.0", "The cloud-native API gateway and AI gateway.", "api-gateway microservices nginx lua", "https://konghq.com")

# Lists and books, mostly without a language
repo("EbookFoundation/free-programming-books", None, 350000, "cc-by-4.0", "Freely available programming books.", "books education resources list", "https://ebookfoundation.github.io/free-programming-books/")
repo("jwasham/coding-interview-university", None, 315000, "cc-by-sa-4.0", "A complete computer science study plan to become a software engineer.", "interview computer-science study-plan")
repo("github/gitignore", None, 165000, "cc0-1.0", "A collection of useful .gitignore templates.", "gitignore git templates")
repo("practical-tutorials/project-based-learning", None, 220000, "mit", "Curated list of project-based tutorials.", "tutorials projects learning")
repo("996icu/996.ICU", None, 270000, "other", None, "labor work-hours")
repo("codecrafters-io/build-your-own-x", None, 350000, None, "Master programming by recreating your favorite technologies from scratch.", "tutorials learning programming", "https://codecrafters.io")
repo("awesome-selfhosted/awesome-selfhosted", None, 220000, "other", "A list of free software network services and web applications which can be hosted on your own servers.", "self-hosted awesome-list")
repo("h5bp/Front-end-Developer-Interview-Questions", None, 60000, "mit", "A list of helpful front-end related questions you can use to interview potential candidates.", "interview frontend questions", "https://h5bp.org/Front-end-Developer-Interview-Questions/")
repo("getify/You-Dont-Know-JS", None, 180000, "other", "A book series on the JavaScript language.", "javascript book")
repo("Hack-with-Github/Awesome-Hacking", None, 93000, "cc0-1.0", None, "security hacking awesome-list")


def digest(text):
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def account_id(login):
    return ACCOUNT_IDS.get(login, 10_000 + digest("account:" + login) % 190_000_000)


def updated_at(full_name):
    start = datetime(2025, 1, 1, tzinfo=timezone.utc)
    span = int((datetime(2026, 3, 31, tzinfo=timezone.utc) - start).total_seconds())
    moment = start + timedelta(seconds=digest("updated:" + full_name) % span)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def item(entry):
    full_name, language, stars, license_key, description, topics, homepage = entry
    login, name = full_name.split("/")
    forks = max(1, stars * (40 + digest("forks:" + full_name) % 260) // 1000)
    issues = max(0, stars * (digest("issues:" + full_name) % 30) // 1000)
    license_value = None
    if license_key is not None:
        license_name, spdx_id = LICENSES[license_key]
        license_value = {"key": license_key, "name": license_name, "spdx_id": spdx_id}
    return {
        "id": 1_000_000 + digest("repository:" + full_name) % 900_000_000,
        "name": name,
        "full_name": full_name,
        "owner": {
            "login": login,
            "id": account_id(login),
            "html_url": "https://github.com/" + login,
            "type": "User" if login in USERS else "Organization",
        },
        "html_url": "https://github.com/" + full_name,
        "description": description,
        "homepage": homepage,
        "stargazers_count": stars,
        "forks_count": forks,
        "open_issues_count": issues,
        "language": language,
        "topics": sorted(set(topic.lower() for topic in topics)),
        "updated_at": updated_at(full_name),
        "license": license_value,
    }


def main():
    names = [entry[0].lower() for entry in REPOSITORIES]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise SystemExit("duplicate repositories: " + ", ".join(duplicates))
    items = sorted((item(entry) for entry in REPOSITORIES), key=lambda i: (-i["stargazers_count"], i["full_name"].lower()))
    document = {"total_count": len(items), "incomplete_results": False, "items": items}
    with open(OUTPUT, "w", encoding="utf-8") as file:
        json.dump(document, file, indent=2, ensure_ascii=False)
        file.write("\n")
    swift = sum(1 for i in items if i["language"] == "Swift")
    print(f"wrote {len(items)} repositories ({swift} in Swift) to {os.path.normpath(OUTPUT)}")


if __name__ == "__main__":
    main()
