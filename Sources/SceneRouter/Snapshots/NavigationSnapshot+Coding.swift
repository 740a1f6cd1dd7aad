extension NavigationTree: Encodable where Leaf == NavigationSnapshot.Screen {
  /// Encodes a snapshot's node as snapshots have always been saved, such as
  /// `{"tabs":{"_0":[…],"selected":0}}`: a stack's screens as screen nodes, a split view's
  /// columns as a list, a sidebar-adaptable container's tabs as one list with each group's
  /// title and count beside it, a page container's pages as `{"pages":{"_0":[…],"selected":0}}`.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .screen(let screen):
      try encoder.encodeCase("screen") {
        try $0.encode(screen.name, forKey: "name")
        try $0.encode(screen.title, forKey: "title")
      }
    case .stack(let screens):
      try encoder.encodeCase("stack") { try $0.encode(screens.map(NavigationTree.screen), forKey: "_0") }
    case .tabs(let tabs, let selected):
      try encoder.encodeCase("tabs") {
        try $0.encode(tabs, forKey: "_0")
        try $0.encode(selected, forKey: "selected")
      }
    case .split(_, _, _, let top):
      try encoder.encodeCase("split") {
        try $0.encode(splitColumns, forKey: "columns")
        try $0.encodeIfPresent(top, forKey: "top")
      }
    case .sidebarTabs(let groups, let selected, let sidebar):
      try encoder.encodeCase("sidebarTabs") {
        try $0.encode(tabs, forKey: "_0")
        try $0.encode(selected, forKey: "selected")
        var outline = $0.nestedUnkeyedContainer(forKey: "groups")
        for group in groups {
          var fields = outline.nestedContainer(keyedBy: CodingName.self)
          try fields.encode(group.tabs.count, forKey: "count")
          try fields.encodeIfPresent(group.title, forKey: "title")
        }
        try $0.encode(sidebar, forKey: "sidebar")
      }
    case .pages(let pages, let selected):
      try encoder.encodeCase("pages") {
        try $0.encode(pages, forKey: "_0")
        try $0.encode(selected, forKey: "selected")
      }
    }
  }
}

extension NavigationTree: Decodable where Leaf == NavigationSnapshot.Screen {
  private static var caseNames: [String] { ["screen", "stack", "tabs", "split", "sidebarTabs", "pages"] }

  /// Decodes a snapshot's node from the JSON snapshots have always been saved as.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a shape no window shows: a container in a
  ///   navigation stack, a split view without two or three columns, tab groups that do not
  ///   hold the container's tabs.
  public init(from decoder: any Decoder) throws {
    let (name, payload) = try decoder.decodeCase(of: Self.self, names: Self.caseNames)
    func corrupted(_ text: String) -> DecodingError {
      .dataCorrupted(DecodingError.Context(codingPath: payload.codingPath, debugDescription: text))
    }
    switch name {
    case "screen":
      self = .screen(
        NavigationSnapshot.Screen(
          try payload.decode(String.self, forKey: "name"), try payload.decode(String.self, forKey: "title")))
    case "stack":
      var screens: [NavigationSnapshot.Screen] = []
      for child in try payload.decode([Self].self, forKey: "_0") {
        guard case .screen(let screen) = child else { throw corrupted("a navigation stack can hold only screens") }
        screens.append(screen)
      }
      self = .stack(screens)
    case "tabs":
      self = .tabs(try payload.decode([Self].self, forKey: "_0"), selected: try payload.decode(Int.self, forKey: "selected"))
    case "pages":
      self = .pages(try payload.decode([Self].self, forKey: "_0"), selected: try payload.decode(Int.self, forKey: "selected"))
    case "split":
      let columns = try payload.decode([Self].self, forKey: "columns")
      guard let split = Self.split(columns: columns, top: try payload.decodeIfPresent(SplitColumn.self, forKey: "top"))
      else { throw corrupted("a split view has two or three columns, not \(columns.count)") }
      self = split
    case "sidebarTabs":
      let tabs = try payload.decode([Self].self, forKey: "_0")
      var outline = try payload.nestedUnkeyedContainer(forKey: "groups")
      var groups: [Group] = []
      var start = 0
      while !outline.isAtEnd {
        let fields = try outline.nestedContainer(keyedBy: CodingName.self)
        let count = try fields.decode(Int.self, forKey: "count")
        guard count >= 0, count <= tabs.count - start else {
          throw corrupted("the tab groups hold more tabs than the container's \(tabs.count)")
        }
        groups.append(Group(try fields.decodeIfPresent(String.self, forKey: "title"), tabs: Array(tabs[start..<start + count])))
        start += count
      }
      guard start == tabs.count else { throw corrupted("the tab groups hold \(start) tabs, not the container's \(tabs.count)") }
      self = .sidebarTabs(
        groups, selected: try payload.decode(Int.self, forKey: "selected"),
        sidebar: try payload.decode(TabSidebar.self, forKey: "sidebar"))
    default:
      throw DecodingError.unknownCase(name, of: Self.self, at: payload.codingPath)
    }
  }
}
