import Foundation
import ProcessSupport
import Testing

/// The README's quick start and its article-002 route protocol, as a newcomer uses them:
/// copied out of README.md into a new package that depends on this checkout by path, and
/// run there with `swift test`. Nothing here repeats the snippets, so the README cannot
/// drift from what runs.
///
/// The generated package is always built in debug, whatever configuration runs this test,
/// so CI runs it once (in its debug pass) and skips it in its release and ThreadSanitizer
/// passes with `SCENEROUTER_SKIP_README_BUILD=1`; only that variable skips it.
@Suite("README snippets in a new package", .serialized, .timeLimit(.minutes(15)))
struct ReadmeSnippetTests {
  static let skipped = ProcessInfo.processInfo.environment["SCENEROUTER_SKIP_README_BUILD"] == "1"

  @Test(
    "the quick start, the deep-link table and the alerts article's alert value type pass unchanged with and without main-actor default isolation, and article 002's route protocol compiles and runs unchanged",
    .enabled(if: !skipped, "SCENEROUTER_SKIP_README_BUILD=1 skips building the README's package"))
  func readmeSnippetsRunInANewPackage() async throws {
    let checkout = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: checkout.appendingPathComponent("README.md"), encoding: .utf8)
    let quickStart = try #require(ReadmeSnippets.firstSwiftBlock(after: "## Quick start", in: readme))
    let article002 = try #require(
      ReadmeSnippets.firstSwiftBlock(after: "### Routers and route protocols (article 002)", in: readme))
    let deepLinks = try #require(ReadmeSnippets.firstSwiftBlock(after: "## Deep links", in: readme))
    let deepLinkTest = ReadmeSnippets.testWrapping(deepLinks, named: "readmeDeepLinkTable")
    // The alerts article's value type of an alert, `nonisolated` as it says, compiled with and
    // without main-actor default isolation.
    let alertsArticle = try String(
      contentsOf: checkout.appendingPathComponent("Sources/SceneRouter/SceneRouter.docc/AlertsDetentsAndPlans.md"),
      encoding: .utf8)
    let alertChoice = try #require(ReadmeSnippets.swiftBlock(containing: "nonisolated enum", in: alertsArticle))
    let alertSource = "import SceneRouter\n\n" + alertChoice

    let package = checkout.appendingPathComponent(".build/readme-consumer")
    try ReadmeSnippets.write(
      [
        "Package.swift": ReadmeSnippets.manifest(dependingOn: checkout),
        "Tests/QuickStartTests/QuickStart.swift": quickStart,
        "Tests/QuickStartMainActorTests/QuickStart.swift": quickStart,
        "Tests/DeepLinkTests/DeepLinks.swift": deepLinkTest,
        "Tests/DeepLinkMainActorTests/DeepLinks.swift": deepLinkTest,
        "Tests/DeepLinkTests/AlertChoice.swift": alertSource,
        "Tests/DeepLinkMainActorTests/AlertChoice.swift": alertSource,
        "Tests/Article002Tests/Article002.swift": article002,
        "Tests/Article002Tests/Stubs.swift": ReadmeSnippets.article002Stubs,
      ], under: package)

    let run = try await ReadmeSnippets.swiftTest(in: package, checkout: checkout)
    #expect(run.status == 0, "swift test in the generated package failed:\n\(run.output)")
    let closing = run.output.split(separator: "\n").last { $0.contains("Test run with") }.map(String.init)
    #expect(closing?.hasPrefix("✔ Test run with 7 tests in 0 suites passed") == true, "\(run.output)")
  }
}

/// Reads snippets out of the README and runs them in a generated package.
enum ReadmeSnippets {
  /// The first fenced Swift block after a heading line, without its fences.
  static func firstSwiftBlock(after heading: String, in text: String) -> String? {
    let lines = text.components(separatedBy: "\n")
    guard let headingIndex = lines.firstIndex(of: heading),
      let open = lines[headingIndex...].firstIndex(of: "```swift"),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
  }

  /// The first fenced Swift block that contains `text`, without its fences.
  static func swiftBlock(containing text: String, in markdown: String) -> String? {
    let blocks = markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "\n```").first
    }
    return blocks.first { $0.contains(text) }.map { $0 + "\n" }
  }

  /// A consumer's manifest: the quick start and the deep-link table each in a module with plain
  /// defaults and in one whose default isolation is the main actor, as new Xcode app projects
  /// have it; the article-002 snippet in the latter, as the README says.
  static func manifest(dependingOn checkout: URL) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let products: [Target.Dependency] = [
      .product(name: "SceneRouter", package: "SceneRouter"),
      .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
      .product(name: "SceneRouterHeadless", package: "SceneRouter"),
    ]

    let package = Package(
      name: "ReadmeConsumer",
      platforms: [.macOS(.v14)],
      dependencies: [.package(name: "SceneRouter", path: "\(checkout.path)")],
      targets: [
        .testTarget(name: "QuickStartTests", dependencies: products, swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
          name: "QuickStartMainActorTests", dependencies: products,
          swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
        .testTarget(name: "DeepLinkTests", dependencies: products, swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
          name: "DeepLinkMainActorTests", dependencies: products,
          swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
        .testTarget(
          name: "Article002Tests", dependencies: products,
          swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
      ]
    )

    """
  }

  /// A snippet of top-level code (declarations and statements, as a README shows them) as the
  /// body of a test: its `import` lines stay at the top, the rest runs inside the test, and
  /// a line that throws fails it.
  static func testWrapping(_ snippet: String, named name: String) -> String {
    let lines = snippet.components(separatedBy: "\n")
    let imports = lines.filter { $0.hasPrefix("import ") }
    let body = lines.filter { !$0.hasPrefix("import ") }.map { $0.isEmpty ? $0 : "  " + $0 }
    return (imports + ["import Testing", "", "@Test func \(name)() throws {"] + body + ["}", ""]).joined(separator: "\n")
  }

  /// The screen and view model the article-002 snippet names, and a test that runs it.
  static let article002Stubs = """
    import SceneRouter
    import SceneRouterHeadless
    import Testing

    final class LoginScreen: Screen {
      let viewModel: LoginViewModel
      init(viewModel: LoginViewModel) { self.viewModel = viewModel }
    }

    final class LoginViewModel {
      private let router: any Closable
      init(router: any Closable) { self.router = router }
      func signIn(as name: String) { router.close(returning: name, completion: nil) }
    }

    final class WishlistScreen: Screen {}

    @Test func wishlistOpensLoginAndLoginCloses() async throws {
      let navigator = Navigator(host: HeadlessHost())
      navigator.unhandledErrorHandler = { error in Issue.record("\\(error)") }
      let wishlist = WishlistScreen()
      navigator.setRoot(.stack([wishlist]))
      let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: wishlist)

      WishlistViewModel(router: router).addToWishlistSignedOut()
      #expect(navigator.snapshot.description == "stack\\n└─ Wishlist\\npresented formSheet:\\n└─ stack\\n   └─ Login")
      let login = try #require(navigator.topMostScreen as? LoginScreen)
      login.viewModel.signIn(as: "Ana")
      #expect(navigator.snapshot.description == "stack\\n└─ Wishlist")
    }

    """

  /// Writes files under a folder, leaving files whose text is unchanged untouched so that
  /// a second run builds incrementally.
  static func write(_ files: [String: String], under folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// A build folder for the generated package, named after the checkout's source files:
  /// SwiftPM's incremental build of a path dependency fails with "missing inputs" when files
  /// move, so a new set of files gets a new folder (and older folders are removed).
  static func scratchFolder(in package: URL, checkout: URL) -> URL {
    // The library's sources and the stand-ins its adapters build against on Linux.
    let files = ["Sources", "StandIns"].flatMap { folder in
      (FileManager.default.enumerator(atPath: checkout.appendingPathComponent(folder).path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }.sorted()
    var hash: UInt64 = 14_695_981_039_346_656_037  // FNV-1a over the paths
    for byte in files.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
    }
    let name = "build-" + String(hash, radix: 16)
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []
    for old in existing where old.hasPrefix("build-") && old != name {
      try? FileManager.default.removeItem(at: package.appendingPathComponent(old))
    }
    return package.appendingPathComponent(name)
  }

  /// Runs `swift test` in a package and returns its exit status and merged output.
  static func swiftTest(in package: URL, checkout: URL) async throws -> (status: Int32, output: String) {
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "test", "--package-path", package.path, "--scratch-path", scratchFolder(in: package, checkout: checkout).path],
      in: package)
    return (run.status, run.output + run.errors)
  }
}
