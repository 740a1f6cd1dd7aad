import Foundation
import SceneRouter
import SceneRouterDeepLinks
import Testing

/// The values of many windows read as phrases, and a request survives a user activity's text.
@Suite("Window values")
struct WindowValuesTests {
  @Test("policies, decisions and events read as phrases")
  func phrases() throws {
    #expect(
      [WindowPolicy.activeWindow, .newWindow, .windowShowingRoute(otherwise: .newWindow)].map(\.description) == [
        "the active window", "a new window", "the window showing the route, else a new window",
      ])
    let request = WindowRequest(link: try #require(URL(string: "shop://product/1")), source: .widget)
    let decisions: [WindowDecision<Int>] = [.broughtForward("a"), .opened(in: "b", .opened(1)), .newWindow(nil, request)]
    #expect(
      decisions.map(\.description) == [
        "Brought window 'a' forward: it shows the route already.", "In window 'b': Opened 1.",
        "Asked for a new window to open shop://product/1 (widget).",
      ])
    #expect(
      [WindowEvent.removed("a"), .requestedNewWindow(request, nil), .refused(.unknownWindow("c"))].map(\.description) == [
        "removed a", "new window for shop://product/1 (widget)", "refused: No window named 'c' is registered.",
      ])
  }

  @Test("a request survives the text of a user activity; other values are not a request")
  func userInfo() throws {
    let request = WindowRequest(link: try #require(URL(string: "shop://product/1")), source: .notification)
    #expect(WindowRequest(userInfo: request.userInfo) == request)
    #expect(WindowRequest(userInfo: ["link": "shop://product/1"])?.source == .link)
    #expect(WindowRequest(userInfo: ["source": "widget"]) == nil)
  }

  @Test("a window's identity and a window request write the JSON the derived conformances wrote, and read it back")
  func json() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let id: WindowID = "main"
    let request = WindowRequest(link: try #require(URL(string: "myapp://product/42")), source: .notification)
    let texts = [String(decoding: try encoder.encode(id), as: UTF8.self), String(decoding: try encoder.encode(request), as: UTF8.self)]
    #expect(texts == [#"{"rawValue":"main"}"#, #"{"link":"myapp:\/\/product\/42","source":"notification"}"#])
    #expect(try JSONDecoder().decode(WindowID.self, from: Data(texts[0].utf8)) == id)
    #expect(try JSONDecoder().decode(WindowRequest.self, from: Data(texts[1].utf8)) == request)
  }
}
