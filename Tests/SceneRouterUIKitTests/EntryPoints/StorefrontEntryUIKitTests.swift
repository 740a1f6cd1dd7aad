#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import StorefrontFlows
import StorefrontKit
import Testing

/// Every way into the storefront on `UIKitHost` over the stand-in, as the headless host runs
/// them: at a cold start the window is not visible yet, so the entry waits behind the root
/// until `makeKeyAndVisible()`.
@MainActor
@Suite("Storefront entries on UIKitHost", .timeLimit(.minutes(10)))
struct StorefrontEntryUIKitTests {
  /// The storefront's window as a scene delegate builds it in `scene(_:willConnectTo:options:)`.
  private static func launch(_ services: StorefrontServices) -> StorefrontLaunch {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let device = UIKitSimulator(window: window)
    let host = UIKitHost(window: window)
    let storefront = StorefrontWindow(navigator: Navigator(host: host), services: services)
    return StorefrontLaunch(
      window: storefront, hostSnapshot: { host.snapshot }, isReady: { host.isReady },
      showWindow: { window.makeKeyAndVisible() }, pullDownSheet: { try device.pullDownSheet() },
      close: {
        #expect(device.console == [])
        #expect(device.exceptions == [])
        device.disconnectScene()
      })
  }

  @Test("at a cold start, the entry waits for the window, then opens whole", arguments: StorefrontEntryFlow.all)
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

#endif
