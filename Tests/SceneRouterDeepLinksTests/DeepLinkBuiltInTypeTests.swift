import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("Built-in double and bool types")
struct DeepLinkBuiltInTypeTests {
  static let patterns = ["/v/:n(int)", "/v/:x(double)", "/v/:b(bool)", "/v/:s"]

  @Test(
    "int before double before bool before untyped, whatever the order",
    arguments: [
      ("/v/42", "/v/:n(int) n=42"),
      ("/v/-1.5", "/v/:x(double) x=-1.5"),
      ("/v/2.5e-3", "/v/:x(double) x=2.5e-3"),
      ("/v/1E10", "/v/:x(double) x=1E10"),
      ("/v/true", "/v/:b(bool) b=true"),
      ("/v/false", "/v/:b(bool) b=false"),
      ("/v/True", "/v/:s s=True"),
      ("/v/.5", "/v/:s s=.5"),
      ("/v/1.", "/v/:s s=1."),
      ("/v/+1.5", "/v/:s s=+1.5"),
      ("/v/inf", "/v/:s s=inf"),
      ("/v/nan", "/v/:s s=nan"),
      ("/v/1e999", "/v/:s s=1e999"),
    ])
  func precedence(link: String, expected: String) {
    #expect(DeepLinkWebAgreementTests.outcome(Self.patterns, link) == expected)
    #expect(DeepLinkWebAgreementTests.outcome(Self.patterns.reversed(), link) == expected)
  }

  @Test("query items take the types too, and registration checks their defaults")
  func queryItems() {
    #expect(
      DeepLinkWebAgreementTests.outcome(["/m?z=:z(double)=1.5&on=:on(bool)=false"], "/m?on=true")
        == "/m?z=:z(double)=1.5&on=:on(bool)=false z=1.5, on=true")
    #expect(
      DeepLinkWebAgreementTests.outcome(["/m?on=:on(bool)=yes"], "/m")
        == "registration: pattern '/m?on=:on(bool)=yes' gives 'on' the default 'yes', which is not a value of its type")
    #expect(
      DeepLinkWebAgreementTests.outcome(["/v/:x(double)", "/v/:y(double)"], "/")
        == "registration: patterns '/v/:x(double)' and '/v/:y(double)' match exactly the same URLs")
  }

  enum Route: Equatable, Sendable {
    case map(zoom: Double, satellite: Bool)
  }

  @Test("Double and Bool values survive route -> URL -> route", arguments: [1.5, -0.25, 1e20, 3.0, .leastNonzeroMagnitude])
  func roundTrip(zoom: Double) throws {
    let table = try DeepLinkTable<Route>(
      configuration: DeepLinkWebAgreementTests.configuration,
      [
        DeepLinkEntry(
          "/map/:zoom(double)?sat=:sat(bool)=false",
          parse: { .map(zoom: try $0.value("zoom"), satellite: try $0.value("sat")) },
          print: { route in
            guard case .map(let zoom, let satellite) = route else { return nil }
            return ["zoom": zoom, "sat": satellite]
          })
      ])
    for satellite in [true, false] {
      let route = Route.map(zoom: zoom, satellite: satellite)
      #expect(try table.route(for: table.url(for: route)) == route)
    }
    #expect(
      try table.url(for: .map(zoom: 1.5, satellite: true)).absoluteString == "https://shop.example.com/map/1.5?sat=true")
    #expect(throws: DeepLinkError.unprintableValue(pattern: "/map/:zoom(double)?sat=:sat(bool)=false", name: "zoom", value: "inf")) {
      try table.url(for: .map(zoom: .infinity, satellite: true))
    }
  }
}
