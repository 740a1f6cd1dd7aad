// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "SceneRouter",
  // iOS 17 and macOS 14: the SwiftUI host's model is `@Observable` (Observation: iOS 17, macOS 14)
  // and its animator waits on `AnimationCompletionCriteria` (iOS 17); README, "Set up".
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    // The UI-free core: screens, transitions, plans, the navigator, routers, results, snapshots
    // and guards. Foundation only; no URL in it.
    .library(name: "SceneRouter", targets: ["SceneRouter"]),
    // The ways into the app on the core: URL patterns and the route table (URL <-> route), the
    // deep-link router, entries and pending routes, windows, restoration from saved links.
    // It re-exports SceneRouter.
    .library(name: "SceneRouterDeepLinks", targets: ["SceneRouterDeepLinks"]),
    // Clean Swift on the core: roles, data stores and data passing, segue routes, storyboards.
    .library(name: "SceneRouterCleanSwift", targets: ["SceneRouterCleanSwift"]),
    // MVVM on the core (article 003): view-model routers with typed route ids and parameters.
    .library(name: "SceneRouterMVVM", targets: ["SceneRouterMVVM"]),
    // The headless host: containers that follow UIKit's rules, for tests and terminals.
    .library(name: "SceneRouterHeadless", targets: ["SceneRouterHeadless"]),
    // The UIKit host; on Linux it compiles against UIKitStandIn, on iOS against UIKit.
    .library(name: "SceneRouterUIKit", targets: ["SceneRouterUIKit"]),
    // The SwiftUI host: an observable navigation model and the views it drives.
    .library(name: "SceneRouterSwiftUI", targets: ["SceneRouterSwiftUI"]),
    // A tap on a notification as an entry (`Entry(UNNotificationResponse)`): a module of its own,
    // so that apps without notifications do not link UserNotifications, for UIKit and SwiftUI apps.
    .library(name: "SceneRouterUserNotifications", targets: ["SceneRouterUserNotifications"]),
    // Storyboard segues forwarded to Clean Swift segue routes on the UIKit host.
    .library(name: "SceneRouterCleanSwiftUIKit", targets: ["SceneRouterCleanSwiftUIKit"]),
    // Mixed apps: SwiftUI screens inside the UIKit host, the UIKit host inside SwiftUI.
    .library(name: "SceneRouterMixed", targets: ["SceneRouterMixed"]),
    // Navigation events written to a swift-log Logger, one structured record per event.
    .library(name: "SceneRouterLogging", targets: ["SceneRouterLogging"]),
    // What every host must do, written once: the conformance suite and the model check.
    .library(name: "SceneRouterTesting", targets: ["SceneRouterTesting"]),
    // The `scenerouter` command-line tool is a package of its own, in Tools/, so that depending
    // on the library does not fetch swift-syntax (README, "Install").
    // The sample apps (the storefront in a terminal and as iOS apps, the article apps) are the
    // package in Examples/, so that depending on the library fetches none of their dependencies.
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation`: builds the DocC catalogs (CI treats warnings as errors).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // SceneRouterTesting's snapshot assertions print a readable diff of two navigation trees;
    // custom-dump is the well-kept library for such diffs and reports to Swift Testing.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(name: "SceneRouter"),
    // Its privacy manifest declares the one required-reason API the library calls: UserDefaults, the
    // app's own or an App Group's suite (UserDefaultsPendingRouteStore); README, "Logging, analytics
    // and privacy". Every module that calls one ships its own (PrivacyManifestTests).
    .target(
      name: "SceneRouterDeepLinks", dependencies: ["SceneRouter"], resources: [.copy("Resources/PrivacyInfo.xcprivacy")]
    ),
    .target(name: "SceneRouterCleanSwift", dependencies: ["SceneRouter"]),
    .target(name: "SceneRouterMVVM", dependencies: ["SceneRouter"]),
    .target(name: "SceneRouterHeadless", dependencies: ["SceneRouter", "SceneRouterDeepLinks"]),
    // The subset of UIKit the adapter uses, with UIKit's names and rules: test support for
    // Linux only, never a product and never part of an iOS build. The stand-ins live in
    // StandIns/, apart from the library's Sources/.
    .target(name: "UIKitStandIn", path: "StandIns/UIKitStandIn"),
    // Intents and IntentsUI, as far as article 002's Siri flow uses them (the "Add to Siri"
    // button and sheet): test support for Linux only, like UIKitStandIn. Intents' stand-in
    // imports UIKitStandIn only for Foundation's `NSUserActivity`, which Linux Foundation lacks.
    .target(name: "IntentsStandIn", dependencies: ["UIKitStandIn"], path: "StandIns/IntentsStandIn"),
    .target(
      name: "IntentsUIStandIn", dependencies: ["IntentsStandIn", "UIKitStandIn"], path: "StandIns/IntentsUIStandIn",
      exclude: ["INTENTSUI-MEMBERS.md"]
    ),
    // UserNotifications, as far as a notification tap goes (the center's delegate, the response
    // and its content): test support for Linux only, like UIKitStandIn. It needs nothing of UIKit.
    .target(
      name: "UserNotificationsStandIn", path: "StandIns/UserNotificationsStandIn",
      exclude: ["UNUSERNOTIFICATIONS-MEMBERS.md"]
    ),
    .target(
      name: "SceneRouterUserNotifications",
      dependencies: ["SceneRouter", "SceneRouterDeepLinks", .target(name: "UserNotificationsStandIn", condition: .when(platforms: [.linux]))]
    ),
    .target(
      name: "SceneRouterUIKit",
      dependencies: ["SceneRouter", "SceneRouterDeepLinks", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]
    ),
    // Clean Swift's segue routes on the UIKit host: the one module that needs both.
    .target(
      name: "SceneRouterCleanSwiftUIKit",
      dependencies: [
        "SceneRouter", "SceneRouterCleanSwift", "SceneRouterUIKit",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(
      name: "SceneRouterSwiftUI",
      dependencies: ["SceneRouter", "SceneRouterDeepLinks", .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux]))]
    ),
    // Test support: the SwiftUI members the views use, so they type-check on Linux. Never a product.
    // UIKit's half of SwiftUI (hosting controllers, representables) needs the UIKit stand-in.
    .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"], path: "StandIns/SwiftUIStandIn"),
    // The two adapters together: one module, so neither host depends on the other's framework.
    .target(
      name: "SceneRouterMixed",
      dependencies: [
        "SceneRouter", "SceneRouterUIKit", "SceneRouterSwiftUI",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(
      name: "SceneRouterLogging",
      dependencies: ["SceneRouter", .product(name: "Logging", package: "swift-log")]
    ),
    .target(
      name: "SceneRouterTesting",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // The model check's long run over the headless host (RELIABILITY.md): a tool for this
    // repository, not a product, so it lives with the test support in Tests/.
    .executableTarget(name: "scenerouter-modelcheck", dependencies: ["SceneRouterTesting"], path: "Tests/ModelCheckRunner"),
    // The storefront's model and the article apps, whose sources live in the Examples package,
    // also built here as test support: the library's tests run every host on them. Not products.
    .target(
      name: "StorefrontKit", dependencies: ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless"], path: "Examples/Sources/StorefrontKit"
    ),
    .target(
      name: "ArticleApps", dependencies: ["SceneRouter", "SceneRouterCleanSwift", "SceneRouterMVVM", "SceneRouterHeadless"],
      path: "Examples/Sources/ArticleApps"
    ),
    // Helpers shared by the test targets (test screens, a navigator over a headless host).
    .target(
      name: "SceneRouterTestSupport", dependencies: ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless"],
      path: "Tests/SceneRouterTestSupport"
    ),
    // Article 002's Shop and Wishlist flows, written once and run on every host's tests.
    .target(
      name: "StorefrontFlows", dependencies: ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "SceneRouterTestSupport", "StorefrontKit"],
      path: "Tests/StorefrontFlows"
    ),
    // Runs a program from a test without blocking a thread of Swift's cooperative pool.
    .target(name: "ProcessSupport", path: "Tests/ProcessSupport"),
    .testTarget(
      name: "SceneRouterDeepLinksTests",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "SceneRouterTestSupport", "StorefrontKit",
        "StorefrontFlows",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "SceneRouterTests",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "SceneRouterTestSupport", "SceneRouterTesting", "StorefrontKit",
        "StorefrontFlows", "ArticleApps", "ProcessSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "SceneRouterCleanSwiftTests",
      dependencies: ["SceneRouter", "SceneRouterCleanSwift", "SceneRouterHeadless", "SceneRouterTestSupport", "ArticleApps"]
    ),
    .testTarget(
      name: "SceneRouterMVVMTests",
      dependencies: ["SceneRouter", "SceneRouterMVVM", "SceneRouterHeadless", "SceneRouterTestSupport", "ArticleApps"]
    ),
    .testTarget(name: "SceneRouterHeadlessTests", dependencies: ["SceneRouter", "SceneRouterHeadless"]),
    .testTarget(
      name: "SceneRouterUIKitTests",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterCleanSwift", "SceneRouterUIKit", "SceneRouterCleanSwiftUIKit", "SceneRouterHeadless",
        "SceneRouterTesting", "StorefrontKit",
        "StorefrontFlows", "SceneRouterTestSupport",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "IntentsStandIn", condition: .when(platforms: [.linux])),
        .target(name: "IntentsUIStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SceneRouterUserNotificationsTests",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterUserNotifications", "StorefrontKit",
        .target(name: "UserNotificationsStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SceneRouterSwiftUITests",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "SceneRouterSwiftUI", "SceneRouterTesting", "StorefrontKit", "StorefrontFlows",
        "SceneRouterTestSupport",
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SceneRouterMixedTests",
      dependencies: [
        "SceneRouter", "SceneRouterHeadless", "SceneRouterUIKit", "SceneRouterSwiftUI", "SceneRouterMixed",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "SceneRouterLoggingTests",
      dependencies: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "SceneRouterLogging", "SceneRouterTestSupport",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(name: "SceneRouterTestingTests", dependencies: ["SceneRouterTesting"]),
  ]
)

// Strict settings once, for every target.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
  ]
}
