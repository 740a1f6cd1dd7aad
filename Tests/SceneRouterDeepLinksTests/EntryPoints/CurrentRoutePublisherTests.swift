import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// The route a person sees, published as a link whenever it changes, for Handoff and Spotlight.
@MainActor
@Suite("Current route publisher")
struct CurrentRoutePublisherTests {
  @Test("each change of the screen on top publishes its route's link once; a screen without a route publishes none")
  func publishes() throws {
    let navigator = Navigator(host: HeadlessHost())
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    var published: [String] = []
    let publisher = CurrentRoutePublisher<Int>(navigator: navigator) { screen in
      screen.screenName == "Product" ? Int(screen.screenTitle) : nil
    } link: { id throws(DeepLinkError) in
      guard id > 0 else { throw .unprintableRoute("product \(id)") }
      guard let url = URL(string: "https://shop.example.com/product/\(id)") else { throw .malformedURL }
      return url
    } publish: { route, url in
      published.append("\(route.map(String.init) ?? "none") \(url?.absoluteString ?? "-")")
    }
    #expect(published == [])  // nothing to publish at first: Home has no route
    let product = TestScreen("Product", title: "42")
    navigator.route(to: product, from: home, as: .push)
    navigator.route(to: TestScreen("Reviews"), from: product, as: .push)
    navigator.perform(.popToRoot, from: home)
    navigator.route(to: TestScreen("Product", title: "-1"), from: home, as: .push)
    #expect(published == ["42 https://shop.example.com/product/42", "none -"])
    #expect(publisher.current == nil)
  }
}
