import Foundation
import SceneRouter
import Testing

/// The JSON of snapshots and transitions, pinned text for text: apps save it, so a change of
/// how a type encodes (a derived conformance replaced by a hand-written one) must not change it.
@Suite("Snapshot and transition JSON")
struct SnapshotJSONTests {
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Every kind of node and presentation, built anew on each read.
  static var snapshot: NavigationSnapshot {
    NavigationSnapshot(
      root: .sidebarTabs(
        [
          .init(tabs: [.stack([.screen("Home")])]),
          .init("Library", tabs: [.split(primary: .stack([.screen("Inbox")]), secondary: .stack([.screen("Mail", "Hi")]), top: .primary)]),
        ],
        selected: 1, sidebar: .hidden),
      presented: [
        .init(
          .pageSheet, .tabs([.stack([.screen("A")]), .screen("B")], selected: 0),
          sheet: SheetConfiguration(detents: [.medium, .large, .height("small", points: 120), .fraction("third", 0.3)], selected: "medium"),
          shownAs: .formSheet),
        .init(
          .popover, .split(primary: .stack([.screen("P")]), secondary: .stack([.screen("S")])),
          popover: PopoverConfiguration(anchor: .barButton("share"), arrowDirections: .up)),
        .init(.overCurrentContext, .screen("Ctx"), inTab: 1, transition: "flip", zoomSource: "cell"),
        .init(.fullScreen, .screen("Anchored"), popover: PopoverConfiguration(anchor: .view("button"))),
      ],
      restorationIdentities: [0: "home"], tabItems: [0: TabItem("Home", image: "house", badge: "2")])
  }

  @Test("a snapshot with every kind of node encodes as it always has, and decodes back")
  func snapshotJSON() throws {
    let text = try Self.json(Self.snapshot)
    #expect(
      text
        == #"{"presented":[{"node":{"tabs":{"_0":[{"stack":{"_0":[{"screen":{"name":"A","title":""}}]}},{"screen":{"name":"B","title":""}}],"selected":0}},"sheet":{"detents":[{"height":{"medium":{}},"identifier":"medium"},{"height":{"large":{}},"identifier":"large"},{"height":{"points":{"_0":120}},"identifier":"small"},{"height":{"fraction":{"_0":0.3}},"identifier":"third"}],"selected":"medium","showsGrabber":false},"shownAs":"formSheet","style":"pageSheet"},{"node":{"split":{"columns":[{"stack":{"_0":[{"screen":{"name":"P","title":""}}]}},{"stack":{"_0":[{"screen":{"name":"S","title":""}}]}}]}},"popover":{"anchor":{"barButton":{"_0":"share"}},"arrowDirections":1},"style":"popover"},{"node":{"screen":{"name":"Ctx","title":""}},"style":"overCurrentContext","tab":1,"transition":"flip","zoomSource":"cell"},{"node":{"screen":{"name":"Anchored","title":""}},"popover":{"anchor":{"view":{"_0":"button"}},"arrowDirections":15},"style":"fullScreen"}],"restorationIdentities":{"0":"home"},"root":{"sidebarTabs":{"_0":[{"stack":{"_0":[{"screen":{"name":"Home","title":""}}]}},{"split":{"columns":[{"stack":{"_0":[{"screen":{"name":"Inbox","title":""}}]}},{"stack":{"_0":[{"screen":{"name":"Mail","title":"Hi"}}]}}],"top":"primary"}}],"groups":[{"count":1},{"count":1,"title":"Library"}],"selected":1,"sidebar":"hidden"}},"tabItems":{"0":{"badge":"2","image":"house","title":"Home"}}}"#
    )
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: Data(text.utf8)) == Self.snapshot)
  }

  static let transitions: [Transition] = [
    .push, .modal(.formSheet, inNavigation: true), Transition(.fade(seconds: 0.25)), .replaceRoot,
    .show(in: .supplementary), .sequence([.popToRoot], then: .push),
    .custom(CustomTransition("flip", behavesAs: .presentation(.fullScreen), seconds: 0.4)),
    .custom(CustomTransition("slide", behavesAs: .push)),
  ]

  @Test("every kind of transition encodes as it always has, and decodes back")
  func transitionJSON() throws {
    let texts = try Self.transitions.map(Self.json)
    #expect(
      texts == [
        #"{"isAnimated":true,"kind":{"push":{}}}"#,
        #"{"isAnimated":true,"kind":{"modal":{"_0":"formSheet","inNavigation":true}}}"#,
        #"{"isAnimated":true,"kind":{"fade":{"seconds":0.25}}}"#,
        #"{"isAnimated":false,"kind":{"replaceRoot":{}}}"#,
        #"{"isAnimated":true,"kind":{"show":{"in":"supplementary"}}}"#,
        #"{"isAnimated":true,"kind":{"sequence":{"_0":[{"isAnimated":true,"kind":{"popToRoot":{}}},{"isAnimated":true,"kind":{"push":{}}}]}}}"#,
        #"{"custom":{"behavior":{"presentation":{"_0":"fullScreen"}},"name":"flip","seconds":0.4},"isAnimated":true,"kind":{"modal":{"_0":"fullScreen","inNavigation":false}}}"#,
        #"{"custom":{"behavior":{"push":{}},"name":"slide","seconds":0.3},"isAnimated":true,"kind":{"push":{}}}"#,
      ])
    for (text, transition) in zip(texts, Self.transitions) {
      #expect(try JSONDecoder().decode(Transition.self, from: Data(text.utf8)) == transition)
    }
  }

  static let moves: [NavigationMove] = [
    .selectTab(2), .popToRoot, .dismissPresented, .showColumn(.primary), .showSidebar, .hideSidebar,
  ]

  @Test("every kind of move encodes as the transition of its kind always has, and decodes back")
  func moveJSON() throws {
    let texts = try Self.moves.map(Self.json)
    #expect(
      texts == [
        #"{"isAnimated":true,"kind":{"selectTab":{"_0":2}}}"#,
        #"{"isAnimated":true,"kind":{"popToRoot":{}}}"#,
        #"{"isAnimated":true,"kind":{"dismissPresented":{}}}"#,
        #"{"isAnimated":true,"kind":{"showColumn":{"_0":"primary"}}}"#,
        #"{"isAnimated":true,"kind":{"showSidebar":{"_0":true}}}"#,
        #"{"isAnimated":true,"kind":{"showSidebar":{"_0":false}}}"#,
      ])
    for (text, move) in zip(texts, Self.moves) {
      #expect(try JSONDecoder().decode(NavigationMove.self, from: Data(text.utf8)) == move)
    }
  }

  @Test("an enum payload with the wrong number of cases is refused, as before")
  func refusesTwoCases() {
    let text = #"{"root":{"screen":{"name":"A","title":""},"stack":{"_0":[]}},"presented":[]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSnapshot.self, from: Data(text.utf8)) }
    let unknown = #"{"root":{"carousel":{}},"presented":[]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSnapshot.self, from: Data(unknown.utf8)) }
  }
}
