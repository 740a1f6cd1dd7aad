// swift-tools-version: 6.2
// The storefront of article 002 as an iOS app (SwiftUI). Xcode opens this folder as an app
// project (File ▸ Open… Examples/StorefrontSwiftUI.swiftpm); Examples/README.md says how to run
// it. Written by hand in the shape Swift Playgrounds generates, without its "do not edit" header.
import PackageDescription
#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

let dependencies: [Target.Dependency] = [
  .product(name: "SceneRouter", package: "SceneRouter"),
  .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
  .product(name: "SceneRouterSwiftUI", package: "SceneRouter"),
  .product(name: "SceneRouterUserNotifications", package: "SceneRouter"),
  .product(name: "StorefrontKit", package: "scenerouter-examples"),
]
// As a new Xcode 26 app: Swift 6, and main-actor isolation by default.
let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]

#if canImport(AppleProductTypes)
let products: [Product] = [
  .iOSApplication(
    name: "StorefrontSwiftUI",
    targets: ["StorefrontSwiftUI"],
    bundleIdentifier: "com.example.scenerouter.StorefrontSwiftUI",
    displayVersion: "1.0",
    bundleVersion: "1",
    appIcon: .placeholder(icon: .cart),
    accentColor: .presetColor(.blue),
    supportedDeviceFamilies: [.pad, .phone],
    supportedInterfaceOrientations: [
      .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
    ],
    // The storefront:// URL scheme (and, for UIKit, the scene manifest).
    additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
  )
]
#else
// Linux: no app product. The target's sources are type-checked against the stand-ins by
// Scripts/typecheck-examples.sh; `swift build` here would need UIKit/SwiftUI.
let products: [Product] = []
#endif

let package = Package(
  name: "StorefrontSwiftUI",
  platforms: [.iOS("17.0")],
  products: products,
  dependencies: [
    // The library, and the Examples package that vends the storefront's model.
    .package(name: "SceneRouter", path: "../.."),
    .package(name: "scenerouter-examples", path: ".."),
  ],
  targets: [
    .executableTarget(name: "StorefrontSwiftUI", dependencies: dependencies, path: "Sources", swiftSettings: swiftSettings)
  ]
)
