public import Observation
public import SceneRouter

/// The observable navigation model of one window: what SwiftUI views show, and the
/// ``NavigationHost`` a ``Navigator`` performs its steps on.
///
/// The model holds, as plain observable values, the window's presentation levels, each
/// navigation stack's screens (a `NavigationStack`'s root and path), each tab container's
/// tabs and selected index (a `TabView`'s selection), and the sheet or full-screen cover
/// presented over each level. It performs each step the navigator plans by changing those
/// values, with UIKit's rules (the same checks as the headless host), and completes the
/// step when the view layer confirms it, or at once when no view is attached (in tests,
/// and before the first view appears).
///
/// What a person does in SwiftUI arrives as binding writes: a path that shrinks, a sheet
/// item set to nil, a tab selection. The model applies each one and reports it to its
/// ``delegate`` as a user action, so ``Navigator/snapshot`` equals ``snapshot`` after
/// each; a write the navigator would refuse (pulling down a sheet whose screen refuses
/// interactive dismissal) is reverted and recorded in ``lastRefusedWrite``.
///
/// ```swift
/// let model = NavigationModel()
/// let navigator = Navigator(host: model)
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// // In the app: NavigationRootView(model: model) { screen in ScreenView(screen) }
/// ```
@Observable
@MainActor
public final class NavigationModel: NavigationHost {
  /// The navigator, hearing what a person did; held weakly.
  @ObservationIgnored public weak var delegate: (any NavigationHostDelegate)?

  /// Everything shown, as plain values; replaced whole on every change.
  var tree = ModelTree()

  /// The step whose transition the view layer has not confirmed yet, if any.
  public private(set) var inFlightStep: NavigationStep?

  /// The last binding write the model reverted, with why.
  public private(set) var lastRefusedWrite: RefusedWrite?

  /// How many views have attached themselves with ``viewDidAttach()`` and not detached.
  public private(set) var attachedViewCount = 0

  @ObservationIgnored private var pending: Pending?
  @ObservationIgnored private var deferred: [Deferred] = []

  /// What the step in flight waits for before it completes.
  private enum Awaited: Equatable {
    case appear(ScreenID)
    case disappear(ScreenID)
  }

  private struct Pending {
    var awaited: Awaited
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
  }

  private struct Deferred {
    var step: NavigationStep
    var screens: ScreenLookup
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
  }

  /// Creates an empty model; a ``Navigator`` created over it makes itself its delegate.
  public init() {}

  // MARK: - What is shown

  /// The presentation levels, the window's root first.
  public var levels: [Level] { tree.levels }

  /// What the window's root shows, or nil before the first root is set.
  public var root: Node? { tree.levels.first?.root }

  /// The presentation over `level`, if any.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func presentation(above level: Int) -> Presentation? {
    let index = level + 1
    guard index > 0, tree.levels.indices.contains(index) else { return nil }
    let presented = tree.levels[index]
    return Presentation(root: presented.root, style: presented.style ?? .fullScreen, level: index)
  }

  /// The presentation over `level` when it is shown as a sheet: what `.sheet(item:)` shows.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func sheet(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.isSheet ? $0 : nil }
  }

  /// The presentation over `level` when it covers the screen: what `.fullScreenCover(item:)` shows.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func fullScreenCover(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.isSheet ? nil : $0 }
  }

  /// A navigation stack's screens, bottom first; empty for an identity that is no stack.
  ///
  /// - Parameter stack: The stack's identity.
  public func screens(of stack: ScreenID) -> [ScreenID] { tree.stacks[stack] ?? [] }

  /// A navigation stack's first screen: the `NavigationStack`'s root view.
  ///
  /// - Parameter stack: The stack's identity.
  public func rootScreen(of stack: ScreenID) -> ScreenID? { tree.stacks[stack]?.first }

  /// A navigation stack's screens above its first: the `NavigationStack`'s path.
  ///
  /// - Parameter stack: The stack's identity.
  public func path(of stack: ScreenID) -> [ScreenID] { Array(screens(of: stack).dropFirst()) }

  /// A tab container's tabs; empty for an identity that is no tab container.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func tabs(of tabs: ScreenID) -> [Node] { tree.tabs[tabs]?.tabs ?? [] }

  /// A tab container's selected index: the `TabView`'s selection.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func selectedTab(of tabs: ScreenID) -> Int { tree.tabs[tabs]?.selected ?? 0 }

  /// The screen object shown under an identity, for the app's view of that screen.
  ///
  /// - Parameter id: A screen's identity.
  public func screen(for id: ScreenID) -> (any Screen)? { tree.screens[id] }

  /// The screen a person sees: the top-most presentation's selected, top-most screen.
  public var topMostScreen: (any Screen)? { tree.topMostScreen.flatMap { tree.screens[$0] } }

  /// What the model shows, read off its own values (not off the navigator).
  ///
  /// - Complexity: O(*n*) in the number of screens shown.
  public var snapshot: NavigationSnapshot { tree.snapshot }

  // MARK: - Performing steps

  /// Performs one step by changing the model's values; see ``NavigationHost/perform(_:screens:completion:)``.
  ///
  /// A step that does not fit (UIKit would refuse it) fails with the same
  /// ``NavigationError`` as on the headless host, and nothing changes. With no view
  /// attached the step completes at once; otherwise it completes when the view layer
  /// reports the screen it shows appearing, or the screen it removes disappearing.
  /// A step that arrives while another waits for its view runs after it, in order.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screen objects the step shows for the first time.
  ///   - completion: Called once when the step is done or refused.
  public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard pending == nil else {
      deferred.append(Deferred(step: step, screens: screens, completion: completion))
      return
    }
    let before = tree.topMostScreen
    do throws(NavigationError) {
      _ = try tree.apply(step, screens: screens)
    } catch {
      completion(.failure(error))
      return
    }
    let after = tree.topMostScreen
    let awaited: Awaited
    if attachedViewCount == 0 {
      completion(.success(()))
      return
    } else if let before, !tree.contains(before) {
      awaited = .disappear(before)
    } else if let after, after != before {
      awaited = .appear(after)
    } else {
      completion(.success(()))
      return
    }
    pending = Pending(awaited: awaited, completion: completion)
    inFlightStep = step
  }

  // MARK: - What the view layer reports

  /// A view of the model appeared: from now on steps wait for the view layer to confirm them.
  public func viewDidAttach() {
    attachedViewCount += 1
  }

  /// A view of the model went away; with no view left, a step in flight completes.
  public func viewDidDetach() {
    attachedViewCount = max(0, attachedViewCount - 1)
    if attachedViewCount == 0, pending != nil { finishTransition() }
  }

  /// The view of a screen appeared (`onAppear`); completes a step waiting for it.
  ///
  /// - Parameter id: The screen's identity.
  public func screenDidAppear(_ id: ScreenID) {
    if pending?.awaited == .appear(id) { finishTransition() }
  }

  /// The view of a screen disappeared (`onDisappear`); completes a step waiting for it.
  ///
  /// - Parameter id: The screen's identity.
  public func screenDidDisappear(_ id: ScreenID) {
    if pending?.awaited == .disappear(id) { finishTransition() }
  }

  /// Completes the step in flight, as its view's confirmation would.
  ///
  /// - Throws: ``NavigationError/userActionUnavailable(action:reason:)`` when nothing is in flight.
  public func completeTransition() throws(NavigationError) {
    guard pending != nil else {
      throw .userActionUnavailable(action: "complete a transition", reason: "no transition is in flight")
    }
    finishTransition()
  }

  private func finishTransition() {
    guard let current = pending else { return }
    pending = nil
    inFlightStep = nil
    current.completion(.success(()))
    while pending == nil, !deferred.isEmpty {
      let next = deferred.removeFirst()
      perform(next.step, screens: next.screens, completion: next.completion)
    }
  }

  // MARK: - What a person does

  /// Applies what a person did and tells the navigator; refused writes are reverted.
  func performUserStep(_ step: NavigationStep, action: String) throws(NavigationError) {
    if pending != nil {
      try refuse(.userActionUnavailable(action: action, reason: "a transition is in flight"), action: action)
    }
    do throws(NavigationError) {
      _ = try tree.apply(step, screens: ScreenLookup())
    } catch {
      try refuse(error, action: action)
    }
    delegate?.host(self, didPerformUserAction: step)
  }

  /// Records a refused binding write and makes every binding read the model again, so the
  /// view shows what the model holds: the write is reverted, not lost.
  func refuse(_ error: NavigationError, action: String) throws(NavigationError) -> Never {
    lastRefusedWrite = RefusedWrite(action: action, error: error)
    let unchanged = tree
    tree = unchanged
    throw error
  }
}
