import Benchmark
import Foundation
import HeapStats
import RoutingKit
import SceneRouterDeepLinks

// Issue 15's rows: the input an app really gets (URL values of both kinds, String URLs),
// tables of 100 and 100,000 routes with lookups spread over them, and registration at
// 1,000 and 100,000 patterns, each beside TrieRouter in the same run.

/// A pattern with every parameter filled: `:id(int)` with `1`, any other `:name` with `name1`.
func filledAnyType(_ pattern: String) -> String {
  pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
    guard segment.hasPrefix(":") else { return String(segment) }
    return segment.hasSuffix("(int)") ? "1" : String(segment.dropFirst()) + "1"
  }.joined(separator: "/")
}

let linkConfiguration = DeepLinkMatcherConfiguration(customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"])

func linkMatcher(_ patterns: [String]) -> DeepLinkMatcher<Int> {
  var matcher = DeepLinkMatcher<Int>(configuration: linkConfiguration)
  for (index, pattern) in patterns.enumerated() {
    do { try matcher.register(pattern, value: index) } catch { print("registration failed: \(error)") }
  }
  return matcher
}

@inline(never)
func lookUp(_ matcher: DeepLinkMatcher<Int>, url: URL) -> Int {
  guard let match = try? matcher.match(url) else { return -1 }
  return match.value &+ match.parameters.count
}

@inline(never)
func lookUp(_ matcher: DeepLinkMatcher<Int>, link: String) -> Int {
  guard let match = try? matcher.match(link) else { return -1 }
  return match.value &+ match.parameters.count
}

/// TrieRouter from a URL value: its path (for `myapp://`, the host first), split.
@inline(never)
func lookUp(_ router: TrieRouter<Int>, url: URL) -> Int {
  var parameters = Parameters()
  var components = url.path.split(separator: "/").map(String.init)
  if url.scheme == "myapp", let host = url.host { components.insert(host, at: 0) }
  guard let value = router.route(path: components, parameters: &parameters) else { return -1 }
  return value &+ parameters.getCatchall().count
}

/// TrieRouter from a String URL: parsed by Foundation, then as from a URL value.
@inline(never)
func lookUp(_ router: TrieRouter<Int>, link: String) -> Int {
  guard let url = URL(string: link) else { return -1 }
  return lookUp(router, url: url)
}

func inputFormBenchmarks() {
  let github = RouteTables.patterns("github")
  let paths = github.map(RouteTables.filled)
  let matcher = linkMatcher(github)
  let trie = trieRouter(github)
  let httpsURLs = paths.compactMap { URL(string: "https://shop.example.com" + $0) }
  let customStrings = paths.map { "myapp:/" + $0 }
  let customURLs = customStrings.compactMap { URL(string: $0) }

  Benchmark("URL value https: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations { for url in httpsURLs { blackHole(lookUp(matcher, url: url)) } }
  }
  Benchmark("URL value https: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations { for url in httpsURLs { blackHole(lookUp(trie, url: url)) } }
  }
  Benchmark("URL value myapp: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations { for url in customURLs { blackHole(lookUp(matcher, url: url)) } }
  }
  Benchmark("URL value myapp: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations { for url in customURLs { blackHole(lookUp(trie, url: url)) } }
  }
  Benchmark("String URL myapp: SceneRouter DeepLinkMatcher") { benchmark in
    for _ in benchmark.scaledIterations { for link in customStrings { blackHole(lookUp(matcher, link: link)) } }
  }
  Benchmark("String URL myapp: RoutingKit TrieRouter") { benchmark in
    for _ in benchmark.scaledIterations { for link in customStrings { blackHole(lookUp(trie, link: link)) } }
  }

  // 100 and 100,000 generated routes; 1,000 lookups spread evenly over each table.
  for count in [100, 100_000] {
    let patterns = RouteTables.generated(count)
    let sample = stride(from: 0, to: count, by: max(1, count / 1_000)).map { filledAnyType(patterns[$0]) }
    let scaled = sceneRouterMatcher(patterns)
    let scaledTrie = trieRouter(patterns)
    Benchmark("\(count) routes, \(sample.count) lookups: SceneRouter DeepLinkMatcher") { benchmark in
      for _ in benchmark.scaledIterations { for path in sample { blackHole(lookUp(scaled, path)) } }
    }
    Benchmark("\(count) routes, \(sample.count) lookups: RoutingKit TrieRouter") { benchmark in
      for _ in benchmark.scaledIterations { for path in sample { blackHole(lookUp(scaledTrie, path)) } }
    }
  }

  for count in [1_000, 100_000] {
    let patterns = RouteTables.generated(count)
    Benchmark("Register \(count) patterns: SceneRouter DeepLinkMatcher") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(sceneRouterMatcher(patterns).count) }
    }
    Benchmark("Register \(count) patterns: RoutingKit TrieRouter") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(trieRouter(patterns)) }
    }
  }
}

/// The bytes the allocator holds for the program (allocated and not freed).
func heapInUse() -> Int { Int(heap_stats_bytes_in_use()) }

/// The heap a table of 100,000 generated routes keeps while alive: the allocator's bytes in
/// use after building it minus before (the pattern strings exist before on both sides).
func heapBenchmarks() {
  let patterns = RouteTables.generated(100_000)
  let metric = BenchmarkMetric.custom("Heap retained (KiB)", polarity: .prefersSmaller, useScalingFactor: false)
  let configuration = Benchmark.Configuration(
    metrics: [metric], warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 5)
  Benchmark("Heap retained, 100000 routes: SceneRouter DeepLinkMatcher", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      let before = heapInUse()
      let matcher = sceneRouterMatcher(patterns)
      benchmark.measurement(metric, (heapInUse() - before) / 1024)
      blackHole(matcher.count)
    }
  }
  Benchmark("Heap retained, 100000 routes: RoutingKit TrieRouter", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      let before = heapInUse()
      let router = trieRouter(patterns)
      benchmark.measurement(metric, (heapInUse() - before) / 1024)
      blackHole(router)
    }
  }
}
