@_spi(Hosting) import SceneRouter
import SceneRouterHeadless
import StorefrontFlows
import StorefrontKit
import Testing

/// Every way into the storefront on the headless host: a notification tap, a Quick Action, a
/// Spotlight result and a widget, each at a cold start, during a guard, after a relaunch and
/// refused. The UIKit host and the SwiftUI model run the same flows.
@MainActor
@Suite("Storefront entries on the headless host", .timeLimit(.minutes(10)))
struct StorefrontEntryTests {
  /// The storefront as `StorefrontApp` builds it; the headless host is ready at once.
  private static func launch(_ services: StorefrontServices) -> StorefrontLaunch {
    let app = StorefrontApp(services: services)
    return StorefrontLaunch(
      window: app.window, hostSnapshot: { app.host.snapshot }, isReady: { app.host.isReady },
      pullDownSheet: { try app.host.pullDownSheet() })
  }

  @Test("at a cold start, the entry opens whole", arguments: StorefrontEntryFlow.all)
  func coldStart(_ flow: StorefrontEntryFlow) async {
    let record = await flow.coldStart(Self.launch)
    #expect(record == flow.expectedColdStart)
  }

  @Test("during onboarding's Login, the entry waits, then opens", arguments: StorefrontEntryFlow.all)
  func duringGuard(_ flow: StorefrontEntryFlow) async {
    let record = await flow.duringGuard(Self.launch)
    #expect(record == flow.expectedDuringGuard)
  }

  @Test("killed while the entry waits, the next launch opens it once", arguments: StorefrontEntryFlow.all)
  func relaunch(_ flow: StorefrontEntryFlow) async {
    let record = await flow.relaunch(Self.launch)
    #expect(record == flow.expectedRelaunch)
  }

  @Test("an entry of the same source the storefront does not read is refused, nothing changed", arguments: StorefrontEntryFlow.all)
  func refused(_ flow: StorefrontEntryFlow) async {
    let record = await flow.refused(Self.launch)
    #expect(record == flow.expectedRefused)
  }
}
