@_spi(Hosting) public import SceneRouter

/// A host with no UI that follows UIKit's navigation, presentation and tab rules: what
/// SceneRouter's tests, its terminal sample and your own unit tests run on.
///
/// It performs the steps a `Navigator` plans, holds screens the way UIKit's containers
/// do (so a closed screen is released), delivers appearance callbacks in UIKit's order,
/// refuses with a `NavigationError` what UIKit would refuse, can leave an animated
/// transition in flight until a test completes it, and simulates what a person does:
/// tap a tab (or choose one under More), tap back, swipe back (completed or cancelled), pull a
/// sheet down, tap outside a popover; and the window's width changing (`setWidth(_:)`), which
/// a popover adapts to and a split view collapses or expands with (tap back in a collapsed
/// split view goes back through its columns).
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator(host: host)
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// try host.tapTab(1)
/// #expect(host.snapshot == navigator.snapshot)
/// ```
///
/// The rules it follows are listed, with their sources, in `UIKIT-RULES.md`; where UIKit's
/// behaviour is undocumented, ``Configuration`` makes it a choice.
@MainActor
public final class HeadlessHost: EngineHost {
  /// Choices where UIKit's behaviour is undocumented or differs between versions.
  public struct Configuration: Sendable, Hashable {
    /// Whether animated transitions finish at once. When false, each animated step stays
    /// in flight until ``HeadlessHost/completeTransition()``, as an animation would.
    public var completesTransitionsAutomatically: Bool
    /// Whether the host keeps ``HeadlessHost/appearanceLog`` and
    /// `HeadlessHost.performedSteps`; turn it off for long runs and benchmarks.
    public var recordsHistory: Bool
    /// The window's width when the host is created: an iPhone in portrait is compact, an
    /// iPad's full screen regular. Change it later with ``SceneRouter/EngineHost/setWidth(_:)``.
    public var width: HorizontalSizeClass

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - completesTransitionsAutomatically: Whether animated steps finish at once; true by default.
    ///   - recordsHistory: Whether the host logs callbacks and steps; true by default.
    ///   - width: The window's width at first; regular by default.
    public init(
      completesTransitionsAutomatically: Bool = true, recordsHistory: Bool = true, width: HorizontalSizeClass = .regular
    ) {
      self.completesTransitionsAutomatically = completesTransitionsAutomatically
      self.recordsHistory = recordsHistory
      self.width = width
    }
  }

  /// One appearance callback as the host delivered it.
  public struct AppearanceRecord: Hashable, Sendable, CustomStringConvertible {
    /// The screen's name.
    public var screen: String
    /// The callback.
    public var event: AppearanceEvent

    /// `Product willAppear`.
    public var description: String { "\(screen) \(event)" }
  }

  /// The navigator (or anything else) hearing about a person's actions; held weakly.
  @_spi(Hosting) public var delegate: (any NavigationHostDelegate)? {
    get { engine.delegate }
    set { engine.delegate = newValue }
  }
  /// The host's choices.
  public var configuration: Configuration
  /// Asked before a tapped tab is selected, as `tabBarController(_:shouldSelect:)`;
  /// returning false keeps the current tab (rule 29).
  public var shouldSelectTab: (@MainActor (Int) -> Bool)? {
    get { engine.shouldSelectTab }
    set { engine.shouldSelectTab = newValue }
  }

  /// Every appearance callback delivered, in order (the latest ``historyLimit`` at least).
  public private(set) var appearanceLog: [AppearanceRecord] = [] {
    didSet { Self.bound(&appearanceLog) }
  }
  /// Every step performed, in order, including those a person caused (the latest
  /// ``historyLimit`` at least).
  @_spi(Hosting) public private(set) var performedSteps: [NavigationStep] = [] {
    didSet { Self.bound(&performedSteps) }
  }

  /// How many entries of ``appearanceLog`` and `performedSteps` a long run keeps: when a
  /// log reaches twice as many, its oldest entries are dropped down to this many, so that
  /// memory stays bounded over any number of steps (issue 10) at amortized constant cost.
  public static let historyLimit = 10_000

  private static func bound<Entry>(_ log: inout [Entry]) {
    if log.count > 2 * historyLimit { log.removeFirst(log.count - historyLimit) }
  }

  /// UIKit's rules, shared with every host that simulates UIKit's containers: the containers,
  /// the callbacks' order, what a person's action becomes, and what is in flight.
  @_spi(Hosting) public let engine: HostEngine

  /// Creates an empty host.
  ///
  /// - Parameter configuration: The host's choices where UIKit's behaviour is undocumented,
  ///   and the window's width.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    engine = HostEngine(width: configuration.width)
    engine.host = self
    engine.willDeliver = { [unowned self] callback in
      guard configuration.recordsHistory else { return }
      appearanceLog.append(AppearanceRecord(screen: callback.shown.screen.screenName, event: callback.event))
    }
    engine.didPerform = { [unowned self] step in
      if configuration.recordsHistory { performedSteps.append(step) }
    }
  }

  // MARK: - Inspecting

  /// What the host shows, read off its containers (not off the navigator).
  public var snapshot: NavigationSnapshot { engine.tree.snapshot }

  /// The window's width, which presentations adapt to (`PresentationStyle.shown(in:)`);
  /// a person changes it with ``SceneRouter/EngineHost/setWidth(_:)``.
  public var horizontalSizeClass: HorizontalSizeClass { engine.width }

  /// The tab item a step last gave a screen on screen, shown when the screen is a tab's root.
  ///
  /// - Parameter screen: A screen on screen.
  /// - Returns: Its tab item, or nil when it has none or is not on screen.
  public func tabItem(of screen: any Screen) -> TabItem? {
    engine.tree.identity(of: screen).flatMap { engine.tree.state[$0]?.tabItem }
  }

  /// The screen a person sees.
  public var topMostScreen: (any Screen)? { engine.tree.topMostScreen?.screen }

  /// The step whose transition is in flight, if any.
  @_spi(Hosting) public var inFlightStep: NavigationStep? { engine.inFlightStep }

  /// How many screens the host holds: in stacks, tabs and presentations, and in flight.
  public var heldScreenCount: Int { engine.heldScreenCount }

  /// How many entries the table of loaded screens holds, released screens not yet pruned
  /// included; for tests that check the table does not grow with short-lived screens.
  package var loadedScreenTableCount: Int { engine.loadedScreenTableCount }

  /// Forgets the appearance and step logs, for tests that look at one step at a time.
  public func clearLogs() {
    appearanceLog.removeAll()
    performedSteps.removeAll()
  }

  // MARK: - Performing steps

  /// Performs one step with UIKit's rules; see `NavigationHost.perform(_:screens:completion:)`.
  ///
  /// The host holds no queue: its navigator hands it no step while a transition or a
  /// person's change is in progress. A step that arrives then anyway is refused with
  /// `NavigationError.Code.transitionInFlight`, and nothing changes. An animated step stays
  /// in flight until ``completeTransition()`` when the configuration says so.
  @_spi(Hosting) public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    let holds = !configuration.completesTransitionsAutomatically
    engine.perform(step, screens: screens, holds: { holds && $0.step.isAnimated }, completion: completion)
  }

  /// Finishes the transition in flight: delivers its did-appear and did-disappear
  /// callbacks, releases what it removed and calls its completion.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when nothing is in flight.
  public func completeTransition() throws(NavigationError) {
    try engine.completeTransition()
  }

  /// Finishes transitions until none is in flight, including those that queued behind.
  ///
  /// - Returns: How many transitions were completed.
  @discardableResult
  public func completeAllTransitions() -> Int {
    var count = 0
    while engine.inFlightStep != nil, (try? completeTransition()) != nil { count += 1 }
    return count
  }
}
