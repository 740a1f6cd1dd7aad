import Foundation
import Testing

/// The privacy manifests an app's privacy report reads: every library module that calls one of
/// Apple's required-reason APIs ships a `Resources/PrivacyInfo.xcprivacy` that declares the API's
/// category with reasons Apple documents for it, no tracking and no collected data, and the
/// manifest is a resource of the built module. The categories and their API names are those of
/// Apple's "Describing use of required reason API" (Bundle Resources); README, "Logging, analytics and privacy".
@Suite("Privacy manifests")
struct PrivacyManifestTests {
  static let checkout = DocumentationTests.packageFolder

  /// Each category: the names that call it in Swift, and the reasons Apple documents for it.
  static let categories: [(category: String, calls: [String], reasons: Set<String>)] = [
    ("NSPrivacyAccessedAPICategoryUserDefaults", ["UserDefaults", "NSUserDefaults", "AppStorage"],
     ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]),
    ("NSPrivacyAccessedAPICategoryFileTimestamp",
     ["creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey", "creationDateKey",
      "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat", "stat", "fstat", "fstatat", "lstat"],
     ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]),
    ("NSPrivacyAccessedAPICategorySystemBootTime", ["systemUptime", "mach_absolute_time"], ["35F9.1", "8FFB.1", "3D61.1"]),
    ("NSPrivacyAccessedAPICategoryDiskSpace",
     ["volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
      "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey", "systemFreeSize", "systemSize",
      "statfs", "statvfs", "fstatfs", "fstatvfs"],
     ["85F4.1", "E174.1", "7D9E.1", "B728.1"]),
    ("NSPrivacyAccessedAPICategoryActiveKeyboards", ["activeInputModes"], ["3EC4.1", "54BD.1"]),
  ]

  /// The categories a module's code calls (comment lines left out), each with the first file and name found.
  static func calledCategories(in module: String) throws -> [String: String] {
    var found: [String: String] = [:]
    for (file, text) in try DocumentationTests.files(under: checkout.appendingPathComponent("Sources/\(module)"), endingWith: ".swift") {
      let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
      let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for (category, calls, _) in categories where found[category] == nil {
        if let call = calls.first(where: words.contains) { found[category] = "\(file): \(call)" }
      }
    }
    return found
  }

  /// A module's manifest as a property list, or nil when it has none.
  static func manifest(of module: String) throws -> [String: Any]? {
    let file = checkout.appendingPathComponent("Sources/\(module)/Resources/PrivacyInfo.xcprivacy")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), format: nil)
    return try #require(plist as? [String: Any], "\(module)'s PrivacyInfo.xcprivacy is not a dictionary")
  }

  /// Declared category -> reasons.
  static func accessedAPIs(_ manifest: [String: Any]) -> [String: [String]] {
    let entries = manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
    var apis: [String: [String]] = [:]
    for entry in entries {
      apis[entry["NSPrivacyAccessedAPIType"] as? String ?? "?", default: []] += entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
    }
    return apis
  }

  @Test("SceneRouterDeepLinks's manifest is a property list declaring UserDefaults for the app's own defaults and App Groups, no tracking, no collected data")
  func coreManifestDeclaresUserDefaults() throws {
    let manifest = try #require(try Self.manifest(of: "SceneRouterDeepLinks"), "no Sources/SceneRouterDeepLinks/Resources/PrivacyInfo.xcprivacy")
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    // CA92.1: the app's own defaults (`.standard`); 1C8F.1: an App Group's suite shared with its App Clip.
    #expect(Self.accessedAPIs(manifest) == ["NSPrivacyAccessedAPICategoryUserDefaults": ["CA92.1", "1C8F.1"]])
  }

  @Test("every library module calling a required-reason API declares its category with Apple's reasons, and declares nothing it does not call")
  func everyCallerDeclaresItsCategories() throws {
    var problems: [String] = []
    for module in try DocumentationTests.libraryModules() {
      let called = try Self.calledCategories(in: module)
      let declared = try Self.manifest(of: module).map(Self.accessedAPIs) ?? [:]
      for (category, whereCalled) in called.sorted(by: { $0.key < $1.key }) where declared[category, default: []].isEmpty {
        problems.append("\(module) calls \(category) (\(whereCalled)) but its Resources/PrivacyInfo.xcprivacy declares no reason for it")
      }
      for (category, reasons) in declared {
        if called[category] == nil { problems.append("\(module) declares \(category), which its code does not call") }
        let documented = Self.categories.first { $0.category == category }?.reasons ?? []
        for reason in reasons where !documented.contains(reason) {
          problems.append("\(module): \(reason) is not a reason Apple documents for \(category)")
        }
      }
    }
    #expect(problems == [])
    // The scan sees the store's UserDefaults calls, and only as code: a doc comment naming an API is no call.
    #expect(try Self.calledCategories(in: "SceneRouterDeepLinks")["NSPrivacyAccessedAPICategoryUserDefaults"]?.hasPrefix("EntryPoints/UserDefaultsPendingRouteStore.swift") == true)
  }

  @Test("the manifest is a resource of the built SceneRouterDeepLinks module (Package.swift's resources line)")
  func manifestIsInTheBuiltResourceBundle() throws {
    // SwiftPM copies a target's resources into a bundle beside the built products: on Linux
    // `SceneRouter_SceneRouterDeepLinks.resources`, on Apple platforms `SceneRouter_SceneRouterDeepLinks.bundle`.
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    var bundle: URL?
    for _ in 0..<4 where bundle == nil {
      bundle = ["SceneRouter_SceneRouterDeepLinks.resources", "SceneRouter_SceneRouterDeepLinks.bundle"].map { folder.appendingPathComponent($0) }
        .first { FileManager.default.fileExists(atPath: $0.path) }
      folder.deleteLastPathComponent()
    }
    let resources = try #require(bundle, "no SceneRouter resource bundle near \(CommandLine.arguments[0])")
    let copied = ["PrivacyInfo.xcprivacy", "Contents/Resources/PrivacyInfo.xcprivacy"].map { resources.appendingPathComponent($0) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
    let source = Self.checkout.appendingPathComponent("Sources/SceneRouterDeepLinks/Resources/PrivacyInfo.xcprivacy")
    #expect(try copied.map { try Data(contentsOf: $0) } == Data(contentsOf: source))
  }
}
