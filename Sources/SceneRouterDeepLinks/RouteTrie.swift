import Foundation

/// The non-generic core of ``DeepLinkMatcher``: patterns compiled into a tree of nodes, one
/// edge per path segment.
///
/// Where to look:
/// - this file: what the tree holds (``Node``, ``Route``) and the configuration it was made with;
/// - `RouteTrie+Registration.swift`: how a pattern goes in (and which patterns conflict);
/// - `RouteTrie+Matching.swift`: how a path is matched, the one match path every input takes;
/// - `RouteTrie+Links.swift`: how a URL, or a link given as text, becomes a path to match;
/// - `RouteTrie+Redirects.swift`: which parameter values are refused as links to other hosts.
///
/// Kept free of the matcher's `Value`, so that every lookup runs specialized code.
@usableFromInline
struct RouteTrie: Sendable {
  /// A query item a route declares (`?q=:query`, `&page=:page(int)=1`, `&tag=:tags[]`).
  struct QueryRequirement: Sendable {
    var key: String
    var name: String
    /// The index of its type in ``RouteTrie/types``, or nil for any text.
    var type: Int?
    var defaultValue: String?
    var isRequired: Bool
    var isList: Bool
  }

  /// One registered pattern; the fields a match reads come first.
  @usableFromInline
  struct Route: Sendable {
    /// The pattern's text as registered.
    @usableFromInline let text: String
    /// The parameter names: those captured from the path (parameters, the captures of mixed
    /// segments and `**`) in order, then the query items'.
    let names: [String]
    let query: [QueryRequirement]
    /// How many of ``names`` come from the path: the search captures them in slots 0, 1, 2, …
    let pathNameCount: Int
    /// The next route ending at the same node, in rank order; -1 ends the list.
    var next = -1
    let exposure: DeepLinkExposure
    /// No scheme and no query items: only whether the input reaches path-only patterns matters.
    let isPlain: Bool
    /// The pattern ends in `**` or `**+`; its capture is the last path name.
    let endsInCatchAll: Bool
    /// The pattern ends in `**+`: the catch-all takes at least one segment.
    let catchAllNeedsOne: Bool
    /// The route's place among routes ending at the same node: higher first (see
    /// ``RouteTrie/rank(host:scheme:requiredItems:catchAllNeedsOne:)``).
    let rank: Int
    let scheme: String?
    let host: String?
  }

  /// One node of the tree: the path segments registered so far lead to it.
  ///
  /// Its literal children are in ``RouteTrie/literals`` under the node's index; its typed and
  /// mixed children form a list (``firstTyped``, then each child's ``nextTyped``): mixed
  /// first (more text first), then typed in the order of ``RouteTrie/types``. The routes
  /// ending here form lists through ``RouteTrie/Route/next``, in rank order. -1 means none.
  struct Node: Sendable {
    /// The child for `:name`.
    @Compact var parameter = -1
    /// The child for `*`.
    @Compact var wildcard = -1
    /// The first of the typed and mixed children.
    @Compact var firstTyped = -1
    /// For a typed child, the next in its parent's list.
    @Compact var nextTyped = -1
    /// For a typed child, its type (an index into ``RouteTrie/types``); for a mixed child,
    /// -2 - *i* for template *i* of ``RouteTrie/templates``.
    @Compact var type = -1
    /// The routes whose path ends here.
    @Compact var firstRoute = -1
    /// The routes ending in `**` or `**+` here.
    @Compact var firstCatchAll = -1
    /// Whether ``RouteTrie/literals`` holds children of this node.
    var hasLiterals = false
  }

  /// An index kept in 32 bits, so that a ``Node`` takes 32 bytes, not 64: a search reads
  /// fewer cache lines, and registering copies less as the nodes grow.
  @propertyWrapper
  struct Compact: Sendable {
    private var stored: Int32
    init(wrappedValue: Int) { stored = Int32(truncatingIfNeeded: wrappedValue) }
    var wrappedValue: Int {
      get { Int(stored) }
      set { stored = Int32(truncatingIfNeeded: newValue) }
    }
  }

  /// What the trie reads and never changes once made, in one object, so that a copy of the
  /// trie (of a matcher, of a table) retains one reference for all of it: the value witnesses
  /// of the three types, which copied each field, cost an app 8 KB (issue 41).
  final class Settings: Sendable {
    let configuration: DeepLinkMatcherConfiguration
    /// The parameter types: the built-in ones, then the configuration's.
    let types: [DeepLinkParameterType]
    /// Every custom scheme, exclusive ones included, lowercased.
    let customSchemes: [String]
    /// The custom schemes whose links reach only the patterns naming them.
    let exclusiveSchemes: Set<String>
    /// Universal-link hosts, lowercased; `*.example.com` stands for every subdomain of example.com.
    let universalLinkHosts: Set<String>
    /// The universal-link hosts named exactly (no `*.`), compared with a link's bytes.
    let exactUniversalLinkHosts: [String]

    init(configuration: DeepLinkMatcherConfiguration) {
      self.configuration = configuration
      self.types = [.int, .uuid, .double, .bool] + configuration.parameterTypes
      let exclusiveSchemes = Set(configuration.exclusiveSchemes.map { $0.lowercased() })
      self.exclusiveSchemes = exclusiveSchemes
      self.customSchemes = Set(configuration.customSchemes.map { $0.lowercased() }).union(exclusiveSchemes).sorted()
      let universalLinkHosts = Set(configuration.universalLinkHosts.map { $0.lowercased() })
      self.universalLinkHosts = universalLinkHosts
      self.exactUniversalLinkHosts = universalLinkHosts.filter { !$0.hasPrefix("*.") }.sorted()
    }
  }

  let settings: Settings
  var configuration: DeepLinkMatcherConfiguration { settings.configuration }
  /// The parameter types: the built-in ones, then the configuration's.
  var types: [DeepLinkParameterType] { settings.types }
  /// Every custom scheme, exclusive ones included, lowercased.
  var customSchemes: [String] { settings.customSchemes }
  /// The custom schemes whose links reach only the patterns naming them.
  var exclusiveSchemes: Set<String> { settings.exclusiveSchemes }
  /// Universal-link hosts, lowercased; `*.example.com` stands for every subdomain of example.com.
  var universalLinkHosts: Set<String> { settings.universalLinkHosts }
  /// The universal-link hosts named exactly (no `*.`), compared with a link's bytes.
  var exactUniversalLinkHosts: [String] { settings.exactUniversalLinkHosts }
  /// The nodes; node 0 is the root.
  var nodes: [Node] = [Node()]
  /// The templates of segments mixing text and captures (see ``Node/type``).
  var templates: [SegmentTemplate] = []
  @usableFromInline var routes: [Route] = []
  /// Every literal edge of the tree: (parent node, decoded segment bytes) to the child node.
  var literals: ByteTable
  /// The literal children of the root, folded to lowercase (the first registered of those
  /// that fold alike): a custom-scheme URL's host stands for the first segment and compares
  /// case-insensitively, as hosts do. Empty when paths ignore case anyway.
  var hostLiterals = ByteTable(folding: true)
  /// The most capture slots any route needs.
  var slotCapacity = 0
  /// Every distinct list of parameter names, shared by the routes that have it.
  var nameLists: Set<[String]> = []
  /// Reused by every registration, for the segments of the pattern it parses.
  var segmentScratch: [DeepLinkPattern.SegmentRecord] = []
  /// The hosts patterns name: their URLs reach only those patterns.
  var patternHosts: Set<String> = []
  /// The hosts a parameter holding an absolute URL may point to.
  var redirectHosts: Set<String>
  /// Holds nothing; being an existential, it makes the trie (and every matcher) address-only,
  /// so that calls and closures get the trie by address. A loadable struct of this many
  /// fields is copied instead, a retain and a release of each (measured: a path lookup took
  /// twice as long).
  private let passedByAddress: any Sendable = ()

  /// Creates an empty trie.
  ///
  /// - Parameters:
  ///   - configuration: Accepted schemes and hosts, custom parameter types, comparison rules.
  init(configuration: DeepLinkMatcherConfiguration) {
    self.settings = Settings(configuration: configuration)
    self.literals = ByteTable(folding: !configuration.caseSensitivePaths)
    self.redirectHosts = Set((configuration.redirectHosts + configuration.universalLinkHosts).map { $0.lowercased() })
  }

  /// The rank of a route among routes ending at the same node: a pattern naming its host
  /// first, one naming every subdomain (`*.example.com`) next; then by scheme, by required
  /// query items, and `**+` before `**` (all doubled, so that the last counts least).
  static func rank(host: String?, scheme: String?, requiredItems: Int, catchAllNeedsOne: Bool) -> Int {
    let hostRank = host.map { $0.hasPrefix("*.") ? 1500 : 2000 } ?? 0
    return 2 * (hostRank + (scheme != nil ? 1000 : 0) + requiredItems) + (catchAllNeedsOne ? 1 : 0)
  }

  /// Whether `host` (lowercased) is in `hosts`, or is a subdomain of a `*.domain` in `hosts`
  /// (at least one label before the domain: `*.example.com` takes `a.example.com` and
  /// `a.b.example.com`, not `example.com`).
  static func host(_ host: String, isIn hosts: Set<String>) -> Bool {
    if hosts.contains(host) { return true }
    var rest = Substring(host)
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      if hosts.contains("*." + rest) { return true }
    }
    return false
  }

  /// Whether `host` is a subdomain that `wildcard` (`*.domain`) stands for.
  static func host(_ host: String, matchesWildcard wildcard: String) -> Bool {
    let domain = wildcard.dropFirst()
    return host.count > domain.count && host.hasSuffix(domain)
  }
}
