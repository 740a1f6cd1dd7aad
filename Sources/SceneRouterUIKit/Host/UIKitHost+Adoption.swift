#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Changes code outside the navigator made, adopted.

extension UIKitHost {

  /// Reports the presentations code outside the navigator made with `present(_:animated:)`,
  /// which no UIKit delegate hears: the navigator adopts each presented controller (a screen,
  /// or a navigation controller's stack) under identities of its own, as a change made outside
  /// it, before it plans its next request. A tab bar or split view controller presented that way, or a
  /// presentation in a tab's own context, is not adopted: the navigator's next presentation
  /// from there is refused with `NavigationError.Code.alreadyPresenting`, naming it.
  @_spi(Hosting) public func reconcile() {
    guard current == nil, personPops.isEmpty, adoptedPushes.isEmpty, let root = rootViewController, let delegate
    else { return }
    let chain = levels(over: root)
    for index in chain.indices.dropFirst() where ids[ObjectIdentifier(chain[index])] == nil {
      guard let presenter = ids[ObjectIdentifier(chain[index - 1])] else { return }
      let presented = chain[index]
      guard let style = Self.presentationStyle(of: presented), !NavigationState.isContextStyle(style) else { return }
      let node: NavigationTree<NavigationStep.Screen>
      if let navigation = presented as? UINavigationController {
        let holder = AdoptedViewController(navigation)
        let stackID = delegate.host(self, adopt: holder).id
        var references: [NavigationStep.Screen] = []
        for controller in navigation.viewControllers {
          references.append(adopt(controller, delegate: delegate))
        }
        observer.observe(navigation)
        register(navigation, as: stackID, screen: nil)
        records[stackID]?.adoptedHolder = holder
        node = .stack(id: stackID, screens: references)
      } else if presented is UITabBarController || presented is UISplitViewController || presented is UIAlertController {
        // An alert controller dismisses itself when a person answers it, which no delegate hears.
        return
      } else {
        node = .screen(adopt(presented, delegate: delegate))
      }
      if let presentation = presented.presentationController {
        observer.observe(presentation)
        records[node.id]?.presented.controller = ObjectIdentifier(presentation)
      }
      records[node.id]?.presented.style = style
      delegate.hostDidBeginPersonChange(self)
      report(.present(node, from: presenter, style: style, animation: .none))
      endPersonChange()
    }
  }

  /// Gives a view controller that code outside the navigator showed an identity, and keeps
  /// its screen (itself, or an ``AdoptedViewController`` named after its class).
  func adopt(_ controller: UIViewController, delegate: any NavigationHostDelegate) -> NavigationStep.Screen {
    let screen = (controller as? any Screen) ?? AdoptedViewController(controller)
    let adopted = delegate.host(self, adopt: screen)
    register(controller, as: adopted.id, screen: screen)
    return adopted
  }

  /// The presentation style of a controller presented outside the navigator, as a value the
  /// navigator knows; nil for a style it has no name for.
  private static func presentationStyle(of controller: UIViewController) -> PresentationStyle? {
    let style = controller.modalPresentationStyle
    if style == .fullScreen { return .fullScreen }
    if style == .overFullScreen { return .overFullScreen }
    if style == .pageSheet { return .pageSheet }
    if style == .formSheet { return .formSheet }
    if style == .currentContext { return .currentContext }
    if style == .overCurrentContext { return .overCurrentContext }
    if style == .custom { return .custom }
    if style == .automatic { return .automatic }
    return nil
  }

  /// Code outside the navigator pushed `controller` (a view controller not yet moved to
  /// routers, partial adoption): the navigator adopts it under an identity of its own and
  /// hears the push as a change made outside it, so its state stays what UIKit shows and the
  /// screen can route and be closed like any other. A view controller that is no `Screen`
  /// is named after its class.
  func adoptPush(of controller: UIViewController, on navigation: UINavigationController, stack: ScreenID) {
    // Whether `viewControllers` already ends with `controller` when the delegate hears
    // `willShow` is not documented; the controller being new to the host is what counts.
    guard let delegate else { return }
    let key = ObjectIdentifier(navigation)
    delegate.hostDidBeginPersonChange(self)
    let adopted = adopt(controller, delegate: delegate)
    adoptedPushes.insert(key)
    let animation: StepAnimation = navigation.transitionCoordinator == nil ? .none : .standard
    report(.push(adopted, onto: stack, animation: animation))
  }
}

#endif
