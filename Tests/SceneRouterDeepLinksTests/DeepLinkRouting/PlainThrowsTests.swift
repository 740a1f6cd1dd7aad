import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// Closures without typed-throws annotations: the library wraps what they throw.
@MainActor
@Suite("Deep-link router with plain throws", .timeLimit(.minutes(10)))
struct PlainThrowsTests {
  struct MissingPost: Error, CustomStringConvertible {
    let id: Int
    var description: String { "there is no post \(id)" }
  }

  struct BadLink: Error, CustomStringConvertible {
    var description: String { "the link names no post" }
  }

  @Test("an app's own errors become a rejection (resolve) or a declined plan (plan); the library's pass through")
  func wrapped() async throws {
    let (navigator, _) = makeNavigator()
    navigator.setRoot(.stack([TestScreen("Feed")]))
    let links = DeepLinkRouter<Int>(navigator: navigator) { url, _ in
      guard url.host == "post" else { throw DeepLinkError.noMatch }
      guard let id = Int(url.lastPathComponent) else { throw BadLink() }
      return id
    } planning: { id in
      guard id == 1 else { throw MissingPost(id: id) }
      return NavigationPlan([.open(TestScreen("Post"), as: .push)])
    }
    #expect(await links.open("notes://post/1") == .opened(1))
    #expect(await links.open("notes://post/7") == .refused(7, .declined(reason: "there is no post 7")))
    #expect(await links.open("notes://post/seven") == .rejected(link: "notes://post/seven", reason: "the link names no post"))
    #expect(await links.open("notes://user/1") == .rejected(link: "notes://user/1", reason: DeepLinkError.noMatch.description))
    #expect(navigator.snapshot.description == "stack\n├─ Feed\n└─ Post")
  }
}
