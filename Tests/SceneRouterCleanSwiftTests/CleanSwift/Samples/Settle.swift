/// Lets tasks started by a test run until `condition` holds (at most `turns` yields).
@MainActor
func settle(turns: Int = 100, until condition: () -> Bool) async {
  for _ in 0..<turns where !condition() { await Task.yield() }
}
