import Benchmark
import SceneRouter
import SceneRouterHeadless

// Navigation on the headless host: the whole path a router's request takes (planning,
// the queue, the host's containers and appearance callbacks, the navigator's state and
// registry), measured at several stack depths. One iteration is one open and one close.
// The cost must not grow with the depth of the stack.

@MainActor
final class BenchmarkScreen: Screen {
  var screenName: String { "Screen" }
}

/// A navigator over a headless host that records no history, showing a stack `depth` deep.
@MainActor
func navigator(depth: Int) -> (Navigator, BenchmarkScreen) {
  let host = HeadlessHost(configuration: .init(recordsHistory: false))
  let navigator = Navigator(host: host)
  let screens = (0..<depth).map { _ in BenchmarkScreen() }
  navigator.setRoot(.stack(screens))
  return (navigator, screens[screens.count - 1])
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 100,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )

  for depth in [1, 100, 10_000] {
    Benchmark("push + pop, stack depth \(depth)") { benchmark in
      // The harness runs benchmarks off the main actor and uses `benchmark` only after
      // this closure returns, so handing it to the main actor for the run is safe.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let (navigator, top) = navigator(depth: depth)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          let screen = BenchmarkScreen()
          navigator.route(to: screen, from: top, as: .push)
          navigator.close(screen)
        }
        benchmark.stopMeasurement()
        blackHole(navigator.isBusy)
      }
    }

    Benchmark("present + dismiss, stack depth \(depth)") { benchmark in
      // The harness runs benchmarks off the main actor and uses `benchmark` only after
      // this closure returns, so handing it to the main actor for the run is safe.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let (navigator, top) = navigator(depth: depth)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          let screen = BenchmarkScreen()
          navigator.route(to: screen, from: top, as: .modal(.fullScreen))
          navigator.close(screen)
        }
        benchmark.stopMeasurement()
        blackHole(navigator.isBusy)
      }
    }
  }

  // The same push + pop with one synchronous event listener: the cost of building and
  // delivering the events (received, planned, started, hidden, shown, completed per request).
  Benchmark("push + pop with one event listener, stack depth 1") { benchmark in
    // The harness runs benchmarks off the main actor and uses `benchmark` only after
    // this closure returns, so handing it to the main actor for the run is safe.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (navigator, top) = navigator(depth: 1)
      var count = 0
      navigator.addEventObserver { event in
        count += 1
        blackHole(event)
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let screen = BenchmarkScreen()
        navigator.route(to: screen, from: top, as: .push)
        navigator.close(screen)
      }
      benchmark.stopMeasurement()
      blackHole(count)
    }
  }
}
