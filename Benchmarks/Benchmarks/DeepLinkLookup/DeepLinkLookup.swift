import Benchmark
import Foundation
import RoutingKit
import SceneRouterDeepLinks

// Every lookup starts from the same path string on both sides and includes splitting,
// matching and extracting the parameters. One benchmark iteration looks up every URL of
// its table once; divide by the table's size for a figure per lookup.

func sceneRouterMatcher(_ patterns: [String]) -> DeepLinkMatcher<Int> {
  var matcher = DeepLinkMatcher<Int>()
  for (index, pattern) in patterns.enumerated() {
    do { try matcher.register(pattern, value: index) } catch { print("registration failed: \(error)") }
  }
  return matcher
}

func trieRouter(_ patterns: [String]) -> TrieRouter<Int> {
  let router = TrieRouter(Int.self)
  for (index, pattern) in patterns.enumerated() {
    router.register(index, at: pattern.pathComponents)
  }
  return router
}

@inline(never)
func lookUp(_ matcher: DeepLinkMatcher<Int>, _ path: String) -> Int {
  guard let match = try? matcher.match(path: path) else { return -1 }
  return match.value &+ match.parameters.count
}

@inline(never)
func lookUp(_ router: TrieRouter<Int>, _ path: String) -> Int {
  var parameters = Parameters()
  let components = path.split(separator: "/").map(String.init)
  guard let value = router.route(path: components, parameters: &parameters) else { return -1 }
  return value &+ parameters.getCatchall().count
}

let benchmarks: @Sendable () -> Void = {
  // Nanoseconds on every row: in automatic units a 17 µs median is printed as 17, which
  // leaves ±3% on a ratio against a row printed in nanoseconds.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    maxDuration: .seconds(2),
    maxIterations: 1_000_000
  )

  let github = RouteTables.patterns("github")
  let githubURLs = github.map(RouteTables.filled)
  let staticRoutes = RouteTables.patterns("static")
  let generated = RouteTables.generated(10_000)
  let miss = "/repos/octocat1/hello1/pulls/1/unknown/deeper"

  // Lookup of every GitHub route's URL, parameters filled.
  let githubMatcher = sceneRouterMatcher(github)
  let githubTrie = trieRouter(github)
  Benchmark("GitHub lookup: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations {
      for url in githubURLs { blackHole(lookUp(githubMatcher, url)) }
    }
  }
  Benchmark("GitHub lookup: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations {
      for url in githubURLs { blackHole(lookUp(githubTrie, url)) }
    }
  }
  let githubDictionary = Dictionary(uniqueKeysWithValues: githubURLs.enumerated().map { ($1, $0) })
  Benchmark("GitHub lookup: Dictionary floor") { benchmark in
    for _ in benchmark.scaledIterations {
      for url in githubURLs { blackHole(githubDictionary[url]) }
    }
  }

  // Lookup of static routes.
  let staticMatcher = sceneRouterMatcher(staticRoutes)
  let staticTrie = trieRouter(staticRoutes)
  let staticDictionary = Dictionary(uniqueKeysWithValues: staticRoutes.enumerated().map { ($1, $0) })
  Benchmark("Static lookup: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations {
      for url in staticRoutes { blackHole(lookUp(staticMatcher, url)) }
    }
  }
  Benchmark("Static lookup: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations {
      for url in staticRoutes { blackHole(lookUp(staticTrie, url)) }
    }
  }
  Benchmark("Static lookup: Dictionary floor") { benchmark in
    for _ in benchmark.scaledIterations {
      for url in staticRoutes { blackHole(staticDictionary[url]) }
    }
  }

  // Lookup of a miss on the GitHub table.
  Benchmark("Miss: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(lookUp(githubMatcher, miss)) }
  }
  Benchmark("Miss: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(lookUp(githubTrie, miss)) }
  }

  // Registration of the whole GitHub table, and of 10,000 generated patterns.
  Benchmark("Register GitHub table: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(sceneRouterMatcher(github).count) }
  }
  Benchmark("Register GitHub table: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(trieRouter(github)) }
  }
  Benchmark("Register 10,000 patterns: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(sceneRouterMatcher(generated).count) }
  }
  Benchmark("Register 10,000 patterns: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(trieRouter(generated)) }
  }

  inputFormBenchmarks()
  heapBenchmarks()
}
