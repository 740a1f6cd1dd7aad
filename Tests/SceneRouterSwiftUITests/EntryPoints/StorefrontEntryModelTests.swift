@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import StorefrontFlows
import StorefrontKit
import Testing

/// Every way into the storefront through the SwiftUI navigation model, as the headless host
/// runs them. The model is state: it is ready before any view appears, and the views show
/// whatever it holds when they do.
@MainActor
@Suite("Storefront entries through the SwiftUI model", .timeLimit(.minutes(10)))
struct StorefrontEntryModelTests {
  /// The storefront's window over the model an `App` keeps in its state.
  private static func launch(_ services: StorefrontServices) -> StorefrontLaunch {
    let model = NavigationModel()
    let storefront = StorefrontWindow(navigator: Navigator(host: model), services: services)
    return StorefrontLaunch(
      window: storefront, hostSnapshot: { model.snapshot }, isReady: { model.isReady },
      // A sheet dragged away sets its `sheet(item:)` item to nil.
      pullDownSheet: { try model.setPresentation(nil, above: model.levels.count - 2) })
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
