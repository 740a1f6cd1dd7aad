import Foundation
@_spi(Hosting) import SceneRouter
import Testing

@Suite("Transitions")
struct TransitionTests {
  @Test(
    "read as their names",
    arguments: [
      (Transition.push, "push"),
      (.modal(), "modal(automatic)"),
      (.modal(.formSheet, inNavigation: true), "modal(formSheet, in navigation)"),
      (.fade, "fade(0.3s)"),
      (.replaceRoot, "replaceRoot (not animated)"),
      (.sequence([.selectTab(1), .popToRoot], then: .push), "sequence[selectTab(1), popToRoot, push]"),
      (Transition.push.animated(false), "push (not animated)"),
    ])
  func descriptions(_ transition: Transition, _ text: String) {
    #expect(transition.description == text)
  }

  @Test(
    "moves that show no screen read as their names",
    arguments: [
      (NavigationMove.selectTab(1), "selectTab(1)"), (.popToRoot, "popToRoot"), (.dismissPresented, "dismissPresented"),
      (.showColumn(.primary), "showColumn(primary)"), (.showSidebar, "showSidebar"),
      (.hideSidebar.animated(false), "hideSidebar (not animated)"),
      (.sequence([.dismissPresented, .selectTab(0)]), "sequence[dismissPresented, selectTab(0)]"),
    ])
  func moveDescriptions(_ move: NavigationMove, _ text: String) {
    #expect(move.description == text)
  }

  @Test("a saved move does not decode as a transition, a saved transition not as a move, a zooming fade as neither")
  func decodingRefusesWhatNoFactoryMakes() throws {
    let move = #"{"isAnimated":true,"kind":{"selectTab":{"_0":1}}}"#
    let push = #"{"isAnimated":true,"kind":{"push":{}}}"#
    let zoomingFade = #"{"isAnimated":true,"kind":{"fade":{"seconds":0.3}},"zoomSource":"x"}"#
    let pushFirst = #"{"isAnimated":true,"kind":{"sequence":{"_0":[\#(push),\#(move)]}}}"#
    #expect(try JSONDecoder().decode(NavigationMove.self, from: Data(move.utf8)) == .selectTab(1))
    #expect(try JSONDecoder().decode(Transition.self, from: Data(push.utf8)) == .push)
    #expect(Self.problem(decoding: Transition.self, move) == "'selectTab(1)' shows no screen: it is a NavigationMove")
    #expect(Self.problem(decoding: NavigationMove.self, push) == "'push' shows a screen: it is a Transition, not a move")
    #expect(Self.problem(decoding: Transition.self, zoomingFade) == "'zoom(from: x, fade(0.3s))' is no transition a factory makes")
    #expect(
      Self.problem(decoding: Transition.self, pushFirst)
        == "'sequence[push, selectTab(1)]' is no transition a factory makes")
  }

  /// What decoding `json` as `type` refused, or nil when it decoded.
  private static func problem<Value: Decodable>(decoding type: Value.Type, _ json: String) -> String? {
    do {
      _ = try JSONDecoder().decode(type, from: Data(json.utf8))
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test(
    "presentation styles follow UIKit on the presenter's view and on pulling down (rules 24, 25; alerts as UIAlertController)",
    arguments: PresentationStyle.allCases)
  func styles(_ style: PresentationStyle) {
    let keeps: Set<PresentationStyle> = [
      .automatic, .overFullScreen, .pageSheet, .formSheet, .overCurrentContext, .custom, .alert, .actionSheet, .popover,
    ]
    let pullable: Set<PresentationStyle> = [.automatic, .pageSheet, .formSheet]
    #expect(style.keepsPresenterVisible == keeps.contains(style))
    #expect(style.allowsInteractiveDismissal == pullable.contains(style))
  }
}
