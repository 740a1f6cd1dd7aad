// swift-tools-version: 6.2
import PackageDescription

// The sample apps, a package of their own so that an app depending on SceneRouter resolves none
// of their dependencies (swift-argument-parser):
// - `storefront`: article 002's shop in a terminal, on the headless host
//   (`swift run --package-path Examples storefront`);
// - `articles`: the apps of articles 000/001 (orders), 003 (login) and 004 (home-detail);
// - StorefrontUIKit and StorefrontSwiftUI: the same storefront as iOS apps (Examples/README.md);
//   on Linux their sources are type-checked against the stand-ins
//   (Scripts/typecheck-examples.sh).
// The storefront's model (StorefrontKit) and the article apps are also built by the library's
// package as test support, from these same folders.
let package = Package(
  name: "scenerouter-examples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "storefront", targets: ["Storefront"]),
    .executable(name: "articles", targets: ["Articles"]),
    // The storefront's console commands (what `storefront --script` runs), for its fuzz target.
    .library(name: "StorefrontConsole", targets: ["StorefrontConsole"]),
    // The storefront's model, for the iOS apps (StorefrontUIKit.swiftpm, StorefrontSwiftUI.swiftpm).
    .library(name: "StorefrontKit", targets: ["StorefrontKit"]),
  ],
  dependencies: [
    // The library, from this checkout.
    .package(name: "SceneRouter", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "StorefrontKit",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
      ]
    ),
    .target(
      name: "StorefrontConsole",
      dependencies: [
        "StorefrontKit",
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
      ]
    ),
    .executableTarget(
      name: "Storefront",
      dependencies: [
        "StorefrontKit", "StorefrontConsole",
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "ArticleApps",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterCleanSwift", package: "SceneRouter"),
        .product(name: "SceneRouterMVVM", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
      ]
    ),
    .executableTarget(
      name: "Articles",
      dependencies: ["ArticleApps", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // The library's helper for running a program from a test (a link to ../Tests/ProcessSupport).
    .target(name: "ProcessSupport", path: "Tests/ProcessSupport"),
    // Runs the built `articles` binary over each article's app.
    .testTarget(name: "ArticlesTests", dependencies: ["Articles", "ProcessSupport"]),
    // The article apps as their windows start them, on the headless host.
    .testTarget(
      name: "ArticleAppsTests",
      dependencies: [
        "ArticleApps",
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
        .product(name: "SceneRouterMVVM", package: "SceneRouter"),
      ]
    ),
    // Runs the built `storefront` binary, and the app model directly.
    .testTarget(
      name: "StorefrontTests",
      dependencies: [
        "StorefrontKit", "StorefrontConsole", "Storefront", "ProcessSupport",
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
      ]
    ),
  ]
)

// Strict settings once, for every target.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
  ]
}
