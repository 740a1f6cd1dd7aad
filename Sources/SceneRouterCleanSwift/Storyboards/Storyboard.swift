import SceneRouter
/// Scenes instantiated by identifier, and the segues between them: a storyboard as plain
/// logic, for the headless host, tests and UI-free code.
///
/// ```swift
/// let storyboard = Storyboard(name: "Main")
/// storyboard.register(scene: "ShowOrder") { ShowOrderScreen(navigator: navigator, storyboard: storyboard) }
/// storyboard.registerSegue("ShowOrder", from: "ListOrders", to: "ShowOrder", as: .push)
///
/// let screen = try storyboard.instantiateScreen(withIdentifier: "ShowOrder")  // a new instance
/// try await storyboard.performSegue(withIdentifier: "ShowOrder", from: list, on: navigator)
/// ```
///
/// A segue follows UIKit's lifecycle (rule 41): `shouldPerformSegue` (for triggered
/// segues) → a new destination → the source's `prepare(for:sender:)` → the transition.
/// Unknown identifiers and custom segues without a perform handler are
/// `CleanSwiftRoutingError`s (rules 42, 43 and 46). The storyboard keeps no screen alive:
/// it holds factories, and a segue lives only while it is performed.
@MainActor
public final class Storyboard {
  /// Choices where UIKit's behaviour is unconfirmed.
  public struct Configuration: Hashable, Sendable {
    /// Whether ``Storyboard/performSegue(withIdentifier:from:sender:on:)`` asks the source's
    /// ``SeguePreparing/shouldPerformSegue(withIdentifier:sender:)`` first. UIKit is
    /// documented not to, but sources conflict (rule 41); `false` by default.
    public var consultsShouldPerformForProgrammaticSegues: Bool

    /// Creates a configuration.
    ///
    /// - Parameter consultsShouldPerformForProgrammaticSegues: `false` by default.
    public init(consultsShouldPerformForProgrammaticSegues: Bool = false) {
      self.consultsShouldPerformForProgrammaticSegues = consultsShouldPerformForProgrammaticSegues
    }
  }

  /// How a custom segue shows its destination.
  public typealias PerformHandler = @MainActor (StoryboardSegue, Navigator) async throws(NavigationError) -> Void

  /// What performing a segue did.
  public enum Outcome: Hashable, Sendable {
    /// The destination was prepared and shown.
    case performed
    /// The source's `shouldPerformSegue` returned false; nothing was instantiated or shown.
    case ignored
  }

  private enum Kind {
    case transition(Transition)
    case custom(PerformHandler?)
    case unwind
  }

  private struct SegueDefinition {
    var destination: String
    var kind: Kind
  }

  private struct SegueKey: Hashable {
    var source: String
    var identifier: String
  }

  /// The storyboard's name in error messages, such as `Main`.
  public let name: String
  /// The storyboard's choices.
  public var configuration: Configuration

  private var factories: [String: @MainActor () -> any Screen] = [:]
  private var segues: [SegueKey: SegueDefinition] = [:]
  private var duplicates: Set<String> = []

  /// Creates an empty storyboard.
  ///
  /// - Parameters:
  ///   - name: Its name in error messages.
  ///   - configuration: Its choices.
  public init(name: String, configuration: Configuration = Configuration()) {
    self.name = name
    self.configuration = configuration
  }

  // MARK: - Scenes

  /// Registers a scene's factory under a storyboard identifier.
  ///
  /// Registering an identifier twice is remembered: instantiating it then throws
  /// `CleanSwiftRoutingError.duplicateIdentifier(storyboard:identifier:)`.
  ///
  /// - Parameters:
  ///   - identifier: The scene's storyboard identifier, such as `ShowOrder`.
  ///   - factory: Makes a new, fully wired screen on every call.
  public func register(scene identifier: String, _ factory: @escaping @MainActor () -> any Screen) {
    if factories[identifier] != nil { duplicates.insert(identifier) }
    factories[identifier] = factory
  }

  /// The registered scene identifiers, sorted.
  public var sceneIdentifiers: [String] { factories.keys.sorted() }

  /// A new instance of the scene registered under `identifier` (UIKit's
  /// `instantiateViewController(withIdentifier:)`); every call makes a new one.
  ///
  /// - Complexity: O(1) on average, plus the factory's work.
  /// - Throws: `CleanSwiftRoutingError.unknownScene(storyboard:identifier:)` or
  ///   `CleanSwiftRoutingError.duplicateIdentifier(storyboard:identifier:)`.
  public func instantiateScreen(withIdentifier identifier: String) throws(CleanSwiftRoutingError) -> any Screen {
    guard !duplicates.contains(identifier) else {
      throw .duplicateIdentifier(storyboard: name, identifier: identifier)
    }
    guard let factory = factories[identifier] else { throw .unknownScene(storyboard: name, identifier: identifier) }
    return factory()
  }

  // MARK: - Segues

  /// Registers a segue that shows its destination with a transition.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier, such as `ShowOrder`.
  ///   - source: The `Screen.screenName` of the screens it starts from, such as `ListOrders`.
  ///   - destination: The storyboard identifier of the scene it shows.
  ///   - transition: How it shows the destination (`.push` for a show segue in a stack).
  public func registerSegue(_ identifier: String, from source: String, to destination: String, as transition: Transition) {
    addSegue(identifier, from: source, SegueDefinition(destination: destination, kind: .transition(transition)))
  }

  /// Registers a custom segue, which shows its destination with `performHandler`.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The `Screen.screenName` of the screens it starts from.
  ///   - destination: The storyboard identifier of the scene it shows.
  ///   - performHandler: Shows the destination; a segue without one cannot be performed
  ///     (UIKit rule 43) and fails with `CleanSwiftRoutingError.segueCannotPerform(identifier:)`.
  public func registerCustomSegue(
    _ identifier: String, from source: String, to destination: String, performHandler: PerformHandler?
  ) {
    addSegue(identifier, from: source, SegueDefinition(destination: destination, kind: .custom(performHandler)))
  }

  /// Registers an unwind segue: it returns from its source to the screen below it (the
  /// one under it in its stack, or the one it was presented over), closing the source the
  /// way it was opened. The returned-to screen is the segue's destination, so the source's
  /// `prepare` passes data back to it, as an unwind segue's does.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier, such as `UnwindToList`.
  ///   - source: The `Screen.screenName` of the screens it starts from.
  public func registerUnwindSegue(_ identifier: String, from source: String) {
    addSegue(identifier, from: source, SegueDefinition(destination: "", kind: .unwind))
  }

  private func addSegue(_ identifier: String, from source: String, _ definition: SegueDefinition) {
    let key = SegueKey(source: source, identifier: identifier)
    if segues[key] != nil { duplicates.insert("\(source).\(identifier)") }
    segues[key] = definition
  }

  /// Performs a segue from code (UIKit's `performSegue(withIdentifier:sender:)`): a new
  /// destination, the source's preparation, then the transition.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The screen it starts from; it must be on screen.
  ///   - sender: What triggered it, handed to the source's callbacks.
  ///   - navigator: The navigator that shows the destination.
  /// - Returns: ``Outcome/performed``, or ``Outcome/ignored`` when the source vetoed it
  ///   (only with ``Configuration/consultsShouldPerformForProgrammaticSegues``).
  /// - Throws: A `CleanSwiftRoutingError`; nothing is shown then.
  @discardableResult
  public func performSegue(
    withIdentifier identifier: String, from source: any Screen, sender: (any Sendable)? = nil, on navigator: Navigator
  ) async throws(CleanSwiftRoutingError) -> Outcome {
    try await run(
      identifier, from: source, sender: sender, on: navigator,
      consultingShouldPerform: configuration.consultsShouldPerformForProgrammaticSegues)
  }

  /// Performs a segue a person triggered on a storyboard control (a tapped cell or
  /// button): the source's `shouldPerformSegue` is always asked first.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The screen it starts from; it must be on screen.
  ///   - sender: The control, or what it stands for (such as the tapped row).
  ///   - navigator: The navigator that shows the destination.
  /// - Returns: Whether the segue was performed or ignored.
  /// - Throws: A `CleanSwiftRoutingError`; nothing is shown then.
  @discardableResult
  public func triggerSegue(
    withIdentifier identifier: String, from source: any Screen, sender: (any Sendable)? = nil, on navigator: Navigator
  ) async throws(CleanSwiftRoutingError) -> Outcome {
    try await run(identifier, from: source, sender: sender, on: navigator, consultingShouldPerform: true)
  }

  private func run(
    _ identifier: String, from source: any Screen, sender: (any Sendable)?, on navigator: Navigator,
    consultingShouldPerform: Bool
  ) async throws(CleanSwiftRoutingError) -> Outcome {
    guard !duplicates.contains("\(source.screenName).\(identifier)") else {
      throw .duplicateIdentifier(storyboard: name, identifier: identifier)
    }
    guard let definition = segues[SegueKey(source: source.screenName, identifier: identifier)] else {
      throw .unknownSegue(source: source.screenName, identifier: identifier)
    }
    guard navigator.isShowing(source) else { throw .navigation(.notInHierarchy(screen: source.screenName)) }
    let preparing = source as? any SeguePreparing
    if consultingShouldPerform, let preparing,
      !preparing.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      return .ignored
    }
    if case .unwind = definition.kind {
      return try await unwind(identifier, from: source, sender: sender, preparing: preparing, on: navigator)
    }
    let destination = try instantiateScreen(withIdentifier: definition.destination)
    let transition: Transition?
    let handler: PerformHandler?
    switch definition.kind {
    case .unwind:
      return .ignored
    case .transition(let value):
      transition = value
      handler = nil
    case .custom(let perform):
      guard let perform else { throw .segueCannotPerform(identifier: identifier) }
      transition = nil
      handler = perform
    }
    let segue = StoryboardSegue(identifier: identifier, source: source, destination: destination, transition: transition)
    try preparing?.prepareSynchronously(for: segue, sender: sender)
    try await preparing?.prepare(for: segue, sender: sender)
    do {
      if let transition {
        try await navigator.openAndWait(destination, from: source, as: transition)
      } else if let handler {
        try await handler(segue, navigator)
      }
    } catch {
      throw .navigation(error)
    }
    return .performed
  }

  private func unwind(
    _ identifier: String, from source: any Screen, sender: (any Sendable)?, preparing: (any SeguePreparing)?,
    on navigator: Navigator
  ) async throws(CleanSwiftRoutingError) -> Outcome {
    guard let destination = navigator.screenRevealed(byClosing: source) else {
      throw .nothingToGoBackTo(source: source.screenName)
    }
    let segue = StoryboardSegue(identifier: identifier, source: source, destination: destination, transition: nil)
    try preparing?.prepareSynchronously(for: segue, sender: sender)
    try await preparing?.prepare(for: segue, sender: sender)
    do {
      try await navigator.closeAndWait(source)
    } catch {
      throw .navigation(error)
    }
    return .performed
  }
}
