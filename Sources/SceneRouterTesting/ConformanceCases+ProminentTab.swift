import SceneRouter

/// The conformance cases of the prominent tab (`TabItem.Role.prominent`): it prints on its
/// tab's line, a refresh moves it, and a layout with two is refused.
extension ConformanceCases {
  static func prominentTab(_ f: Fixture) {
    let home = f.screen("Home")
    home.tabItem = TabItem("Home", image: "house")
    let search = f.screen("Search")
    search.tabItem = TabItem(system: .search, role: .prominent)
    f.navigator.setRoot(.tabs([.stack([home]), .stack([search])], selected: 0))
    f.check(
      f.host.snapshot.description,
      """
      tabs
      ├─ stack (selected) [tab: Home, image: house]
      │  └─ Home
      └─ stack [tab: system search, prominent]
         └─ Search
      """,
      "the host's printed snapshot")
    f.checkAgreement("with a prominent tab")
    _ = f.takeLines()
    let deals = f.screen("Deals")
    deals.tabItem = TabItem("Deals", image: "tag", role: .prominent)
    let offers = f.screen("Offers")
    offers.tabItem = TabItem("Offers", image: "gift", role: .prominent)
    var errors: [String] = []
    f.navigator.setRoot(.tabs([.stack([deals]), .screen(offers)], selected: 0)) { result in
      if case .failure(let error) = result { errors.append(error.description) }
    }
    f.check(
      errors,
      [
        "Invalid transition: the tabs 'Deals' and 'Offers' are both prominent; a tab container has at most one prominent tab."
      ],
      "a second prominent tab is refused")
    f.check(f.takeLines(), [], "callbacks after the refusal")
    f.checkAgreement("after the refusal")
  }
}
