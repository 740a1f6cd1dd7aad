public import SceneRouter

extension Navigator {
  /// A navigator over a new headless host, set up for a unit test: every refusal of a
  /// request made without a completion handler goes to `failure`, so that a refused
  /// request fails the test instead of only writing a line to standard error.
  ///
  /// ```swift
  /// // Swift Testing
  /// let (navigator, host) = Navigator.headless(failingWith: { Issue.record("\($0)") })
  /// // XCTest
  /// let (navigator, host) = Navigator.headless(failingWith: { XCTFail("\($0)") })
  /// ```
  ///
  /// The library's own tests are built the same way.
  ///
  /// - Parameters:
  ///   - configuration: The host's choices; UIKit's defaults, transitions finishing at once.
  ///   - presentationPolicy: What to do when a screen below a presentation presents.
  ///   - failure: Records a test failure for a refusal nobody handled; pass your test
  ///     framework's `Issue.record` or `XCTFail`.
  /// - Returns: The navigator and its host.
  public static func headless(
    configuration: HeadlessHost.Configuration = .init(), presentationPolicy: PresentationPolicy = .presentFromTopMost,
    failingWith failure: @escaping @MainActor (NavigationError) -> Void
  ) -> (navigator: Navigator, host: HeadlessHost) {
    let host = HeadlessHost(configuration: configuration)
    let navigator = Navigator(host: host, presentationPolicy: presentationPolicy)
    navigator.unhandledErrorHandler = failure
    return (navigator, host)
  }
}
