// swift-tools-version: 6.2
// libFuzzer targets for the deep-link matcher, the navigator and the storefront's command stream. Kept out of the main package so that
// `swift build` and `swift test` never build it; see README.md.
import PackageDescription

let package = Package(
  name: "SceneRouterFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "SceneRouter", path: ".."),
    // The storefront's console commands live with the sample apps.
    .package(name: "scenerouter-examples", path: "../Examples"),
    // The readers of an app's apple-app-site-association and Info.plist (no swift-syntax).
    .package(name: "scenerouter-tools", path: "../Tools"),
  ],
  targets: [
    .executableTarget(
      name: "DeclarationsFuzz",
      dependencies: [.product(name: "SceneRouterDeclarations", package: "scenerouter-tools")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "DeepLinkFuzz",
      dependencies: [.product(name: "SceneRouter", package: "SceneRouter"), .product(name: "SceneRouterDeepLinks", package: "SceneRouter")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "StorefrontFuzz",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "StorefrontConsole", package: "scenerouter-examples"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // A saved pending route and a saved snapshot read back after a relaunch.
    .executableTarget(
      name: "RestorationFuzz",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // What comes in besides a link: notification payloads, activities, Quick Actions, widgets.
    .executableTarget(
      name: "EntryFuzz",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
        .product(name: "StorefrontKit", package: "scenerouter-examples"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "NavigatorFuzz",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
