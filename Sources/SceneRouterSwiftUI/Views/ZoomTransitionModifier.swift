#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// Zooms a pushed screen or a presentation out of the view the route named
/// (`Transition.push(zoomingFrom:)`): `navigationTransition(.zoom(sourceID:in:))` in the namespace
/// `NavigationRootView` shares with the views marked by `zoomTransitionSource(_:)`. Below iOS 18
/// the screen keeps the standard transition.
struct ZoomTransitionModifier: ViewModifier {
  let source: String?
  @Environment(\.sceneRouterZoomNamespace) private var namespace

  func body(content: Content) -> some View {
    if #available(iOS 18, macOS 15, *), let source, let namespace {
      content.navigationTransition(.zoom(sourceID: source, in: namespace))
    } else {
      content
    }
  }
}

/// Marks a view as the source a zoom transition starts from.
struct ZoomSourceModifier: ViewModifier {
  let id: String
  @Environment(\.sceneRouterZoomNamespace) private var namespace

  func body(content: Content) -> some View {
    if #available(iOS 18, macOS 15, *), let namespace {
      content.matchedTransitionSource(id: id, in: namespace)
    } else {
      content
    }
  }
}

extension View {
  /// Marks this view as the view a screen opened with `Transition.push(zoomingFrom:)` zooms out of
  /// (iOS 18's `matchedTransitionSource(id:in:)`, in the namespace of the enclosing
  /// `NavigationRootView`). Below iOS 18 it changes nothing.
  ///
  /// ```swift
  /// ProductThumbnail(product).zoomTransitionSource("product-\(product.id)")
  /// ```
  ///
  /// - Parameter id: The identifier the route names.
  /// - Returns: The view, marked.
  public func zoomTransitionSource(_ id: String) -> some View {
    modifier(ZoomSourceModifier(id: id))
  }
}

extension EnvironmentValues {
  /// The namespace zoom transitions share within a `NavigationRootView`.
  var sceneRouterZoomNamespace: Namespace.ID? {
    get { self[ZoomNamespaceKey.self] }
    set { self[ZoomNamespaceKey.self] = newValue }
  }
}

private struct ZoomNamespaceKey: EnvironmentKey {
  static let defaultValue: Namespace.ID? = nil
}

#endif
