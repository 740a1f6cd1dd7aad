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
      (.sequence([.selectTab(1), .popToRoot, .push]), "sequence[selectTab(1), popToRoot, push]"),
      (Transition.push.animated(false), "push (not animated)"),
    ])
  func descriptions(_ transition: Transition, _ text: String) {
    #expect(transition.description == text)
  }

  @Test(
    "know whether they show a screen",
    arguments: [
      (Transition.push, true), (.modal(), true), (.fade, true), (.replaceRoot, true), (.selectTab(0), false),
      (.popToRoot, false), (.dismissPresented, false), (.sequence([.selectTab(0), .push]), true),
      (.sequence([.dismissPresented, .selectTab(0)]), false),
    ])
  func showsScreen(_ transition: Transition, _ shows: Bool) {
    #expect(transition.showsScreen == shows)
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
