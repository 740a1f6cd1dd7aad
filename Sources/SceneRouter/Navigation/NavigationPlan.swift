/// Several navigation moves performed as one request: what a deep link to a whole stack
/// becomes, such as "Wishlist tab, then product 42".
///
/// The navigator checks every move against its state before the host performs the
/// first step: a plan that cannot be completed is refused whole, and the navigation
/// stays exactly as it was. Each move starts from the screen a person would see after
/// the moves before it.
///
/// ```swift
/// let plan = NavigationPlan([
///   .perform(.dismissPresented), .perform(.selectTab(1)), .perform(.popToRoot),
///   .open(ProductScreen(id: 42), as: .push),
/// ])
/// navigator.perform(plan)
/// ```
///
/// The plan lands as one visible change by default: only its last animated step animates
/// (``PlanAnimation/lastStep``); pass ``PlanAnimation/eachStep`` to see every step.
@MainActor
public struct NavigationPlan {
  /// One move of a plan.
  public enum Move {
    /// Make a layout the window's root.
    case setRoot(Layout)
    /// Open a layout from the top-most screen: a screen with any transition, or a whole
    /// container (a stack, tabs, a split view) presented with any presentation transition —
    /// modal styles, sheets, popovers, `.fade`, an app's ``CustomTransition`` — or made the root
    /// with `.replaceRoot`. A stack or a split view's column shows screens only, so a container
    /// opened with `.push` or `.show(in:)` is refused
    /// (``NavigationError/Code/invalidLayout``); `inNavigation` wraps a single screen only.
    ///
    /// ```swift
    /// NavigationPlan([.perform(.dismissPresented), .open(.tabs([.stack([home]), .stack([more])], selected: 0), as: .fade)])
    /// ```
    case open(Layout, as: Transition)
    /// A move that shows no screen: select a tab, pop to root, dismiss presented.
    case perform(NavigationMove)
    /// Close the top-most screen the way it was opened.
    case closeTopMost
    /// Presents a whole layout without animation: ``open(_:as:)-enum.case`` with the
    /// presentation's transition does it, animated or not.
    ///
    /// - Parameters:
    ///   - layout: The layout to present.
    ///   - style: The presentation style.
    ///   - sheet: The sheet's detents and looks; nil for the platform's.
    ///   - popover: The popover's anchor and arrows.
    /// - Returns: The move: `.open(layout, as:)` with `.modal(style)`, its sheet and popover,
    ///   not animated.
    @available(*, deprecated, message: "Use .open(layout, as: .modal(style)), .sheet(…) or .popover(…); add .animated(false) to present without animation")
    public static func present(
      _ layout: Layout, style: PresentationStyle, sheet: SheetConfiguration? = nil, popover: PopoverConfiguration? = nil
    ) -> Move {
      .open(layout, as: Transition.presenting(style, sheet: sheet, popover: popover).animated(false))
    }

    /// Open a screen from the top-most screen, as a router's `route(to:as:)` would.
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - transition: How to open it.
    /// - Returns: The move: ``open(_:as:)-enum.case`` with the screen as its layout.
    public static func open(_ screen: any Screen, as transition: Transition) -> Move {
      .open(.screen(screen), as: transition)
    }
  }

  /// The moves, in order.
  public var moves: [Move]
  /// Whether the plan lands in one animation (the default) or animates every step.
  public var animation: PlanAnimation

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - moves: The moves, in order.
  ///   - animation: How the steps animate; ``PlanAnimation/lastStep`` by default.
  public init(_ moves: [Move], animation: PlanAnimation = .lastStep) {
    self.moves = moves
    self.animation = animation
  }
}
