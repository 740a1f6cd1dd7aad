#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
@_spi(Hosting) import SceneRouter

/// The SwiftUI view of a window: everything a NavigationModel holds, drawn with
/// `NavigationStack`, `TabView`, `.sheet(item:)` (resting at its detents with
/// `presentationDetents(_:selection:)`), `.fullScreenCover(item:)`, and `alert` or
/// `confirmationDialog` for an alert route, each driven by the model through bindings.
///
/// The app supplies the view of each screen; the model says which screens are where.
///
/// ```swift
/// WindowGroup {
///   NavigationRootView(model: model) { screen in
///     switch screen {
///     case let shop as ShopScreen: ShopView(viewModel: shop.viewModel)
///     case let product as ProductScreen: ProductView(viewModel: product.viewModel)
///     default: Text(verbatim: screen.screenName)
///     }
///   }
/// }
/// ```
///
/// While it is shown, the model completes an animated step when SwiftUI says its animation
/// finished (it installs a ``SwiftUIAnimator`` unless the model has an animator), and a step
/// without animation when the screens' views appeared or disappeared, so a navigator's next
/// request starts after the person saw the change.
public struct NavigationRootView<ScreenContent: View>: View {
  private let model: NavigationModel
  private let content: @MainActor (any Screen) -> ScreenContent
  /// The window's width, which the model's popovers adapt to.
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  /// Shared by zoom transitions and the views they zoom out of.
  @Namespace private var zoomNamespace

  /// Creates the view of a window.
  ///
  /// - Parameters:
  ///   - model: The window's navigation model, the host of its navigator.
  ///   - content: The view of one screen.
  public init(model: NavigationModel, @ViewBuilder content: @escaping @MainActor (any Screen) -> ScreenContent) {
    self.model = model
    self.content = content
  }

  /// The window's root level, with the presentations over it.
  public var body: some View {
    let model = self.model
    LevelView(model: model, level: 0, content: content)
      .environment(\.sceneRouterZoomNamespace, zoomNamespace)
      .onChange(of: horizontalSizeClass, initial: true) { _, width in
        // The model hears the width as the engine's setWidth: a popover shown adapts.
        try? model.engine.setWidth(width == .compact ? .compact : .regular)
      }
      .onAppear {
        if model.animator == nil { model.animator = SwiftUIAnimator() }
        model.viewDidAttach()
      }
      .onDisappear { model.viewDidDetach() }
  }
}

#endif
