/// A section of a sidebar-adaptable tab container
/// (``NavigationTree/sidebarTabs(_:selected:sidebarShown:)``) of your screens: a titled group
/// of tabs, or, without a title, tabs at the top level (``NavigationTree/Group``).
///
/// ```swift
/// navigator.setRoot(.sidebarTabs([
///   TabGroup(tabs: [.stack([home]), .stack([search])]),
///   TabGroup("Library", tabs: [.stack([songs]), .stack([albums])]),
/// ], selected: 2))
/// ```
public typealias TabGroup = Layout.Group
