import Foundation

/// The conformance case of a person's tab tap that UIKit reports only through the `UITab`
/// delegate path (`tabBarController(_:shouldSelectTab:)`, iOS 18), as iOS 27 reports some taps
/// (issue 45): a host listening to the view-controller form alone would miss them. Heard as the
/// person's tab choice: the navigator's request and state, then the tab switch's callbacks; a
/// re-tap of the selected tab pops its stack to the root as the person's change.
extension ConformanceCases {
  static func tabChoiceThroughUITab(_ f: Fixture) {
    let shop = f.screen("Shop")
    f.navigator.setRoot(.tabs([.stack([shop]), .stack([f.screen("Wishlist")])], selected: 0))
    let product = f.screen("Product")
    f.navigator.route(to: product, from: shop, as: .push)
    var result: [String] = []
    f.attempt("watch Product") { () throws(NavigationError) in
      try f.navigator.result(of: product, expecting: Int.self) { result.append("\($0)") }
    }
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      switch event {
      case .received(let request): log.lines.append("received \(request)")
      case .planned(let id, let steps): log.lines.append("\(id) planned: \(steps.map(\.description).joined(separator: ", "))")
      case .completed(let id): log.lines.append("\(id) completed")
      default: break
      }
    }
    f.attempt("tap tab 1 through the UITab path") { () throws(NavigationError) in try f.host.tapTabThroughUITab(1) }
    f.check(
      f.takeLines(),
      ["Wishlist didLoad", "Wishlist willAppear", "Product willDisappear", "Product didDisappear", "Wishlist didAppear"],
      "callbacks of the tab switch")
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(
        root: .tabs([.stack([.screen("Shop"), .screen("Product")]), .stack([.screen("Wishlist")])], selected: 1)),
      "the snapshot after the tap")
    f.checkAgreement("after the tap")
    f.attempt("tap tab 0 through the UITab path") { () throws(NavigationError) in try f.host.tapTabThroughUITab(0) }
    f.check(
      f.takeLines(), ["Product willAppear", "Wishlist willDisappear", "Wishlist didDisappear", "Product didAppear"],
      "callbacks of the tap back to tab 0")
    f.attempt("re-tap tab 0 through the UITab path") { () throws(NavigationError) in try f.host.tapTabThroughUITab(0) }
    f.check(
      f.takeLines(), ["Product willDisappear", "Shop willAppear", "Product didDisappear", "Shop didAppear"],
      "callbacks of the re-tap")
    f.check(result, ["cancelled(removed by a person)"], "Product's awaited result")
    f.check(
      log.lines.map { $0.replacingOccurrences(of: #"#\d+"#, with: "#n", options: .regularExpression) },
      [
        "received request 3 from person's action: select tab 1",
        "request 3 planned: selectTab 1 of #n",
        "request 3 completed",
        "received request 4 from person's action: select tab 0",
        "request 4 planned: selectTab 0 of #n",
        "request 4 completed",
        "received request 5 from person's action: go back to Shop",
        "request 5 planned: pop #n to #n (standard)",
        "request 5 completed",
      ], "what the navigator heard")
    observation.cancel()
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(root: .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist")])], selected: 0)),
      "the snapshot after the re-tap")
    f.checkAgreement("after the re-tap")
    f.navigator.setRoot(.stack([f.screen("Home")]))
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapTabThroughUITab(0) },
      "Cannot tap tab 0: no tab bar is visible.", "a tap with no tab bar")
  }
}
