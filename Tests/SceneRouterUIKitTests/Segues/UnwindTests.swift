#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterCleanSwift
import SceneRouterUIKit
import Testing

/// Unwind segues on UIKit: UIKit finds the destination and calls the source's
/// `prepare(for:sender:)` (forwarded to the Clean Swift segue routes, which pass data
/// back), then the destination's unwind action, then unwinds its containers; the navigator
/// follows, so its snapshot stays equal to UIKit's.
@MainActor
@Suite("Unwind segues")
struct UnwindTests {
  /// Notes at the bottom of a stack, and a screen that edits a note.
  private func notesApp() -> (UIKitTestApp, NotesViewController) {
    let app = UIKitTestApp()
    let notes = NotesViewController(log: app.log)
    app.navigator.setRoot(.stack([notes]))
    return (app, notes)
  }

  @Test("unwinding a pushed screen: the segue routes pass the draft back, UIKit's navigation controller pops, and the navigator hears the pop")
  func unwindPushed() throws {
    let (app, notes) = notesApp()
    let edit = EditNoteViewController(navigator: app.navigator, draft: "Buy milk")
    app.navigator.route(to: edit, from: notes, as: .push)
    app.log.clear()
    let destination = try app.device.unwind(withIdentifier: "UnwindToNotes", from: edit, sender: nil) {
      $0 === notes ? notes.unwindToNotes : nil
    }
    #expect(destination === notes)
    #expect(notes.store.note == "Buy milk")
    #expect(edit.preparationErrors == [])
    #expect(app.log.lines == [
      "Notes unwindToNotes from EditNote: Buy milk", "Notes viewWillAppear", "Notes viewDidAppear",
    ])
    app.expectScreens("""
      stack
      └─ Notes
      """)
  }

  @Test("unwinding a presented screen: the destination's action closes it through the navigator, and UIKit's own unwinding then changes nothing")
  func unwindPresented() throws {
    let (app, notes) = notesApp()
    notes.closesThroughNavigator = app.navigator
    let edit = EditNoteViewController(navigator: app.navigator, draft: "Call Ana")
    app.navigator.route(to: edit, from: notes, as: .modal(.fullScreen))
    app.navigator.route(to: app.screen("Preview"), from: edit, as: .modal(.pageSheet))
    app.log.clear()
    let destination = try app.device.unwind(withIdentifier: "UnwindToNotes", from: edit, sender: nil) {
      $0 === notes ? notes.unwindToNotes : nil
    }
    #expect(destination === notes)
    #expect(notes.store.note == "Call Ana")
    #expect(notes.unwindErrors == [])
    #expect(app.log.lines == [
      "Notes unwindToNotes from EditNote: Call Ana", "Preview viewWillDisappear", "Notes viewWillAppear",
      "Preview viewDidDisappear", "Notes viewDidAppear",
    ])
    #expect(app.device.console == [])
    app.expectScreens("""
      stack
      └─ Notes
      """)
  }

  @Test("the nearest controller implementing the unwind action is the destination")
  func nearestDestination() throws {
    let (app, notes) = notesApp()
    let folder = NotesViewController(log: app.log, name: "Folder")
    app.navigator.route(to: folder, from: notes, as: .push)
    let edit = EditNoteViewController(navigator: app.navigator, draft: "Pay rent")
    app.navigator.route(to: edit, from: folder, as: .push)
    app.log.clear()
    let destination = try app.device.unwind(withIdentifier: "UnwindToNotes", from: edit, sender: nil) {
      ($0 as? NotesViewController)?.unwindToNotes
    }
    #expect(destination === folder)
    #expect(folder.store.note == "Pay rent")
    #expect(notes.store.note == "")
    app.expectScreens("""
      stack
      ├─ Notes
      └─ Folder
      """)
  }

  @Test("unwinding to another tab: the navigator selects it and dismisses what covers it; UIKit's tab bar controller then changes nothing")
  func unwindToAnotherTab() throws {
    let app = UIKitTestApp()
    let notes = NotesViewController(log: app.log)
    notes.closesThroughNavigator = app.navigator
    let wishlist = app.screen("Wishlist")
    app.navigator.setRoot(.tabs([.stack([notes]), .stack([wishlist])], selected: 1))
    let edit = EditNoteViewController(navigator: app.navigator, draft: "Water plants")
    app.navigator.route(to: edit, from: wishlist, as: .modal(.fullScreen))
    app.log.clear()
    let destination = try app.device.unwind(withIdentifier: "UnwindToNotes", from: edit, sender: nil) {
      $0 === notes ? notes.unwindToNotes : nil
    }
    #expect(destination === notes)
    #expect(notes.store.note == "Water plants")
    #expect(notes.unwindErrors == [])
    #expect(app.log.lines == [
      "Notes unwindToNotes from EditNote: Water plants", "Notes viewWillAppear",
      "Notes viewDidAppear",
    ])
    #expect(app.device.console == [])
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Notes
      └─ stack
         └─ Wishlist
      """)
  }

  @Test("a destination that is not on screen: a readable error, and nothing changes")
  func destinationNotShown() {
    let (app, notes) = notesApp()
    let edit = EditNoteViewController(navigator: app.navigator, draft: "")
    app.navigator.route(to: edit, from: notes, as: .push)
    let before = app.navigator.snapshot
    let stranger = NotesViewController(log: app.log, name: "Archive")
    let segue = UIStoryboardSegue(identifier: "UnwindToArchive", source: edit, destination: stranger)
    #expect(throws: UIKitSegueError.unwindDestinationNotBelow(identifier: "UnwindToArchive", source: "EditNote", destination: "Archive")) {
      try app.navigator.unwind(segue)
    }
    #expect(
      UIKitSegueError.unwindDestinationNotBelow(identifier: "UnwindToArchive", source: "EditNote", destination: "Archive").description
        == "Cannot unwind segue 'UnwindToArchive' from 'EditNote' to 'Archive': 'Archive' is not shown below 'EditNote'.")
    #expect(app.navigator.snapshot == before)
  }
}

@MainActor
protocol NotesDataStore: DataStore {
  var note: String { get set }
}

@MainActor
protocol EditNoteDataStore: DataStore {
  var draft: String { get }
}

@MainActor
final class NotesInteractor: NotesDataStore {
  var note = ""
}

@MainActor
final class EditNoteInteractor: EditNoteDataStore {
  let draft: String
  init(draft: String) { self.draft = draft }
}

/// The list an unwind segue returns to: its unwind action (an `@IBAction` on a Mac) logs,
/// and, when told to, closes what the segue leaves through the navigator.
@MainActor
final class NotesViewController: UIViewController, Screen, DataStoreProviding {
  let screenName: String
  let store = NotesInteractor()
  private let log: CallLog
  /// Weak: the navigator owns the host, whose window owns this controller.
  weak var closesThroughNavigator: Navigator?
  private(set) var unwindErrors: [String] = []
  var sceneDataStore: (any DataStore)? { store }

  init(log: CallLog, name: String = "Notes") {
    self.log = log
    screenName = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func unwindToNotes(_ segue: UIStoryboardSegue) {
    log.add("\(screenName) unwindToNotes from \((segue.source as? any Screen)?.screenName ?? "?"): \(store.note)")
    do throws(UIKitSegueError) {
      try closesThroughNavigator?.unwind(segue)
    } catch {
      unwindErrors.append(error.description)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(screenName) viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(screenName) viewDidAppear")
  }
}

/// The unwind segue's source: its router's segue table passes the draft back.
@MainActor
final class EditNoteRouter: CleanSwiftRouter<any EditNoteDataStore>, SegueRouting {
  let segueRoutes = SegueRoutes<EditNoteRouter>()
    .registering(preparing: "UnwindToNotes") { router, segue throws(CleanSwiftRoutingError) in
      try router.route(segue: segue) { (source: any EditNoteDataStore, destination: inout any NotesDataStore) in
        destination.note = source.draft
      }
    }
}

@MainActor
final class EditNoteViewController: UIViewController, Screen {
  let screenName = "EditNote"
  let interactor: EditNoteInteractor
  let router: EditNoteRouter
  private(set) var preparationErrors: [String] = []

  init(navigator: Navigator, draft: String) {
    interactor = EditNoteInteractor(draft: draft)
    router = EditNoteRouter(navigator: navigator)
    super.init(nibName: nil, bundle: nil)
    router.attach(to: self, dataStore: interactor)
  }

  required init?(coder: NSCoder) { nil }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    do throws(UIKitSegueError) {
      try router.prepare(for: segue)
    } catch {
      preparationErrors.append(error.description)
    }
  }
}

#endif
