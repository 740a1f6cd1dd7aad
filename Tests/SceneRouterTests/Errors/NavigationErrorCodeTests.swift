import Foundation
@_spi(Hosting) import SceneRouter
import Testing

/// Errors a program can branch on: a stable code per reason beside the readable sentence, a
/// case for the app's own refusal, and one period at the end of every sentence.
@Suite("Navigation error codes and sentences")
struct NavigationErrorCodeTests {
  @Test(
    "each error has a stable code and one readable sentence",
    arguments: [
      (NavigationError.declined(reason: "There is no post 7."), "declined", "There is no post 7."),
      (.declined(reason: "the shop sells no product 7"), "declined", "The shop sells no product 7."),
      (.cannotClose(screen: "Home", reason: "it is the window's root."), "cannotClose", "Cannot close 'Home': it is the window's root."),
      (.cannotDismissInteractively(screen: "Editor", reason: "it refuses"), "personActionUnavailable", "'Editor' cannot be pulled down: it refuses."),
      (.guardDenied(guard: "signed in", reason: "Login was removed by a person."), "guardDenied", "The guard 'signed in' refused: Login was removed by a person."),
      (.alreadyInHierarchy(screen: "List"), "alreadyInHierarchy", "'List' is already on screen; a screen instance can be shown only once."),
      (.unknownPopoverAnchor(anchor: "cart", screen: "Home"), "unknownPopoverAnchor", "Cannot show a popover from 'Home': it registers no anchor 'cart' (Screen.popoverAnchors), so the popover would point at nothing."),
      (.noSplitView(screen: "Cart"), "noSplitView", "Cannot show a screen in a split view's column from 'Cart': it is in no split view."),
      (.splitColumnUnavailable(column: "supplementary", columns: 2), "noSplitView", "Cannot show the supplementary column: the split view has 2 columns (primary, secondary)."),
    ])
  func codesAndSentences(_ error: NavigationError, _ code: String, _ sentence: String) {
    #expect(error.code.rawValue == code)
    #expect(error.description == sentence)
  }

  /// What was one `invalidTransition(String)` for every refusal of a request that cannot be
  /// performed as written: each has its own code now, and still the sentence it printed.
  @Test(
    "a request that cannot be performed as written has its own code and its old sentence",
    arguments: [
      (NavigationError.routerTransitionMismatch(screen: "Product", opening: "modal", closing: "push"), NavigationError.Code.routerTransitionMismatch, "Invalid transition: 'Product' would open as modal, but its router closes it as push."),
      (.noStackToPopToRoot(screen: "Home"), .notInStack, "Invalid transition: 'Home' is not inside a navigation stack, so there is no root to pop to."),
      (.emptyStack, .invalidLayout, "Invalid transition: a navigation stack needs at least one screen."),
      (.screenTwiceInStack(screen: "List"), .invalidLayout, "Invalid transition: 'List' appears twice; the screens of a stack must be distinct."),
      (.tabContainerInTab, .invalidLayout, "Invalid transition: a tab container cannot hold another tab container."),
      (.splitViewInTab, .invalidLayout, "Invalid transition: a tab container cannot hold a split view."),
      (.twoProminentTabs(first: "Deals", second: "Search"), .invalidLayout, "Invalid transition: the tabs 'Deals' and 'Search' are both prominent; a tab container has at most one prominent tab."),
      (.containerInSplitColumn, .invalidLayout, "Invalid transition: a split view's column holds a screen or a navigation stack."),
      (.emptySnapshot, .invalidLayout, "Invalid transition: the snapshot shows nothing to restore."),
      (.unrestorableScreen(name: "Product", title: ""), .invalidLayout, "Invalid transition: no screen can be made for 'Product'."),
      (.popoverWithoutAnchor, .invalidPresentation, "Invalid transition: a popover needs an anchor: use .popover(anchor:arrows:inNavigation:)."),
      (.anchorWithoutPopover(style: "sheet"), .invalidPresentation, "Invalid transition: an anchor applies to a popover, not to a presentation as sheet."),
      (.emptyPopoverAnchor, .invalidPresentation, "Invalid transition: a popover's anchor needs an identifier."),
      (.noPopoverArrowDirection, .invalidPresentation, "Invalid transition: a popover needs at least one arrow direction."),
      (.detentsWithoutSheet(style: "fullScreen"), .invalidPresentation, "Invalid transition: detents apply to a sheet, not to a presentation as fullScreen."),
      (.sheetWithoutDetents, .invalidPresentation, "Invalid transition: a sheet needs at least one detent."),
      (.detentWithoutIdentifier, .invalidPresentation, "Invalid transition: a detent needs an identifier."),
      (.invalidDetentHeight(detent: "peek"), .invalidPresentation, "Invalid transition: the detent 'peek' needs a height above 0 points."),
      (.invalidDetentFraction(detent: "peek"), .invalidPresentation, "Invalid transition: the detent 'peek' needs a fraction above 0 and at most 1."),
      (.duplicateDetentIdentifiers, .invalidPresentation, "Invalid transition: a sheet's detents need distinct identifiers."),
      (.unknownSelectedDetent("tall"), .invalidPresentation, "Invalid transition: the selected detent 'tall' is not one of the sheet's."),
      (.unknownUndimmedDetent("tall"), .invalidPresentation, "Invalid transition: the undimmed detent 'tall' is not one of the sheet's."),
      (.notASheetWithDetents(screen: "Cart"), .personActionUnavailable, "Invalid transition: 'Cart' was not presented as a sheet with detents."),
      (.alertWithoutActions, .invalidPresentation, "Invalid transition: an alert needs at least one action."),
      (.alertWithTwoCancelActions, .invalidPresentation, "Invalid transition: an alert can have only one cancel action."),
      (.resultAlreadyAwaited(screen: "Login"), .resultAlreadyAwaited, "Invalid transition: someone already awaits the result of 'Login'."),
      (.hostContainerGone, .hostContainerGone, "Invalid transition: the host's container view controller no longer exists, so a new root has nowhere to go."),
      (.noSheetPresentationController(screen: "Filters"), .noSheetPresentationController, "Invalid transition: UIKit gave 'Filters' no sheet presentation controller for its detents."),
      (.noPopoverPresentationController(screen: "Share"), .noPopoverPresentationController, "Invalid transition: UIKit gave 'Share' no popover presentation controller."),
    ])
  func typedInvalidTransitions(_ error: NavigationError, _ code: NavigationError.Code, _ sentence: String) {
    #expect(error.code == code)
    #expect(error.description == sentence)
  }

  @Test(
    "reasons an app acts on alike share one code, and keep their own sentences",
    arguments: [
      (NavigationError.routerHasNoRoot, NavigationError.Code.notInHierarchy, "The router has no root screen: it was never attached, or its screen was closed and released."),
      (.noNavigationContainer(source: "Tab", screen: "Product"), .notInStack, "Cannot push 'Product' from 'Tab': 'Tab' is not inside a navigation stack."),
      (.notInStack(screen: "List"), .notInStack, "Cannot pop to 'List': it is not in the navigation stack."),
      (.tabIndexOutOfRange(index: 3, count: 1), .noTabContainer, "Cannot select tab 3: the tab container has 1 tab."),
      (.alertShown(alert: "Delete?", screen: "Cart"), .alreadyPresenting, "Cannot present 'Cart': the alert 'Delete?' is shown, and an alert presents nothing; it goes first."),
      (.nothingToDismiss(screen: "Home"), .cannotClose, "Cannot dismiss 'Home': it was neither presented nor pushed."),
      (.nothingToGoBackTo(screen: "Home"), .personActionUnavailable, "'Home' is the root of its navigation stack; there is nothing to go back to."),
      (.tabUnderMore(index: 5, count: 7), .personActionUnavailable, "Cannot tap tab 5: the tab bar has 7 tabs, so only tabs 0 to 3 have tab items and tab 5 lives under More."),
      (.unknownDetent(screen: "Filters", detent: "tall", detents: ["medium"]), .personActionUnavailable, "Invalid transition: 'Filters' has no detent 'tall'; its detents are medium."),
    ])
  func mergedCodes(_ error: NavigationError, _ code: NavigationError.Code, _ sentence: String) {
    #expect(error.code == code)
    #expect(error.description == sentence)
  }

  @Test("a host's own mistakes have host-only codes, and sentences that name what did not fit")
  func hostMistakes() {
    #expect(NavigationError.inconsistentStep("pop #9 to #2").code == .inconsistentStep)
    #expect(NavigationError.transitionInFlight(step: "push").code == .transitionInFlight)
    #expect(NavigationError.noScreenObject(screen: "'Product'#3").code == .noScreenObject)
    #expect(
      NavigationError.noScreenObject(screen: "'Product'#3").description
        == "The step does not fit the navigation state: no screen object for 'Product'#3.")
    #expect(NavigationError.malformedSplitView("split #1 [Home]").code == .malformedSplitView)
    #expect(NavigationError.noSheetPresentationController(screen: "Filters").code == .noSheetPresentationController)
    #expect(NavigationError.noPopoverPresentationController(screen: "Share").code == .noPopoverPresentationController)
    #expect(
      NavigationError.malformedSplitView("split #1 [Home]").description
        == "The step does not fit the navigation state: a split view holds two or three navigation stacks, not split #1 [Home].")
  }

  @Test("an app switches over a code and ends in default, so a new reason breaks no switch")
  func switchingOverCodes() {
    func advice(for error: NavigationError) -> String {
      switch error.code {
      case .guardDenied: "sign in"
      case .alreadyPresenting: "retry later"
      default: "log \(error.code)"
      }
    }
    #expect(advice(for: .guardDenied(guard: "signed in", reason: "no user")) == "sign in")
    #expect(advice(for: .alertShown(alert: "Delete?", screen: "Cart")) == "retry later")
    #expect(advice(for: .emptyStack) == "log invalidLayout")
  }

  @Test("a code is encoded as its name and read back from it")
  func codesAreCodable() throws {
    let data = try JSONEncoder().encode([NavigationError.Code.guardDenied, .invalidLayout])
    #expect(String(decoding: data, as: UTF8.self) == #"["guardDenied","invalidLayout"]"#)
    #expect(try JSONDecoder().decode([NavigationError.Code].self, from: data) == [.guardDenied, .invalidLayout])
    #expect(NavigationError.Code(rawValue: "noRoot") == .noRoot)
  }

  @Test("errors of one reason and one name are equal; another name or reason is not")
  func equality() {
    #expect(NavigationError.screenTwiceInStack(screen: "List") == .screenTwiceInStack(screen: "List"))
    #expect(NavigationError.screenTwiceInStack(screen: "List") != .screenTwiceInStack(screen: "Cart"))
    #expect(NavigationError.emptyStack != .emptySnapshot)
  }
}
