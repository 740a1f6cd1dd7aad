// swift-tools-version: 6.1
import PackageDescription

// `scenerouter`, the command-line tool over the library (`match`, `graph`, `check`, `scaffold`,
// `platforms`).
// A package of its own so that an app depending on SceneRouter does not fetch swift-syntax:
// `swift run --package-path Tools scenerouter --help`, `swift test --package-path Tools`.
// SwiftPM names a package by its folder, so the checkout's folder must not itself be named
// `Tools` (or `tools`): the two packages would share one name.
let package = Package(
  name: "scenerouter-tools",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "scenerouter", targets: ["SceneRouterCLI"]),
    // The readers of an app's apple-app-site-association and Info.plist and their comparison
    // with routes, without swift-syntax: the fuzz package (../Fuzz) builds only this.
    .library(name: "SceneRouterDeclarations", targets: ["SceneRouterDeclarations"]),
  ],
  dependencies: [
    // The library, from this checkout.
    .package(name: "SceneRouter", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The analysis behind `graph`, `check` and `scaffold` reads Swift sources with it.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
  ],
  targets: [
    // What `scenerouter check --aasa --info-plist` compares the sources with: the two files'
    // readers and the link automata. Foundation and the matcher only.
    .target(
      name: "SceneRouterDeclarations",
      dependencies: [.product(name: "SceneRouterDeepLinks", package: "SceneRouter")]
    ),
    // The analysis behind `scenerouter graph`, `check` and `scaffold`.
    .target(
      name: "SceneRouterTools",
      dependencies: [
        "SceneRouterDeclarations",
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        // `scenerouter platforms` evaluates every `#if` for iOS, macOS and Linux with it.
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "SceneRouterCLI",
      dependencies: [
        "SceneRouterTools", "SceneRouterDeclarations",
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The library's helper for running a program from a test without blocking a thread of the
    // cooperative pool (a link to ../Tests/ProcessSupport: one copy for both packages).
    .target(name: "ProcessSupport", path: "Tests/ProcessSupport"),
    // Runs the built `scenerouter` binary on the route tables in Fixtures/ and on the
    // library's sample sources.
    .testTarget(
      name: "SceneRouterCLITests",
      dependencies: [
        "SceneRouterCLI", "SceneRouterTools", "SceneRouterDeclarations", "ProcessSupport",
        // The platforms tests build configurations and version tuples of their own.
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      resources: [.copy("Fixtures")]
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
