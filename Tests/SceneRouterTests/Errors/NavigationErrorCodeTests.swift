import SceneRouter
import Testing

/// Errors a program can branch on: a stable code per case beside the readable sentence, a
/// case for the app's own refusal, and one period at the end of every sentence.
@Suite("Navigation error codes and sentences")
struct NavigationErrorCodeTests {
  @Test(
    "each error has a stable code and one readable sentence",
    arguments: [
      (NavigationError.declined(reason: "There is no post 7."), "declined", "There is no post 7."),
      (.declined(reason: "the shop sells no product 7"), "declined", "The shop sells no product 7."),
      (.invalidTransition("There is no post 7."), "invalidTransition", "Invalid transition: There is no post 7."),
      (.cannotClose(screen: "Home", reason: "it is the window's root."), "cannotClose", "Cannot close 'Home': it is the window's root."),
      (.cannotDismissInteractively(screen: "Editor", reason: "it refuses"), "cannotDismissInteractively", "'Editor' cannot be pulled down: it refuses."),
      (.guardDenied(guard: "signed in", reason: "Login was removed by a person."), "guardDenied", "The guard 'signed in' refused: Login was removed by a person."),
      (.alreadyInHierarchy(screen: "List"), "alreadyInHierarchy", "'List' is already on screen; a screen instance can be shown only once."),
      (.unknownPopoverAnchor(anchor: "cart", screen: "Home"), "unknownPopoverAnchor", "Cannot show a popover from 'Home': it registers no anchor 'cart' (Screen.popoverAnchors), so the popover would point at nothing."),
      (.noSplitView(screen: "Cart"), "noSplitView", "Cannot show a screen in a split view's column from 'Cart': it is in no split view."),
      (.splitColumnUnavailable(column: "supplementary", columns: 2), "splitColumnUnavailable", "Cannot show the supplementary column: the split view has 2 columns (primary, secondary)."),
    ])
  func codesAndSentences(_ error: NavigationError, _ code: String, _ sentence: String) {
    #expect(error.code.rawValue == code)
    #expect(error.description == sentence)
  }

  @Test("codes are distinct and named after their cases")
  func codesAreDistinct() {
    let codes = NavigationError.Code.allCases.map(\.rawValue)
    #expect(Set(codes).count == codes.count)
    #expect(codes.count == 26)
  }
}
