import Foundation
import SceneRouter
import SceneRouterDeepLinks
import Testing

/// An entry's payload as text, whatever form Apple's frameworks hand its values in.
@Suite("Entry")
struct EntryTests {
  @Test("numbers that arrive as NSNumber stay numbers, 0 and 1 included; booleans stay booleans (regression: product 1 read as \"true\")")
  func numbersFromFoundation() throws {
    let json = try JSONSerialization.jsonObject(
      with: Data(#"{"product": 1, "empty": 0, "onSale": true, "soldOut": false, "price": 9.5, "name": "Mug"}"#.utf8))
    let decoded = try #require(json as? [String: Any])
    var userInfo: [AnyHashable: Any] = [:]
    for (key, value) in decoded { userInfo[key] = value }
    #expect(
      Entry.textPayload(userInfo)
        == ["product": "1", "empty": "0", "onSale": "true", "soldOut": "false", "price": "9.5", "name": "Mug"])
    #expect(
      Entry.textPayload(["one": NSNumber(value: 1), "no": NSNumber(value: false), "big": NSNumber(value: UInt64.max)])
        == ["one": "1", "no": "false", "big": "18446744073709551615"])
  }

  @Test("Swift values: text, booleans, integers and doubles; nested values and keys that are not text left out")
  func swiftValues() {
    #expect(
      Entry.textPayload(["id": 1, "flag": true, "ratio": 0.5, "name": "Mug", "tags": ["a"], "nested": ["k": 1], 7: "x"])
        == ["id": "1", "flag": "true", "ratio": "0.5", "name": "Mug"])
  }

  @Test("an entry and a pending route write the JSON the derived conformances wrote, and read it back")
  func json() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let notification = Entry(.notification, kind: "order", payload: ["id": "7"])
    let link = Entry.link(try #require(URL(string: "myapp://product/42")))
    let texts = try [notification, link].map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    #expect(
      texts == [
        #"{"kind":"order","payload":{"id":"7"},"source":"notification"}"#,
        #"{"kind":"","payload":{},"source":"link","url":"myapp:\/\/product\/42"}"#,
      ])
    #expect(try texts.map { try JSONDecoder().decode(Entry.self, from: Data($0.utf8)) } == [notification, link])
    let pending = PendingRoute("wishlist", source: .link, receivedAt: Date(timeIntervalSinceReferenceDate: 100), version: 2)
    let text = String(decoding: try encoder.encode(pending), as: UTF8.self)
    #expect(text == #"{"receivedAt":100,"route":"wishlist","source":"link","version":2}"#)
    #expect(try JSONDecoder().decode(PendingRoute<String>.self, from: Data(text.utf8)) == pending)
  }
}
