// swift-tools-version: 6.1
// A libFuzzer target for the deep-link matcher. Kept out of the main package so that
// `swift build` and `swift test` never build it; see README.md.
import PackageDescription

let package = Package(
  name: "SceneRouterFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "SceneRouter", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "DeepLinkFuzz",
      dependencies: [.product(name: "SceneRouter", package: "SceneRouter")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
