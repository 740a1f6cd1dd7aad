import SceneRouterSwiftUI
import SceneRouterTesting
import Testing

/// The SwiftUI navigation model passes the host conformance suite, one test per case.
@MainActor
@Suite("NavigationModel: host conformance")
struct ModelConformanceTests {
  @Test("the navigation model passes the case", arguments: HostConformance<NavigationModel>.caseNames)
  func conforms(_ name: String) async {
    #expect(await HostConformance { NavigationModel() }.run(name) == [])
  }
}
