import Foundation
import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// Restoring shows the same items, not only the same kinds of screens: a screen's optional
/// restoration identity travels in the snapshot and back to the closure that rebuilds it.
@MainActor
@Suite("Restoration identities")
struct RestorationIdentityTests {
  /// A product page that knows which product it shows.
  @MainActor
  final class ProductScreen: Screen {
    let id: Int
    let screenTitle: String
    init(id: Int, title: String) {
      self.id = id
      screenTitle = title
    }
    var restorationIdentity: String? { String(id) }
  }

  @Test("a snapshot carries each screen's identity, saves and reads it, and restoring hands it back")
  func roundTrip() throws {
    let (navigator, _) = makeNavigator()
    let shop = TestScreen("Shop")
    navigator.setRoot(.stack([shop]))
    navigator.route(to: ProductScreen(id: 42, title: "Mug"), from: shop, as: .push)
    navigator.route(to: ProductScreen(id: 7, title: "Hoodie"), from: shop, as: .modal(.formSheet))
    let snapshot = navigator.snapshot
    #expect(snapshot.restorationIdentities == [1: "42", 2: "7"])
    #expect(snapshot.description == """
      stack
      ├─ Shop
      └─ Product "Mug" [42]
      presented formSheet:
      └─ Product "Hoodie" [7]
      """)

    let saved = try JSONDecoder().decode(NavigationSnapshot.self, from: try JSONEncoder().encode(snapshot))
    #expect(saved == snapshot)

    let (restored, _) = makeNavigator()
    var handedBack: [String] = []
    restored.perform(try NavigationPlan(restoring: saved) { name, title, identity in
      handedBack.append("\(name) \(identity ?? "-")")
      guard name == "Product", let id = identity.flatMap({ Int($0) }) else { return TestScreen(name, title: title) }
      return ProductScreen(id: id, title: title)
    })
    #expect(handedBack == ["Shop -", "Product 42", "Product 7"])
    #expect(restored.snapshot == snapshot)
  }

  @Test("a snapshot saved before identities existed still reads, with none")
  func olderSnapshotsDecode() throws {
    let json = #"{"root":{"stack":{"_0":[{"screen":{"name":"Shop","title":""}}]}},"presented":[]}"#
    let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(json.utf8))
    #expect(snapshot == NavigationSnapshot(root: .stack([.screen("Shop")])))
    #expect(String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self).contains("restorationIdentities") == false)
  }
}
