import UIKit
import IntentsUI
import SceneRouter
import StorefrontKit

/// Draws one storefront screen as a table: its content lines in the first section, and a
/// row per action in the second (a product page's related products, "Add to wishlist",
/// Login's "Log in as Ana", ...). Tapping an action runs it as the terminal app and the tests
/// do; the routers it calls move the navigator, and `UIKitHost` shows the result.
///
/// The table is drawn again before it appears, after its own action finishes and after every
/// navigation change, so that a product page says "On your wishlist." once Login closed.
final class StorefrontViewController: UITableViewController {
  private let screen: any Screen
  private weak var navigator: Navigator?
  /// The observation that redraws the table; it holds the controller weakly.
  private var observation: NavigationEventObservation?
  private let tasks: AppTasks
  private var lines: [String] = []
  private var actions: [ScreenAction] = []

  /// Creates the controller of a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen; a `StorefrontScreen` shows its content and actions.
  ///   - navigator: The window's navigator, whose changes redraw the table.
  ///   - tasks: The app's tasks, which run the actions.
  init(screen: any Screen, navigator: Navigator?, tasks: AppTasks) {
    self.screen = screen
    self.navigator = navigator
    self.tasks = tasks
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    showAddToSiriButton()
    render()
    // The observer holds this controller weakly: once it is gone, an event redraws nothing.
    observation = navigator?.addEventObserver { [weak self] _ in self?.render() }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    render()
  }

  /// A product page shows IntentsUI's "Add to Siri" button below its table, its router as the
  /// button's delegate.
  private func showAddToSiriButton() {
    guard let product = screen as? ProductScreen, let router = product.viewModel.siriRoute as? AppSiriRouter else { return }
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 76))
    let button = router.makeAddToSiriButton(for: product.viewModel.product.id)
    button.frame = CGRect(x: 16, y: 14, width: footer.bounds.width - 32, height: 48)
    button.autoresizingMask = [.flexibleWidth]
    footer.addSubview(button)
    tableView.tableFooterView = footer
  }

  /// Reads the screen's title, content and actions again, and redraws.
  private func render() {
    title = screen.screenTitle
    isModalInPresentation = screen.refusesInteractiveDismissal
    let content = screen as? any StorefrontScreen
    lines = content?.body ?? []
    actions = content?.actions ?? []
    tableView.reloadData()
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? lines.count : actions.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? nil : "What you can do"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let identifier = indexPath.section == 0 ? "line" : "action"
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    if indexPath.section == 0 {
      cell.textLabel?.text = lines[indexPath.row]
      cell.textLabel?.numberOfLines = 0
      cell.accessoryType = .none
    } else {
      cell.textLabel?.text = actions[indexPath.row].title
      cell.textLabel?.numberOfLines = 1
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == 1, actions.indices.contains(indexPath.row) else { return }
    let action = actions[indexPath.row]
    // "Add to wishlist" may wait for Login: the action runs as one of the app's tasks.
    tasks.start(action.title) { [weak self] in
      await action.perform()
      self?.render()
    }
  }
}
