// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SceneRouter",
  platforms: [.macOS(.v14), .iOS(.v16)],
  products: [
    // The UI-free core: routers, transitions, plans, the navigator, snapshots, deep links.
    .library(name: "SceneRouter", targets: ["SceneRouter"]),
    // The headless host: containers that follow UIKit's rules, for tests and terminals.
    .library(name: "SceneRouterHeadless", targets: ["SceneRouterHeadless"]),
    // The SwiftUI host: an observable navigation model and the views it drives.
    .library(name: "SceneRouterSwiftUI", targets: ["SceneRouterSwiftUI"]),
    // What every host must do, written once: the conformance suite and the model check.
    .library(name: "SceneRouterTesting", targets: ["SceneRouterTesting"]),
    // Command-line tools over the library (`scenerouter match`, ...).
    .executable(name: "scenerouter", targets: ["SceneRouterCLI"]),
    // The sample app of article 002, run in a terminal on the headless host.
    .executable(name: "storefront", targets: ["Storefront"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "SceneRouter"),
    .target(name: "SceneRouterHeadless", dependencies: ["SceneRouter"]),
    .target(
      name: "SceneRouterSwiftUI",
      dependencies: ["SceneRouter", .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux]))],
      exclude: ["SWIFTUI-MEMBERS.md", "MIXED-APPS.md"]
    ),
    // Test support: the SwiftUI members the views use, so they type-check on Linux. Never a product.
    .target(name: "SwiftUIStandIn"),
    .target(name: "SceneRouterTesting", dependencies: ["SceneRouter", "SceneRouterHeadless"]),
    // The model check's long run over the headless host (RELIABILITY.md).
    .executableTarget(name: "scenerouter-modelcheck", dependencies: ["SceneRouterTesting"], path: "Sources/ModelCheckRunner"),
    .executableTarget(
      name: "SceneRouterCLI",
      dependencies: [
        "SceneRouter",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(name: "StorefrontKit", dependencies: ["SceneRouter", "SceneRouterHeadless"]),
    .executableTarget(
      name: "Storefront",
      dependencies: [
        "SceneRouter", "SceneRouterHeadless", "StorefrontKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
    ),
    .testTarget(
      name: "SceneRouterTests",
      dependencies: [
        "SceneRouter", "SceneRouterHeadless", "StorefrontKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "SceneRouterHeadlessTests", dependencies: ["SceneRouter", "SceneRouterHeadless"]),
    .testTarget(
      name: "SceneRouterSwiftUITests",
      dependencies: ["SceneRouter", "SceneRouterHeadless", "SceneRouterSwiftUI", "SceneRouterTesting", "StorefrontKit"]
    ),
    .testTarget(name: "SceneRouterTestingTests", dependencies: ["SceneRouterTesting"]),
    // Runs the built `scenerouter` binary on the route tables in Fixtures/.
    .testTarget(
      name: "SceneRouterCLITests",
      dependencies: ["SceneRouterCLI"],
      resources: [.copy("Fixtures")]
    ),
    // Runs the built `storefront` binary, and the app model directly.
    .testTarget(name: "StorefrontTests", dependencies: ["SceneRouter", "SceneRouterHeadless", "StorefrontKit", "Storefront"]),
  ]
)

// Strict settings once, for every target.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
  ]
}
