import Foundation
import SceneRouterDeclarations
import Testing

@Suite("RegisteredURLSchemes")
struct RegisteredURLSchemesTests {
  /// The error's text, or nil when the contents are read.
  static func mistake(_ contents: Data) -> String? {
    do throws(DeclarationError) {
      _ = try RegisteredURLSchemes(contents: contents, file: "Info.plist")
      return nil
    } catch {
      return error.description
    }
  }

  static func binary(_ object: Any) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
  }

  @Test("reads every scheme of every URL type, with its line in XML")
  func xml() throws {
    let file = PackageFolder.path + "/" + PackageFolder.fixture("Declarations/planted/Info.plist")
    let registered = try RegisteredURLSchemes(file: file)
    #expect(registered.schemes == [.init(name: "shop", line: 14), .init(name: "shopbeta", line: 22)])
  }

  @Test("reads a binary property list, every line 1; no URL types, no schemes")
  func binaryList() throws {
    let types: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLSchemes": ["a", "b"]], ["CFBundleURLName": "x"]]]
    #expect(try RegisteredURLSchemes(contents: Self.binary(types), file: "Info.plist").schemes == [.init(name: "a", line: 1), .init(name: "b", line: 1)])
    #expect(try RegisteredURLSchemes(contents: Self.binary(["CFBundleName": "App"]), file: "Info.plist").schemes == [])
  }

  @Test("names the file and what is wrong")
  func mistakes() throws {
    #expect(Self.mistake(try Self.binary(["a"])) == "Info.plist: not an Info.plist: the root is not a dictionary")
    #expect(Self.mistake(try Self.binary(["CFBundleURLTypes": "a"])) == "Info.plist: not an Info.plist: CFBundleURLTypes is not an array")
    #expect(Self.mistake(try Self.binary(["CFBundleURLTypes": ["a"]])) == "Info.plist: not an Info.plist: CFBundleURLTypes[0] is not a dictionary")
    #expect(
      Self.mistake(try Self.binary(["CFBundleURLTypes": [["CFBundleURLSchemes": "a"]]]))
        == "Info.plist: not an Info.plist: CFBundleURLTypes[0].CFBundleURLSchemes is not an array")
    #expect(
      Self.mistake(try Self.binary(["CFBundleURLTypes": [[:], ["CFBundleURLSchemes": ["a", 1]]]]))
        == "Info.plist: not an Info.plist: CFBundleURLTypes[1].CFBundleURLSchemes[1] is not a string")
    // Foundation's reason, as swift-corelibs-foundation words it.
    #expect(
      Self.mistake(Data("<plist><dict><key>a</key></dict>".utf8))
        == "Info.plist: not a property list: Value missing for key inside <dict> at line 1")
    #expect(Self.mistake(Data("text".utf8)) == "Info.plist: not an Info.plist: the root is not a dictionary", "an OpenStep string")
    do throws(DeclarationError) {
      _ = try RegisteredURLSchemes(file: "no/such/Info.plist")
      Issue.record("read")
    } catch {
      #expect(error.description == "no/such/Info.plist: cannot be read (no such file)")
    }
  }
}
