// swift-tools-version: 6.1
// Benchmarks live in their own package so that users of SceneRouter never resolve their dependencies.
// Run: cd Benchmarks && swift package benchmark --no-progress
import PackageDescription

let package = Package(
  name: "SceneRouterBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "SceneRouter", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
  ],
  targets: [
    // Deep-link lookup: SceneRouter's DeepLinkMatcher against RoutingKit's TrieRouter and a Dictionary floor.
    .executableTarget(
      name: "DeepLinkLookup",
      dependencies: [
        .product(name: "SceneRouterDeepLinks", package: "SceneRouter"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "RoutingKit", package: "routing-kit"),
        "HeapStats",
      ],
      path: "Benchmarks/DeepLinkLookup",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The allocator's bytes in use (glibc's mallinfo2), for the heap a route table retains.
    .target(name: "HeapStats", path: "Benchmarks/HeapStats"),
    // Navigation on the headless host: push + pop and present + dismiss at stack depths 1, 100 and 10,000.
    .executableTarget(
      name: "NavigationOperations",
      dependencies: [
        .product(name: "SceneRouter", package: "SceneRouter"),
        .product(name: "SceneRouterHeadless", package: "SceneRouter"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/NavigationOperations",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)

for target in package.targets where target.name != "HeapStats" {
  target.swiftSettings = (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6)]
}
